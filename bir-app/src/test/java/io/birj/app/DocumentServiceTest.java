package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.http.client.multipart.MultipartBody;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The document endpoints over real HTTP on loopback: 200, 400, 422 with JSON error bodies. */
@MicronautTest
class DocumentServiceTest {
  @Inject
  @Client("/")
  HttpClient client;

  private HttpResponse<String> post(String uri, byte[] body) {
    return client
        .toBlocking()
        .exchange(
            HttpRequest.POST(uri, body).contentType(MediaType.APPLICATION_JSON_TYPE), String.class);
  }

  private HttpClientResponseException failing(String uri, byte[] body) {
    try {
      HttpResponse<String> r = post(uri, body);
      throw new AssertionError("expected an error status, got " + r.code() + ": " + r.body());
    } catch (HttpClientResponseException e) {
      return e;
    }
  }

  private static String body(HttpClientResponseException e) {
    return e.getResponse().getBody(String.class).orElse("");
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void validate_a_valid_document_is_200_with_its_warnings() {
    HttpResponse<String> r = post("/validate", Samples.bytes(Samples.V2));
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"valid\":true"), r.body());
    assertTrue(r.body().contains("\"severity\":\"warning\""), r.body());
  }

  @Test
  void validate_an_invalid_document_is_422_with_message_pointer_line_column() {
    HttpClientResponseException e = failing("/validate", utf8(Samples.INVALID));
    assertEquals(422, e.getStatus().getCode());
    String b = body(e);
    assertTrue(b.contains("\"message\":\"blocks must be an array"), b);
    assertTrue(b.contains("\"pointer\":\"/functions/0/blocks\""), b);
    assertTrue(b.contains("\"line\":1"), b);
    assertTrue(b.matches("(?s).*\"column\":[1-9][0-9]*.*"), b);
  }

  @Test
  void validate_a_malformed_body_is_400_with_its_position() {
    HttpClientResponseException e = failing("/validate", utf8(Samples.MALFORMED));
    assertEquals(400, e.getStatus().getCode());
    String b = body(e);
    assertTrue(b.contains("not well-formed JSON"), b);
    assertTrue(b.contains("\"line\":1"), b);
  }

  @Test
  void an_empty_body_is_400() {
    assertEquals(400, failing("/stats", new byte[0]).getStatus().getCode());
  }

  @Test
  void convert_v1_to_v2_is_200_with_the_document() {
    HttpResponse<String> r = post("/convert?to=2", Samples.bytes(Samples.V1));
    assertEquals(200, r.code());
    assertTrue(r.body().startsWith("{\"version\":2"), r.body());
  }

  @Test
  void convert_refused_is_422_listing_the_expressions() {
    HttpClientResponseException e = failing("/convert?to=1", Samples.bytes(Samples.V2));
    assertEquals(422, e.getStatus().getCode());
    String b = body(e);
    assertTrue(b.contains("cannot convert to version 1"), b);
    assertTrue(b.contains("sum((2048*i), j * 512) mod 16384"), b);
  }

  @Test
  void convert_without_a_valid_target_is_400_in_our_error_shape() {
    HttpClientResponseException e = failing("/convert", Samples.bytes(Samples.V1));
    assertEquals(400, e.getStatus().getCode());
    assertTrue(body(e).contains("\"message\":\"'to' must be 1 or 2"), body(e));
  }

  @Test
  void stats_is_200_with_the_counts() {
    HttpResponse<String> r = post("/stats", Samples.bytes(Samples.V2));
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"functions\":1"), r.body());
  }

  @Test
  void diff_of_a_json_pair_is_200() {
    String v1 = new String(Samples.bytes(Samples.V1), StandardCharsets.UTF_8);
    HttpResponse<String> r = post("/diff", utf8("{\"a\":" + v1 + ",\"b\":" + v1 + "}"));
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"equal\":true"), r.body());
  }

  @Test
  void diff_of_multipart_parts_lists_the_differences() {
    MultipartBody parts =
        MultipartBody.builder()
            .addPart("a", "a.json", MediaType.APPLICATION_JSON_TYPE, Samples.bytes(Samples.V1))
            .addPart("b", "b.json", MediaType.APPLICATION_JSON_TYPE, Samples.bytes(Samples.V2))
            .build();
    HttpResponse<String> r =
        client
            .toBlocking()
            .exchange(
                HttpRequest.POST("/diff", parts).contentType(MediaType.MULTIPART_FORM_DATA_TYPE),
                String.class);
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"equal\":false"), r.body());
    assertTrue(r.body().contains("\"oldPointer\":\"/arch\""), r.body());
  }

  @Test
  void diff_of_a_pair_without_b_is_400() {
    assertEquals(400, failing("/diff", utf8("{\"a\":{}}")).getStatus().getCode());
  }

  @Test
  void many_concurrent_requests_are_all_served() throws Exception {
    byte[] doc = Samples.bytes(Samples.V2);
    java.util.concurrent.ExecutorService pool =
        java.util.concurrent.Executors.newFixedThreadPool(8);
    try {
      List<java.util.concurrent.Future<Integer>> codes = new java.util.ArrayList<>();
      for (int i = 0; i < 32; i++) {
        String uri = i % 2 == 0 ? "/validate" : "/stats";
        codes.add(pool.submit(() -> post(uri, doc).code()));
      }
      for (java.util.concurrent.Future<Integer> c : codes) {
        assertEquals(200, c.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
