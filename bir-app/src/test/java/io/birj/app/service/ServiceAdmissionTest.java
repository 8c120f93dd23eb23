package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A document beyond birj.service.max-requests in work is answered 503 with Retry-After, and a slow
 * sender holds no place: only its announced bytes.
 */
@MicronautTest
@Property(name = "birj.service.max-requests", value = "1")
@Property(name = "birj.service.retry-after", value = "7s")
@Property(name = "birj-test.faults", value = "true")
class ServiceAdmissionTest {
  static final String SMALL = "{\"version\":2,\"functions\":[]}";

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject Admission admission;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  static void await(IntSupplier value, int expected) throws InterruptedException {
    for (int i = 0; i < 400 && value.getAsInt() != expected; i++) {
      Thread.sleep(25);
    }
    assertEquals(expected, value.getAsInt());
  }

  @Test
  void a_document_beyond_the_places_in_work_is_503_overloaded_with_retry_after() throws Exception {
    FaultController.hold();
    CompletableFuture<HttpResponse<String>> holder =
        CompletableFuture.supplyAsync(() -> http.post("/test-faults/hold", "{}"));
    try {
      await(admission::working, 1);
      HttpResponse<String> r = http.post("/validate", SMALL);
      http.problem(r, 503, "overloaded");
      assertEquals("7", r.headers().firstValue("Retry-After").orElse(""), r.headers().toString());
    } finally {
      FaultController.release();
    }
    assertEquals(200, holder.get().statusCode());
    await(admission::working, 0);
    assertEquals(200, http.post("/validate", SMALL).statusCode());
  }

  @Test
  void a_client_that_is_slow_to_send_holds_no_place_in_work() throws Exception {
    try (RawClient slow = new RawClient(server.getURL())) {
      slow.send(RawClient.head("/validate", 1000) + "{");
      await(() -> (int) admission.reserved(), 1000);
      assertEquals(200, http.post("/validate", SMALL).statusCode());
    }
  }

  @Test
  void what_a_client_that_leaves_mid_body_held_comes_back() throws Exception {
    try (RawClient leaving = new RawClient(server.getURL())) {
      leaving.send(RawClient.head("/stats", 1000) + "{\"version\":");
      await(() -> (int) admission.reserved(), 1000);
    }
    await(() -> (int) admission.reserved(), 0);
    assertEquals(200, http.post("/validate", SMALL).statusCode());
  }

  @Test
  void served_and_refused_requests_give_back_what_they_held() throws Exception {
    assertEquals(200, http.post("/validate", SMALL).statusCode());
    http.problem(http.post("/validate", "{"), 400, "malformed-body");
    http.problem(http.post("/validate", "{\"version\":2}"), 422, "invalid-document");
    http.problem(http.post("/convert?to=3", SMALL), 400, "bad-parameter");
    await(admission::working, 0);
    await(() -> (int) admission.reserved(), 0);
  }
}
