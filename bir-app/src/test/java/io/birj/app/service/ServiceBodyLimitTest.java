package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The documented default: bodies up to 64 MiB are served, larger ones get 413. */
@MicronautTest
class ServiceBodyLimitTest {
  static final long MIB = 1 << 20;

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  void a_20_mb_document_is_validated() {
    byte[] doc = BigDocument.ofAtLeast(20 * MIB);
    assertTrue(doc.length >= 20 * MIB && doc.length < 21 * MIB, "size " + doc.length);
    HttpResponse<String> r = http.post("/validate", doc);
    assertEquals(200, r.statusCode(), r.body().substring(0, Math.min(500, r.body().length())));
    assertTrue(r.body().startsWith("{\"valid\":true"), r.body().substring(0, 200));
  }

  @Test
  void a_20_mb_document_s_statistics_count_every_copy_of_its_function() {
    byte[] doc = BigDocument.ofAtLeast(20 * MIB);
    HttpResponse<String> r = http.post("/stats", doc);
    assertEquals(200, r.statusCode(), r.body());
    Map<String, Object> stats = http.map(r.body());
    assertTrue(((Number) stats.get("functions")).intValue() > 1000, r.body());
  }

  @Test
  void a_body_one_byte_over_64_mib_is_413_body_too_large() {
    byte[] body = new byte[(int) (64 * MIB) + 1];
    Arrays.fill(body, (byte) ' ');
    body[0] = '{';
    body[body.length - 1] = '}';
    HttpResponse<String> r = http.post("/validate", body);
    Map<String, Object> p = http.problem(r, 413, "body-too-large");
    assertEquals(
        "the request body is over the limit of 64 MiB (micronaut.server.max-request-size)",
        p.get("detail"),
        r.body());
  }
}
