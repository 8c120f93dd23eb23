package io.birj.app.service;

import io.birj.app.docs.Documents;
import io.birj.app.explore.ExplorerApi;
import io.birj.app.explore.WebAssets;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;

/**
 * The explorer in the service: {@code GET /} is the page with a file picker; a document sent to
 * {@code POST /explorer/documents} is kept (the last {@link #KEPT} of them) and read through the
 * same {@link ExplorerApi} as {@code bir explore}'s, at {@code GET
 * /explorer/documents/{id}/{slice}}.
 */
@Controller
public class ExplorerController {
  static final String DOCUMENTS = "/explorer/documents";

  /** Documents kept for their pages at most; the oldest goes first. */
  static final int KEPT = 4;

  private final Documents documents;
  private final DocumentWork work;
  private final Map<String, ExplorerApi> kept =
      Collections.synchronizedMap(
          new LinkedHashMap<>(KEPT + 1, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, ExplorerApi> eldest) {
              return size() > KEPT;
            }
          });

  public ExplorerController(Documents documents, DocumentWork work) {
    this.documents = documents;
    this.work = work;
  }

  /** The id of a document the service keeps for the explorer. */
  @Serdeable
  public record Opened(String id) {}

  @Get(uri = "/", produces = MediaType.TEXT_HTML)
  @Operation(summary = "The explorer page, with a file picker (docs/explorer.md)")
  public String page() {
    return WebAssets.page(WebAssets.SOURCE_PICKER);
  }

  @Get(uri = "/assets/{name}")
  @Operation(summary = "The explorer page's script, style and layout library")
  public MutableHttpResponse<?> asset(@PathVariable String name) {
    byte[] body = WebAssets.asset(name);
    if (body == null) {
      return HttpResponse.notFound();
    }
    return HttpResponse.ok(body).contentType(WebAssets.TYPES.get(name));
  }

  @DocumentErrors
  @Post(
      uri = DOCUMENTS,
      consumes = {
        MediaType.APPLICATION_JSON,
        DocumentsController.APPLICATION_CBOR,
        MediaType.APPLICATION_OCTET_STREAM
      },
      produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Keep a document for the explorer",
      description = "Reads the document (JSON or CBOR, told from its bytes) and answers its id.")
  @DocumentBody
  public CompletableFuture<MutableHttpResponse<?>> open(
      HttpRequest<?> request, @Nullable @QueryValue String name) {
    String shown = name == null || name.isBlank() ? "document" : name;
    return work.read(
        request,
        document -> {
          BodyCheck.wellFormed(document, documents.formats());
          ExplorerApi api = ExplorerApi.of(shown, documents.read(document, shown));
          String id = UUID.randomUUID().toString();
          kept.put(id, api);
          return HttpResponse.created(new Opened(id));
        });
  }

  @Get(uri = DOCUMENTS + "/{id}/{slice}", produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "One slice of a kept document's explorer API (docs/explorer.md)")
  public MutableHttpResponse<?> slice(
      HttpRequest<?> request, @PathVariable String id, @PathVariable String slice) {
    ExplorerApi api = kept.get(id);
    if (api == null) {
      return HttpResponse.status(HttpStatus.NOT_FOUND)
          .contentType(MediaType.TEXT_PLAIN_TYPE)
          .body("no document " + id + " is kept (the service keeps the last " + KEPT + ")");
    }
    Map<String, String> query = new HashMap<>();
    request.getParameters().forEach((k, v) -> query.put(k, v.get(v.size() - 1)));
    try {
      return HttpResponse.ok(api.answer(slice, query)).contentType(MediaType.APPLICATION_JSON);
    } catch (ExplorerApi.BadRequest e) {
      return HttpResponse.badRequest().contentType(MediaType.TEXT_PLAIN_TYPE).body(e.getMessage());
    }
  }
}
