package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Per-request heap is bounded: a body whose estimate could never fit the budget is 413, one that
 * does not fit beside the bodies being received now is 503.
 */
@MicronautTest
@Property(name = "birj.service.memory-budget", value = "1MB")
@Property(name = "birj.service.heap-per-byte", value = "4")
class ServiceBudgetTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject Admission admission;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  private static byte[] padded(int bytes) {
    String doc = "{\"version\":2,\"functions\":[]}";
    return (doc + " ".repeat(bytes - doc.length())).getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void a_body_whose_heap_estimate_is_over_the_budget_is_413_naming_the_budget() {
    HttpResponse<String> r = http.post("/validate", padded(300 * 1024));
    Map<String, Object> p = http.problem(r, 413, "body-too-large");
    String detail = String.valueOf(p.get("detail"));
    assertTrue(detail.contains("1.2 MiB of heap"), detail);
    assertTrue(detail.contains("budget of 1 MiB (birj.service.memory-budget"), detail);
  }

  @Test
  void a_body_whose_estimate_fits_the_budget_is_served() {
    assertEquals(200, http.post("/validate", padded(200 * 1024)).statusCode());
  }

  @Test
  void a_body_that_does_not_fit_beside_those_being_received_is_503_until_they_go()
      throws Exception {
    List<RawClient> slow = new ArrayList<>();
    try {
      for (int i = 0; i < 4; i++) {
        RawClient c = new RawClient(server.getURL());
        c.send(RawClient.head("/validate", 250 * 1024) + "{");
        slow.add(c);
      }
      ServiceAdmissionTest.await(() -> (int) admission.reserved(), 1000 * 1024);
      HttpResponse<String> r = http.post("/validate", padded(100 * 1024));
      http.problem(r, 503, "overloaded");
      assertTrue(r.headers().firstValue("Retry-After").isPresent(), r.headers().toString());
    } finally {
      slow.forEach(RawClient::close);
    }
    ServiceAdmissionTest.await(() -> (int) admission.reserved(), 0);
    assertEquals(200, http.post("/validate", padded(100 * 1024)).statusCode());
  }

  @Test
  void a_conversion_whose_answer_would_pass_the_estimate_is_422_answer_too_large() {
    // 200 levels at 16 spaces each: the answer is hundreds of times the body.
    String deep = ServicePairTest.nested(200);
    HttpResponse<String> r = http.post("/convert?to=2&indent=16", deep);
    Map<String, Object> p = http.problem(r, 422, "answer-too-large");
    assertTrue(String.valueOf(p.get("detail")).contains("smaller indent"), r.body());
    assertEquals(200, http.post("/convert?to=2&indent=0", deep).statusCode());
  }
}
