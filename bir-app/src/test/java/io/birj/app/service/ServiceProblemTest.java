package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Every error the service answers is RFC 9457 problem details, the framework's own included. */
@MicronautTest
@Property(name = "birj-test.faults", value = "true")
class ServiceProblemTest {
  /** Words that name the parser's or the JDK's internals, which no answer may carry. */
  private static final List<String> INTERNALS =
      List.of(
          "StreamReadConstraints",
          "JsonReadFeature",
          "Feature",
          "[Source",
          "NumberFormatException",
          "For input string",
          "Exception:",
          "_links",
          "_embedded",
          "\tat ");

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  private static void noInternals(HttpResponse<String> r) {
    for (String word : INTERNALS) {
      assertFalse(r.body().contains(word), word + " in " + r.body());
    }
  }

  @Test
  void a_body_that_is_not_json_is_400_malformed_body_at_its_line_and_column() {
    HttpResponse<String> r = http.post("/validate", "{\"version\": 2,\n \"functions\": [}");
    Map<String, Object> p = http.problem(r, 400, "malformed-body");
    assertEquals(2, ((Number) p.get("line")).intValue(), r.body());
    assertEquals(16, ((Number) p.get("column")).intValue(), r.body());
    assertEquals("/validate", p.get("instance"), r.body());
    noInternals(r);
  }

  @Test
  void an_empty_body_is_400_malformed_body_without_a_position() {
    HttpResponse<String> r = http.post("/stats", new byte[0]);
    Map<String, Object> p = http.problem(r, 400, "malformed-body");
    assertTrue(String.valueOf(p.get("detail")).contains("empty"), r.body());
    assertNull(p.get("line"), r.body());
    assertNull(p.get("column"), r.body());
  }

  @Test
  void trailing_content_after_the_document_is_400_at_its_start() {
    HttpResponse<String> r = http.post("/validate", "{\"version\":2,\"functions\":[]} x");
    Map<String, Object> p = http.problem(r, 400, "malformed-body");
    assertEquals(31, ((Number) p.get("column")).intValue(), r.body());
  }

  @Test
  void a_non_numeric_number_is_400_without_the_parser_s_feature_names() {
    HttpResponse<String> r = http.post("/validate", "{\"version\": NaN, \"functions\": []}");
    http.problem(r, 400, "malformed-body");
    assertTrue(r.body().contains("NaN"), r.body());
    noInternals(r);
  }

  @Test
  void an_unclosed_array_says_where_it_opened_without_the_parser_s_source_text() {
    HttpResponse<String> r = http.post("/validate", "{\"version\": 2, \"functions\": [");
    Map<String, Object> p = http.problem(r, 400, "malformed-body");
    assertTrue(String.valueOf(p.get("detail")).contains("opened at line 1, column 29"), r.body());
    noInternals(r);
  }

  @Test
  void a_query_parameter_that_is_not_an_integer_is_400_bad_parameter_naming_it() {
    HttpResponse<String> r = http.post("/convert?to=2&indent=abc", Http.resource(Http.V1));
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertEquals("parameter 'indent' must be an integer (got 'abc')", p.get("detail"), r.body());
    noInternals(r);
  }

  @Test
  void a_missing_target_version_is_400_bad_parameter() {
    HttpResponse<String> r = http.post("/convert", Http.resource(Http.V1));
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertTrue(String.valueOf(p.get("detail")).startsWith("'to' must be 1 or 2"), r.body());
  }

