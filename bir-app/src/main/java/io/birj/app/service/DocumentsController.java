package io.birj.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.loader.ConversionReport;
import io.birj.loader.Converter;
import io.birj.loader.DocumentStats;
import io.birj.loader.ValidationResult;
import io.birj.loader.WriteOptions;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Part;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.multipart.CompletedFileUpload;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.serde.annotation.Serdeable;
import io.swagger.v3.oas.annotations.Operation;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The document endpoints. Bodies are whole documents (the size limit is {@code
 * micronaut.server.max-request-size}); the work runs on the blocking pool, off the event loop, so
 * one huge or slow document does not hold up the other requests.
 */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
public class DocumentsController {
  private static final String REQUEST = "request";
  private static final JsonFactory JSON = new JsonFactory();

  private final Documents documents;

  public DocumentsController(Documents documents) {
    this.documents = documents;
  }

  @Serdeable
  public record ValidateResponse(
      boolean valid,
      int errors,
      int warnings,
      boolean truncated,
      List<DiagnosticBody> diagnostics) {}

  @DocumentErrors
  @Post(uri = "/validate", consumes = MediaType.ALL, produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Validate a document",
      description =
          "200 with the findings when it is valid (warnings allowed); 422 with the"
              + " first error as {message, pointer, line, column} and every finding otherwise.")
  public HttpResponse<?> validate(@Body byte[] document) {
    BodyCheck.wellFormed(document);
    ValidationResult r =
        documents.validate(new ByteArrayInputStream(document), REQUEST, documents.maxErrors());
    List<DiagnosticBody> all = new ArrayList<>();
    for (Diagnostic d : r.diagnostics()) {
      all.add(DiagnosticBody.of(d));
    }
    if (!r.isValid()) {
      return HttpResponse.status(HttpStatus.UNPROCESSABLE_ENTITY)
          .body(ErrorBody.of(r.errors().get(0), all));
    }
    return HttpResponse.ok(new ValidateResponse(true, 0, r.warnings().size(), r.truncated(), all));
  }

  @DocumentErrors
  @Post(uri = "/convert", consumes = MediaType.ALL, produces = MediaType.APPLICATION_JSON)
  @Operation(
      summary = "Convert a document to wire version 1 or 2",
      description = "422 listing every expression the target cannot express when it refuses.")
  public HttpResponse<?> convert(
      @Body byte[] document,
      @Nullable @QueryValue Integer to,
      @QueryValue(defaultValue = "0") int indent,
      @QueryValue(defaultValue = "false") boolean lossy) {
    if (to == null || (to != 1 && to != 2) || indent < 0 || indent > 16) {
      return HttpResponse.badRequest(
          ErrorBody.of(
              "'to' must be 1 or 2 and 'indent' 0..16 (got to=" + to + ", indent=" + indent + ")"));
    }
    Module m = read(document);
    ByteArrayOutputStream out = new ByteArrayOutputStream(document.length);
    try {
      documents.convert(
          m,
          out,
          new WriteOptions(to, indent),
          lossy ? Converter.Policy.LOSSY : Converter.Policy.STRICT);
    } catch (Converter.ConversionRefused refused) {
      List<DiagnosticBody> offenses = new ArrayList<>();
      for (ConversionReport.Unencodable o : refused.report().unencodable()) {
        offenses.add(
            new DiagnosticBody(
                "error",
                "not representable in version " + to + ": " + o.text(),
                o.pointer(),
                0,
                0));
      }
      for (ConversionReport.LossyChange c : refused.report().lossy()) {
        offenses.add(
            new DiagnosticBody(
                "error",
                "would change meaning in version "
                    + to
                    + ": "
                    + c.before()
                    + " -> "
                    + c.after()
                    + " (lossy=true writes it anyway)",
                c.pointer(),
                0,
                0));
      }
      return HttpResponse.status(HttpStatus.UNPROCESSABLE_ENTITY)
          .body(
              new ErrorBody(
                  "cannot convert to version "
                      + to
                      + ": "
                      + offenses.size()
                      + " expression(s) are not representable or would change meaning",
                  refused.pointer(),
                  0,
                  0,
                  offenses));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return HttpResponse.ok(out.toByteArray()).contentType(MediaType.APPLICATION_JSON_TYPE);
  }

  @DocumentErrors
  @Post(uri = "/stats", consumes = MediaType.ALL, produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The document's statistics")
  public DocumentStats stats(@Body byte[] document) {
    return documents.stats(read(document));
  }

  @DocumentErrors
  @Post(
      uri = "/diff",
      consumes = MediaType.MULTIPART_FORM_DATA,
      produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The semantic differences between parts a (old) and b (new)")
  public io.birj.app.docs.DiffReport diffParts(
      @Part("a") CompletedFileUpload a, @Part("b") CompletedFileUpload b) throws IOException {
    return diff(a.getBytes(), b.getBytes());
  }

  @DocumentErrors
  @Post(uri = "/diff", consumes = MediaType.APPLICATION_JSON, produces = MediaType.APPLICATION_JSON)
  @Operation(summary = "The semantic differences between {\"a\": OLD, \"b\": NEW}")
  public io.birj.app.docs.DiffReport diffPair(@Body byte[] pair) {
    BodyCheck.wellFormed(pair);
    byte[][] ab = split(pair);
    return diff(ab[0], ab[1]);
  }

  private io.birj.app.docs.DiffReport diff(byte[] a, byte[] b) {
    return io.birj.app.docs.DiffReport.of(documents.diff(read(a), read(b), 1000));
  }

  private Module read(byte[] document) {
    BodyCheck.wellFormed(document);
    return documents.read(document, REQUEST);
  }

  /** The documents under {@code a} and {@code b} of a JSON pair, as their own bytes. */
  private static byte[][] split(byte[] pair) {
    byte[][] ab = new byte[2][];
    try (JsonParser p = JSON.createParser(pair)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw new MalformedBodyException("expected {\"a\": DOCUMENT, \"b\": DOCUMENT}", 1, 1, null);
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        p.nextToken();
        int slot = key.equals("a") ? 0 : key.equals("b") ? 1 : -1;
        if (slot < 0) {
          p.skipChildren();
          continue;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = JSON.createGenerator(out)) {
          copyExact(p, g);
        }
        ab[slot] = out.toByteArray();
      }
    } catch (IOException e) {
      throw new MalformedBodyException("the request body is not well-formed JSON", 0, 0, e);
    }
    if (ab[0] == null || ab[1] == null) {
      throw new MalformedBodyException(
          "expected {\"a\": DOCUMENT, \"b\": DOCUMENT}: "
              + (ab[0] == null ? "a" : "b")
              + " is missing",
          1,
          1,
          null);
    }
    return ab;
  }

  /** Copies the value at the parser's token, numbers by their exact text. */
  private static void copyExact(JsonParser p, JsonGenerator g) throws IOException {
    int depth = 0;
    do {
      JsonToken t = p.currentToken();
      if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
        depth++;
      } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
        depth--;
      }
      if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
        g.writeNumber(p.getText());
      } else {
        g.copyCurrentEvent(p);
      }
    } while (depth > 0 && p.nextToken() != null);
  }
}
