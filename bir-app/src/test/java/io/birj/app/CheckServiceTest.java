package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** POST /check over real HTTP: 200 with the verdict for every verdict, problems for bad bodies. */
@MicronautTest
class CheckServiceTest {
  @Inject
  @Client("/")
  HttpClient client;

  private HttpResponse<String> post(String uri, byte[] body, MediaType type) {
    return client
        .toBlocking()
        .exchange(HttpRequest.POST(uri, body).contentType(type), String.class);
  }

  private HttpResponse<String> post(String uri, byte[] body) {
    return post(uri, body, MediaType.APPLICATION_JSON_TYPE);
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
  void a_clean_kernel_is_200_clean() {
    HttpResponse<String> r = post("/check", Samples.bytes(Samples.CHECK_CLEAN));
    assertEquals(200, r.code());
    assertEquals(MediaType.APPLICATION_JSON, r.getContentType().orElseThrow().toString());
    assertTrue(r.body().startsWith("{\"verdict\":\"clean\",\"findings\":[]"), r.body());
    assertTrue(r.body().contains("\"coverage\":{\"instances\":"), r.body());
  }

  @Test
  void a_race_is_200_findings_with_the_rule_and_its_places() {
    HttpResponse<String> r = post("/check", Samples.bytes(Samples.CHECK_RACY));
    assertEquals(200, r.code());
    String b = r.body();
    assertTrue(b.startsWith("{\"verdict\":\"findings\""), b);
    assertTrue(b.contains("\"rule\":\"race\",\"id\":\"BIRJ-V003\",\"severity\":\"error\""), b);
    assertTrue(b.contains("\"pointer\":\"/functions/0/blocks/0/instructions/1/ins/0\""), b);
    assertTrue(
        b.contains("\"related\":[{\"pointer\":\"/functions/0/blocks/0/instructions/0/outs/0\""), b);
  }

  @Test
  void a_read_at_a_runtime_address_is_200_undecided() {
    HttpResponse<String> r = post("/check", Samples.bytes(Samples.CHECK_UNDECIDED));
    assertEquals(200, r.code());
    assertTrue(r.body().startsWith("{\"verdict\":\"undecided\",\"findings\":[]"), r.body());
    assertTrue(r.body().contains("\"reason\":\"register_ap"), r.body());
  }

  @Test
  void max_findings_is_taken_and_checked() {
    HttpResponse<String> r = post("/check?max_findings=1", Samples.bytes(Samples.CHECK_RACY));
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"findings_omitted\":0"), r.body());
    for (String bad : new String[] {"0", "-3", "many"}) {
      HttpClientResponseException e =
          failing("/check?max_findings=" + bad, Samples.bytes(Samples.CHECK_RACY));
      assertEquals(400, e.getStatus().getCode(), bad);
      assertTrue(body(e).contains("urn:birj:problem:bad-parameter"), body(e));
      assertTrue(
          body(e).contains("parameter 'max_findings' must be an integer of 1 or more"), body(e));
    }
  }

  @Test
  void a_malformed_body_is_a_400_problem() {
    HttpClientResponseException e = failing("/check", utf8(Samples.MALFORMED));
    assertEquals(400, e.getStatus().getCode());
    String b = body(e);
    assertEquals(
        MediaType.APPLICATION_JSON_PROBLEM,
        e.getResponse().getContentType().orElseThrow().toString());
    assertTrue(b.contains("urn:birj:problem:malformed-body"), b);
    assertTrue(b.contains("not well-formed JSON"), b);
    assertTrue(b.contains("\"instance\":\"/check\""), b);
  }

  @Test
  void a_document_that_does_not_load_is_a_422_problem_never_a_verdict() {
    HttpClientResponseException e = failing("/check", utf8(Samples.INVALID));
    assertEquals(422, e.getStatus().getCode());
    String b = body(e);
    assertTrue(b.contains("urn:birj:problem:invalid-document"), b);
    assertTrue(b.contains("\"pointer\":\"/functions/0/blocks\""), b);
    assertTrue(!b.contains("\"verdict\""), b);
  }

  @Test
  void an_empty_body_is_400() {
    assertEquals(400, failing("/check", new byte[0]).getStatus().getCode());
  }
}