  @Test
  void an_unknown_path_is_404_not_found_even_for_a_browser() {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(http.uri("/nosuch"))
                .header("Accept", "text/html")
                .GET()
                .build());
    Map<String, Object> p = http.problem(r, 404, "not-found");
    assertEquals(
        "GET /nosuch: no such endpoint (the endpoints: GET " + Problems.OPENAPI + ")",
        p.get("detail"));
    noInternals(r);
  }

  @Test
  void a_method_an_endpoint_does_not_serve_is_405_naming_the_allowed_ones() {
    HttpResponse<String> r = http.get("/validate");
    Map<String, Object> p = http.problem(r, 405, "method-not-allowed");
    assertEquals("GET /validate is not served; allowed: POST", p.get("detail"), r.body());
  }

  @Test
  void an_accept_header_without_json_is_406_not_acceptable() {
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(http.uri("/codecs")).header("Accept", "text/csv").GET().build());
    http.problem(r, 406, "not-acceptable");
    noInternals(r);
  }

  @Test
  void a_body_that_is_not_application_json_is_415_unsupported_media_type() {
    HttpResponse<String> r = http.post("/validate", "text/plain", Http.resource(Http.V2));
    Map<String, Object> p = http.problem(r, 415, "unsupported-media-type");
    assertTrue(String.valueOf(p.get("detail")).contains("'text/plain'"), r.body());
    assertTrue(String.valueOf(p.get("detail")).contains("application/json"), r.body());
  }

  @Test
  void an_invalid_document_is_422_at_its_pointer_line_and_column_with_every_finding() {
    HttpResponse<String> r =
        http.post("/validate", "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}");
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    assertTrue(String.valueOf(p.get("detail")).startsWith("blocks must be an array"), r.body());
    assertEquals("/functions/0/blocks", p.get("pointer"), r.body());
    assertEquals(1, ((Number) p.get("line")).intValue(), r.body());
    assertTrue(((Number) p.get("column")).intValue() > 1, r.body());
    List<?> diagnostics = (List<?>) p.get("diagnostics");
    assertFalse(diagnostics.isEmpty(), r.body());
  }

  @Test
  void a_refused_conversion_is_422_conversion_refused_listing_each_expression() {
    HttpResponse<String> r = http.post("/convert?to=1", Http.resource(Http.V2));
    Map<String, Object> p = http.problem(r, 422, "conversion-refused");
    assertTrue(r.body().contains("sum((2048*i), j * 512) mod 16384"), r.body());
    assertFalse(((List<?>) p.get("diagnostics")).isEmpty(), r.body());
  }

  @Test
  void a_defect_in_birj_is_500_internal_error_that_keeps_its_message_for_the_log() {
    HttpResponse<String> r = http.post("/test-faults/defect", "{}");
    Map<String, Object> p = http.problem(r, 500, "internal-error");
    assertTrue(String.valueOf(p.get("detail")).contains("IllegalStateException"), r.body());
    assertFalse(r.body().contains(FaultController.SECRET), r.body());
    noInternals(r);
  }

  @Test
  void running_out_of_heap_in_a_request_is_503_out_of_memory_and_the_server_goes_on() {
    HttpResponse<String> r = http.post("/test-faults/out-of-memory", "{}");
    Map<String, Object> p = http.problem(r, 503, "out-of-memory");
    assertTrue(String.valueOf(p.get("detail")).contains("-Xmx"), r.body());
    assertTrue(r.headers().firstValue("Retry-After").isPresent(), r.headers().toString());
    noInternals(r);
    assertEquals(200, http.post("/validate", Http.resource(Http.V2)).statusCode());
  }

  @Test
  void management_endpoints_other_than_health_do_not_exist() {
    for (String path : List.of("/beans", "/info", "/routes", "/threaddump", "/loggers", "/env")) {
      http.problem(http.get(path), 404, "not-found");
    }
    http.problem(http.post("/refresh", "{}"), 404, "not-found");
    HttpResponse<String> health = http.get("/health");
    assertEquals(200, health.statusCode(), health.body());
    assertTrue(health.body().contains("\"status\":\"UP\""), health.body());
  }

  @Test
  void ten_mib_of_open_brackets_are_422_invalid_document_for_their_depth() {
    byte[] body = new byte[10 << 20];
    java.util.Arrays.fill(body, (byte) '[');
    body[0] = '{';
    System.arraycopy("\"x\":".getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, body, 1, 4);
    HttpResponse<String> r = http.post("/validate", body);
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    assertTrue(String.valueOf(p.get("detail")).contains("1000"), r.body());
    noInternals(r);
  }

  /** The answer to a raw request: status, the problem's type, and the whole text. */
  private String raw(String request) {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(request);
      return c.readAll(java.time.Duration.ofSeconds(5));
    }
  }

  @Test
  void a_request_that_is_not_http_is_400_bad_request_as_a_problem() {
    String answer = raw("GARBAGE\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.0 400 ") || answer.startsWith("HTTP/1.1 400 "), answer);
    assertTrue(
        answer
            .toLowerCase(java.util.Locale.ROOT)
            .contains("content-type: application/problem+json"),
        answer);
    assertTrue(answer.contains("\"type\":\"urn:birj:problem:bad-request\""), answer);
  }

  @Test
  void a_request_line_over_the_limit_is_413_head_too_large_naming_the_keys() {
    String answer = raw("GET /" + "x".repeat(10_000) + " HTTP/1.1\r\nHost: a\r\n\r\n");
    assertTrue(answer.contains(" 413 "), answer);
    assertTrue(answer.contains("\"type\":\"urn:birj:problem:head-too-large\""), answer);
    assertTrue(answer.contains("max-initial-line-length"), answer);
  }

  @Test
  void a_header_over_the_limit_is_a_head_too_large_problem_naming_the_keys() {
    String answer =
        raw("GET /health HTTP/1.1\r\nHost: a\r\nX-Big: " + "x".repeat(20_000) + "\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 413 "), answer);
    assertTrue(
        answer
            .toLowerCase(java.util.Locale.ROOT)
            .contains("content-type: application/problem+json"),
        answer);
    assertTrue(answer.contains("\"type\":\"urn:birj:problem:head-too-large\""), answer);
    assertTrue(answer.contains("\"status\":413"), answer);
    assertTrue(answer.contains("max-header-size"), answer);
  }

  @Test
  void a_chunked_body_without_a_length_is_served() {
    String doc = "{\"version\":2,\"functions\":[]}";
    String answer =
        raw(
            "POST /validate HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                + Integer.toHexString(doc.length())
                + "\r\n"
                + doc
                + "\r\n0\r\n\r\n");
    assertTrue(answer.startsWith("HTTP/1.1 200 "), answer);
    assertTrue(answer.contains("\"valid\":true"), answer);
  }
}
