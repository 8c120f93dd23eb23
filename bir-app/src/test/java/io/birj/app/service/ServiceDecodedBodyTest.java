package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.compress.Compress;
import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A body counts against the limits by its decoded size, as it is decoded: the budget is that of a 1
 * GB-heap server (512 MiB), on which a 45 MiB document could never fit (24 bytes of heap a byte).
 */
@MicronautTest
@Property(name = "birj.service.memory-budget", value = "512MB")
class ServiceDecodedBodyTest {
  static final long MIB = 1 << 20;

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject Admission admission;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  HttpResponse<String> post(String path, String encoding, byte[] body) {
    return http.send(
        HttpRequest.newBuilder(http.uri(path))
            .header("Content-Type", Http.JSON)
            .header("Content-Encoding", encoding)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build());
  }

  @Test
  void a_gzip_body_inflating_to_45_mib_is_413_at_once_like_the_same_document_plain()
      throws Exception {
    byte[] bomb = Compress.gzipBomb(45 * MIB);
    assertTrue(bomb.length < 64 * 1024, "the gzip body is " + bomb.length + " bytes");
    long t0 = System.nanoTime();
    HttpResponse<String> r = post("/validate", "gzip", bomb);
    long ms = (System.nanoTime() - t0) / 1_000_000;
    Map<String, Object> p = http.problem(r, 413, "body-too-large");
    assertTrue(String.valueOf(p.get("detail")).contains("decodes to more than"), r.body());
    assertTrue(ms < 10_000, "refused after " + ms + " ms");
    System.out.printf("a %d-byte gzip body of 45 MiB refused in %d ms%n", bomb.length, ms);
    http.problem(http.post("/validate", Compress.padded(45 * MIB)), 413, "body-too-large");
    ServiceAdmissionTest.await(() -> (int) admission.reserved(), 0);
  }

  @Test
  void a_gzip_encoded_document_is_validated() {
    byte[] doc = Http.resource(Http.V2);
    HttpResponse<String> r = post("/validate", "gzip", Compress.gzip(doc));
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().startsWith("{\"valid\":true"), r.body());
  }

  @Test
  void a_zstd_encoded_document_is_validated() {
    HttpResponse<String> r = post("/validate", "zstd", Compress.zstd(Http.resource(Http.V2)));
    assertEquals(200, r.statusCode(), r.body());
  }

  @Test
  void a_deflate_encoded_document_is_validated() {
    HttpResponse<String> r = post("/validate", "deflate", Compress.deflate(Http.resource(Http.V2)));
    assertEquals(200, r.statusCode(), r.body());
  }

  @Test
  void a_gzip_compressed_document_without_a_coding_is_read_by_its_magic_bytes() {
    HttpResponse<String> r = http.post("/validate", Compress.gzip(Http.resource(Http.V2)));
    assertEquals(200, r.statusCode(), r.body());
  }

  @Test
  void a_zstd_compressed_document_without_a_coding_is_read_by_its_magic_bytes() {
    HttpResponse<String> r = http.post("/stats", Compress.zstd(Http.resource(Http.V2)));
    assertEquals(200, r.statusCode(), r.body());
  }

  @Test
  void a_gzip_document_bomb_is_refused_by_the_decoded_size_with_a_clear_message() {
    HttpResponse<String> r = http.post("/validate", Compress.gzipBomb(45 * MIB));
    Map<String, Object> p = http.problem(r, 413, "body-too-large");
    String detail = String.valueOf(p.get("detail"));
    assertTrue(detail.startsWith("a body that decodes to more than "), detail);
    assertTrue(
        detail.endsWith(
            "over this service's budget of 512 MiB (birj.service.memory-budget; raise it with"
                + " the heap, -Xmx)"),
        detail);
  }
}
