package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.compress.Compress;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The statuses of requests the framework answered wrongly: each its intended one. */
@MicronautTest
class ServiceStatusCodesTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  HttpResponse<String> post(String path, String header, String value, byte[] body) {
    return http.send(
        HttpRequest.newBuilder(http.uri(path))
            .header("Content-Type", Http.JSON)
            .header(header, value)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build());
  }

  @Test
  void a_deflate_body_that_is_not_deflate_is_400_malformed_body() {
    byte[] doc = Http.resource(Http.V2);
    Map<String, Object> p =
        http.problem(post("/validate", "Content-Encoding", "deflate", doc), 400, "malformed-body");
    assertTrue(String.valueOf(p.get("detail")).contains("deflate"), p.toString());
  }

  @Test
  void a_gzip_body_that_is_not_gzip_is_400_malformed_body() {
    http.problem(
        post("/validate", "Content-Encoding", "gzip", Http.resource(Http.V2)),
        400,
        "malformed-body");
  }

  @Test
  void a_gzip_transfer_coding_that_does_not_match_is_400() {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(
          "POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Transfer-Encoding: gzip, chunked\r\n\r\n5\r\n{\"a\":\r\n2\r\n1}\r\n0\r\n\r\n");
      assertEquals(400, c.status(Duration.ofSeconds(10)));
    }
  }

  @Test
  void a_gzip_transfer_coding_that_matches_is_decoded() {
    byte[] g = Compress.gzip(Http.resource(Http.V2));
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(
          "POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Transfer-Encoding: gzip, chunked\r\n\r\n"
              + Integer.toHexString(g.length)
              + "\r\n");
      c.send(g);
      c.send("\r\n0\r\n\r\n");
      assertEquals(200, c.status(Duration.ofSeconds(10)));
    }
  }

  @Test
  void an_unsupported_coding_is_415_naming_the_codings_accepted() {
    Map<String, Object> p =
        http.problem(
            post("/validate", "Content-Encoding", "snappy", Http.resource(Http.V2)),
            415,
            "unsupported-media-type");
    assertTrue(
        String.valueOf(p.get("detail")).contains(BodyCodings.ACCEPTED), p.get("detail").toString());
  }

  @Test
  void a_content_length_that_overflows_is_answered_400() {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(
          "POST /validate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
              + "Content-Length: 99999999999999999999\r\n\r\n{}");
      String answer = c.readAll(Duration.ofSeconds(10));
      assertTrue(answer.startsWith("HTTP/1.1 400"), answer);
      assertTrue(answer.contains("urn:birj:problem:bad-request"), answer);
    }
  }

  @Test
  void a_post_without_a_content_type_is_415() {
    try (RawClient c = new RawClient(server.getURL())) {
      byte[] doc = Http.resource(Http.V2);
      c.send("POST /validate HTTP/1.1\r\nHost: x\r\nContent-Length: " + doc.length + "\r\n\r\n");
      c.send(doc);
      assertEquals(415, c.status(Duration.ofSeconds(10)));
    }
  }

  @Test
  void the_openapi_description_answers_405_to_methods_other_than_get_and_head() {
    for (String m : new String[] {"POST", "PUT", "DELETE", "PATCH"}) {
      HttpResponse<String> r =
          http.send(
              HttpRequest.newBuilder(http.uri(Problems.OPENAPI))
                  .method(m, HttpRequest.BodyPublishers.ofString("x"))
                  .build());
      http.problem(r, 405, "method-not-allowed");
    }
    assertEquals(200, http.get(Problems.OPENAPI).statusCode());
  }

  @Test
  void a_multipart_request_without_a_boundary_is_400() {
    byte[] body = new byte[200_000];
    java.util.Arrays.fill(body, (byte) 'x');
    HttpResponse<String> r = http.post("/diff", "multipart/form-data", body);
    assertEquals(400, r.statusCode(), r.body());
  }

  @Test
  void a_malformed_body_is_told_in_birj_words_with_its_place_and_pointer() {
    HttpResponse<String> r = http.post("/validate", "{\"version\": 2, \"functions\": [not]}");
    Map<String, Object> p = http.problem(r, 400, "malformed-body");
    String detail = String.valueOf(p.get("detail"));
    assertFalse(detail.contains("was expecting"), detail);
    assertFalse(detail.contains("Unrecognized token"), detail);
    assertEquals(1, ((Number) p.get("line")).intValue(), r.body());
    assertEquals("/functions/0", p.get("pointer"), r.body());
  }

  static Stream<Arguments> encodings() {
    return Stream.of(
        Arguments.of("UTF-16BE", false),
        Arguments.of("UTF-16LE", false),
        Arguments.of("UTF-32BE", false),
        Arguments.of("UTF-32LE", false),
        Arguments.of("UTF-16BE", true),
        Arguments.of("UTF-16LE", true),
        Arguments.of("UTF-32BE", true),
        Arguments.of("UTF-32LE", true));
  }

  @ParameterizedTest(name = "{0}, byte order mark {1}")
  @MethodSource("encodings")
  void a_diff_pair_in_utf16_or_utf32_is_compared(String charset, boolean bom) {
    String pair =
        "{\"a\":"
            + new String(Http.resource(Http.V1), StandardCharsets.UTF_8)
            + ",\"b\":"
            + new String(Http.resource(Http.V2), StandardCharsets.UTF_8)
            + "}";
    String text = bom ? "\uFEFF" + pair : pair;
    HttpResponse<String> r = http.post("/diff", text.getBytes(Charset.forName(charset)));
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().startsWith("{\"equal\":"), r.body());
  }
}
