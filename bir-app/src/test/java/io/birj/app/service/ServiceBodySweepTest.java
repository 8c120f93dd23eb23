package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.compress.Compress;
import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every endpoint that admits a body (DocumentsController, QueryController, ExplorerController: the
 * OpenAPI description's POSTs) holds to the same rules: compressed bodies are read, a compression
 * bomb is 413, a coding that does not match is 400, an unknown coding or a missing or foreign
 * {@code Content-Type} 415. A small budget (128 MB: a document decoding past 5.3 MiB could never
 * fit) keeps the bombs short.
 */
@MicronautTest
@Property(name = "birj.service.memory-budget", value = "128MB")
class ServiceBodySweepTest {
  static final long MIB = 1 << 20;

  static final byte[] BOMB = Compress.gzipBomb(45 * MIB);

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  /** An endpoint that admits a body, and a body it serves. */
  record Endpoint(String path, boolean pair) {
    byte[] body() {
      byte[] doc = Http.resource(Http.V2);
      if (!pair) {
        return doc;
      }
      String d = new String(doc, StandardCharsets.UTF_8);
      return ("{\"a\":" + d + ",\"b\":" + d + "}").getBytes(StandardCharsets.UTF_8);
    }

    @Override
    public String toString() {
      return path;
    }
  }

  static Stream<Endpoint> endpoints() {
    return Stream.of(
        new Endpoint(DocumentsController.VALIDATE, false),
        new Endpoint(DocumentsController.CONVERT + "?to=2", false),
        new Endpoint(DocumentsController.STATS, false),
        new Endpoint(DocumentsController.CHECK, false),
        new Endpoint(DocumentsController.REDACT, false),
        new Endpoint(QueryController.QUERY + "?sql=SELECT+count(*)+FROM+instructions", false),
        new Endpoint(ExplorerController.DOCUMENTS, false),
        new Endpoint(DocumentsController.DIFF, true));
  }

  HttpResponse<String> post(Endpoint e, String coding, String type, byte[] body) {
    HttpRequest.Builder b =
        HttpRequest.newBuilder(http.uri(e.path()))
            .timeout(Duration.ofMinutes(1))
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    if (coding != null) {
      b.header("Content-Encoding", coding);
    }
    if (type != null) {
      b.header("Content-Type", type);
    }
    return http.send(b.build());
  }

  static void served(HttpResponse<String> r) {
    assertTrue(r.statusCode() == 200 || r.statusCode() == 201, r.statusCode() + " " + r.body());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_gzip_encoded_body_is_served(Endpoint e) {
    served(post(e, "gzip", Http.JSON, Compress.gzip(e.body())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_zstd_compressed_document_is_served_by_its_magic_bytes(Endpoint e) {
    served(post(e, null, Http.JSON, Compress.zstd(e.body())));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_gzip_bomb_is_413(Endpoint e) {
    http.problem(post(e, "gzip", Http.JSON, BOMB), 413, "body-too-large");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_coding_that_does_not_match_is_400(Endpoint e) {
    http.problem(post(e, "deflate", Http.JSON, e.body()), 400, "malformed-body");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void an_unknown_coding_is_415(Endpoint e) {
    http.problem(post(e, "br", Http.JSON, e.body()), 415, "unsupported-media-type");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_body_without_a_content_type_is_415(Endpoint e) {
    http.problem(post(e, null, null, e.body()), 415, "unsupported-media-type");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("endpoints")
  void a_body_of_a_foreign_content_type_is_415(Endpoint e) {
    http.problem(post(e, null, "text/plain", e.body()), 415, "unsupported-media-type");
  }
}
