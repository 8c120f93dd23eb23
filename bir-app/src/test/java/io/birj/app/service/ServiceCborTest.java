package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.io.ByteArrayOutputStream;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A document's CBOR twin ({@code application/cbor}) in and out of the service. */
@MicronautTest
class ServiceCborTest {
  private static final String CBOR = DocumentsController.APPLICATION_CBOR;

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  /** The v2 sample's CBOR twin, as the service writes it. */
  private byte[] cborSample() {
    HttpResponse<byte[]> r =
        http.postForBytes("/convert?to=2&format=cbor", Http.JSON, Http.resource(Http.V2));
    assertEquals(200, r.statusCode(), new String(r.body(), StandardCharsets.UTF_8));
    return r.body();
  }

  @Test
  void convert_with_format_cbor_answers_application_cbor_holding_a_cbor_map() {
    HttpResponse<byte[]> r =
        http.postForBytes("/convert?to=2&format=cbor", Http.JSON, Http.resource(Http.V2));
    assertEquals(200, r.statusCode());
    assertEquals(CBOR, r.headers().firstValue("Content-Type").orElse("").replaceAll(";.*", ""));
    int first = r.body()[0] & 0xFF;
    assertTrue(first >= 0xA0 && first <= 0xBF, "not a CBOR map: first byte " + first);
  }

  @Test
  void a_cbor_body_validates_like_its_json_document() {
    HttpResponse<String> r = http.post("/validate", CBOR, cborSample());
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().contains("\"valid\":true"), r.body());
  }

  @Test
  void a_cbor_body_has_the_statistics_of_its_json_document() {
    HttpResponse<String> fromJson = http.post("/stats", Http.resource(Http.V2));
    HttpResponse<String> fromCbor = http.post("/stats", CBOR, cborSample());
    assertEquals(200, fromCbor.statusCode(), fromCbor.body());
    assertEquals(http.map(fromJson.body()), http.map(fromCbor.body()));
  }

  @Test
  void a_cbor_body_converts_back_to_the_json_the_json_document_converts_to() {
    HttpResponse<byte[]> viaCbor = http.postForBytes("/convert?to=2", CBOR, cborSample());
    HttpResponse<byte[]> direct =
        http.postForBytes("/convert?to=2", Http.JSON, Http.resource(Http.V2));
    assertEquals(200, viaCbor.statusCode(), new String(viaCbor.body(), StandardCharsets.UTF_8));
    assertArrayEquals(direct.body(), viaCbor.body());
  }

  @Test
  void a_truncated_cbor_body_is_422_invalid_document_not_a_malformed_json_body() {
    byte[] whole = cborSample();
    byte[] cut = java.util.Arrays.copyOf(whole, whole.length / 2);
    HttpResponse<String> r = http.post("/validate", CBOR, cut);
    http.problem(r, 422, "invalid-document");
  }

  /** {"version": 2, "functions": 7} in CBOR: functions is not an array. */
  private static final byte[] FUNCTIONS_NOT_AN_ARRAY = {
    (byte) 0xA2,
    0x67,
    'v',
    'e',
    'r',
    's',
    'i',
    'o',
    'n',
    0x02,
    0x69,
    'f',
    'u',
    'n',
    'c',
    't',
    'i',
    'o',
    'n',
    's',
    0x07
  };

  @Test
  void an_invalid_cbor_document_is_422_at_a_byte_offset_without_line_or_column() {
    HttpResponse<String> r = http.post("/validate", CBOR, FUNCTIONS_NOT_AN_ARRAY);
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    assertEquals("/functions", p.get("pointer"), r.body());
    assertNotNull(p.get("offset"), r.body());
    long offset = ((Number) p.get("offset")).longValue();
    assertTrue(offset > 0 && offset <= FUNCTIONS_NOT_AN_ARRAY.length, r.body());
    assertFalse(p.containsKey("line"), r.body());
    assertFalse(p.containsKey("column"), r.body());
  }

  @Test
  void an_invalid_cbor_document_lists_its_findings_with_offsets() {
    // {"version": 2, "functions": 7} in CBOR: functions is not an array.
    byte[] doc = {
      (byte) 0xA2,
      0x67,
      'v',
      'e',
      'r',
      's',
      'i',
      'o',
      'n',
      0x02,
      0x69,
      'f',
      'u',
      'n',
      'c',
      't',
      'i',
      'o',
      'n',
      's',
      0x07
    };
    HttpResponse<String> r = http.post("/validate", CBOR, doc);
    Map<String, Object> p = http.problem(r, 422, "invalid-document");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> findings = (List<Map<String, Object>>) p.get("diagnostics");
    assertNotNull(findings, r.body());
    assertFalse(findings.isEmpty(), r.body());
    for (Map<String, Object> f : findings) {
      assertEquals(0, ((Number) f.get("line")).intValue(), r.body());
      assertNotNull(f.get("offset"), r.body());
    }
  }

  @Test
  void a_json_document_has_no_offset_in_its_findings() {
    HttpResponse<String> r = http.post("/validate", "{\"version\":2,\"functions\":7}");
    http.problem(r, 422, "invalid-document");
    assertFalse(r.body().contains("\"offset\""), r.body());
  }

  @Test
  void an_unknown_format_is_400_bad_parameter_listing_the_installed_ones() {
    HttpResponse<String> r = http.post("/convert?to=2&format=xml", Http.resource(Http.V2));
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertEquals(
        "parameter 'format' must be one of json, cbor (got 'xml')", p.get("detail"), r.body());
  }

  @Test
  void an_indent_for_cbor_is_400_bad_parameter() {
    HttpResponse<String> r =
        http.post("/convert?to=2&format=cbor&indent=2", Http.resource(Http.V2));
    Map<String, Object> p = http.problem(r, 400, "bad-parameter");
    assertEquals("'indent' applies to text encodings, not cbor", p.get("detail"), r.body());
  }

  @Test
  void a_multipart_diff_of_a_json_document_and_its_cbor_twin_is_equal() throws Exception {
    String boundary = "birjboundary";
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.write(
        ("--"
                + boundary
                + "\r\nContent-Disposition: form-data; name=\"a\"; filename=\"a.json\"\r\n"
                + "Content-Type: application/json\r\n\r\n")
            .getBytes(StandardCharsets.UTF_8));
    body.write(Http.resource(Http.V2));
    body.write(
        ("\r\n--"
                + boundary
                + "\r\nContent-Disposition: form-data; name=\"b\"; filename=\"b.cbor\"\r\n"
                + "Content-Type: application/cbor\r\n\r\n")
            .getBytes(StandardCharsets.UTF_8));
    body.write(cborSample());
    body.write(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(http.uri("/diff"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
                .build());
    assertEquals(200, r.statusCode(), r.body());
    assertTrue(r.body().contains("\"equal\":true"), r.body());
  }
}
