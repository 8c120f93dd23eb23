package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.loader.BirReader;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@code POST /diff}: a JSON pair's documents are read with the limits of any document. */
@MicronautTest
class ServicePairTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  /** A valid document whose JSON nests exactly {@code depth} levels (in an unknown member). */
  static String nested(int depth) {
    int arrays = depth - 1;
    return "{\"version\":2,\"functions\":[],\"x_deep\":"
        + "[".repeat(arrays)
        + "]".repeat(arrays)
        + "}";
  }

  @Test
  void a_document_at_the_depth_limit_is_valid_alone() {
    HttpResponse<String> r = http.post("/validate", nested(BirReader.DEFAULT_MAX_NESTING_DEPTH));
    assertEquals(200, r.statusCode(), r.body());
  }

  @Test
  void a_document_at_the_depth_limit_is_read_in_a_json_pair_as_alone() {
    String doc = nested(BirReader.DEFAULT_MAX_NESTING_DEPTH);
    HttpResponse<String> r = http.post("/diff", "{\"a\":" + doc + ",\"b\":" + doc + "}");
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().contains("\"equal\":true"), r.body());
  }

  @Test
  void a_document_past_the_depth_limit_is_422_alone_and_in_a_pair() {
    String doc = nested(BirReader.DEFAULT_MAX_NESTING_DEPTH + 1);
    HttpResponse<String> alone = http.post("/validate", doc);
    http.problem(alone, 422, "invalid-document");
    HttpResponse<String> paired = http.post("/diff", "{\"a\":" + doc + ",\"b\":" + doc + "}");
    http.problem(paired, 422, "invalid-document");
    for (HttpResponse<String> r : java.util.List.of(alone, paired)) {
      assertTrue(r.body().contains("1000"), r.body());
      assertFalse(r.body().contains("StreamReadConstraints"), r.body());
    }
  }

  @Test
  void an_error_in_a_pair_s_document_is_placed_in_the_body_and_names_the_document() {
    String a = "{\"version\":2,\"functions\":[]}";
    String b = "{\"version\":2,\n\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}";
    HttpResponse<String> r = http.post("/diff", "{\"a\":" + a + ",\n \"b\":" + b + "}");
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    assertEquals("b", p.get("document"), r.body());
    assertEquals("/b/functions/0/blocks", p.get("pointer"), r.body());
    assertEquals(3, ((Number) p.get("line")).intValue(), r.body());
    int column = "\"functions\":[{\"name\":\"f\",\"blocks\":".length() + 1;
    assertEquals(column, ((Number) p.get("column")).intValue(), r.body());
  }

  @Test
  void an_error_on_the_first_line_of_a_pair_s_document_is_shifted_by_its_start() {
    String a = "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"}]}";
    String body = "{\"a\": " + a + ", \"b\": {\"version\":2,\"functions\":[]}}";
    Map<String, Object> p = http.problem(http.post("/diff", body), 422, "invalid-document");
    int inDocument = a.indexOf("\"x\"") + 1;
    assertEquals("a", p.get("document"));
    assertEquals(1, ((Number) p.get("line")).intValue());
    assertEquals(
        "{\"a\": ".length() + inDocument, ((Number) p.get("column")).intValue(), p.toString());
  }

  @Test
  void a_pair_with_another_member_is_400_bad_parameter() {
    String doc = "{\"version\":2,\"functions\":[]}";
    HttpResponse<String> r = http.post("/diff", "{\"a\":" + doc + ",\"c\":" + doc + "}");
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertTrue(String.valueOf(p.get("detail")).contains("unknown member \"c\""), r.body());
  }

  @Test
  void a_pair_without_b_is_400_bad_parameter() {
    HttpResponse<String> r = http.post("/diff", "{\"a\":{\"version\":2,\"functions\":[]}}");
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertTrue(String.valueOf(p.get("detail")).endsWith("\"b\" is missing"), r.body());
  }

  @Test
  void a_multipart_diff_without_part_b_is_400_bad_parameter_naming_it() {
    String boundary = "birjboundary";
    String body =
        "--"
            + boundary
            + "\r\nContent-Disposition: form-data; name=\"a\"; filename=\"a.json\"\r\n"
            + "Content-Type: application/json\r\n\r\n"
            + "{\"version\":2,\"functions\":[]}\r\n--"
            + boundary
            + "--\r\n";
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(http.uri("/diff"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .build());
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertEquals("the required part 'b' is missing", p.get("detail"), r.body());
  }
}
