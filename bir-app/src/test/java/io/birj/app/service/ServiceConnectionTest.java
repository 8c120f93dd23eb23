package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Slow, stalled and idle clients cannot hold the server: a request must arrive whole within
 * birj.service.request-timeout, and connections past birj.service.max-connections are closed.
 */
@MicronautTest
@Property(name = "birj.service.request-timeout", value = "1s")
@Property(name = "birj.service.min-upload-rate", value = "1MB")
@Property(name = "birj.service.max-connections", value = "300")
class ServiceConnectionTest {
  static final Duration PATIENCE = Duration.ofSeconds(10);
  static final String SMALL = "{\"version\":2,\"functions\":[]}";

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject Admission admission;
  @Inject ConnectionGuard guard;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  private static void closedAfterTheTimeout(long ms) {
    assertTrue(ms >= 900 && ms < PATIENCE.toMillis(), "closed after " + ms + " ms");
  }

  @Test
  void a_client_that_sends_the_head_and_stalls_is_disconnected_after_the_request_timeout() {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(RawClient.head("/validate", 100));
      closedAfterTheTimeout(c.millisUntilClosed(PATIENCE));
    }
  }

  @Test
  void a_client_that_stalls_inside_the_head_is_disconnected() {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send("POST /validate HTTP/1.1\r\nHost: local");
      closedAfterTheTimeout(c.millisUntilClosed(PATIENCE));
    }
  }

  @Test
  void a_client_that_connects_and_sends_nothing_is_disconnected() {
    try (RawClient c = new RawClient(server.getURL())) {
      closedAfterTheTimeout(c.millisUntilClosed(PATIENCE));
    }
  }

  @Test
  void a_client_that_trickles_a_byte_at_a_time_is_cut_at_the_timeout() throws Exception {
    try (RawClient c = new RawClient(server.getURL())) {
      String request = RawClient.head("/validate", SMALL.length()) + SMALL;
      long start = System.nanoTime();
      int sent = 0;
      while (sent < request.length() && c.send(request.substring(sent, sent + 1))) {
        sent++;
        Thread.sleep(100);
      }
      long ms = (System.nanoTime() - start) / 1_000_000;
      assertTrue(sent < request.length(), "the whole trickled request was taken");
      assertTrue(ms < PATIENCE.toMillis(), "cut after " + ms + " ms");
    }
  }

  @Test
  void a_big_body_s_announced_length_earns_it_time_at_the_slowest_rate() throws Exception {
    // 1 MiB at 1 MiB/s: two seconds in all, though the request timeout alone is one.
    String doc = SMALL + " ".repeat((1 << 20) - SMALL.length());
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(RawClient.head("/validate", doc.length()));
      Thread.sleep(1500);
      c.send(doc);
      assertEquals(200, c.status(PATIENCE));
    }
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(RawClient.head("/validate", doc.length()));
      long ms = c.millisUntilClosed(PATIENCE);
      assertTrue(ms >= 1900 && ms < PATIENCE.toMillis(), "closed after " + ms + " ms");
    }
  }

  @Test
  void a_request_sent_in_time_is_answered_on_a_raw_connection() {
    try (RawClient c = new RawClient(server.getURL())) {
      c.send(RawClient.head("/validate", SMALL.length()) + SMALL);
      assertEquals(200, c.status(PATIENCE));
    }
  }

  @Test
  void two_hundred_stalled_connections_do_not_stop_others_and_all_are_let_go() throws Exception {
    int before = guard.open();
    List<RawClient> stalled = new ArrayList<>();
    try {
      for (int i = 0; i < 200; i++) {
        RawClient c = new RawClient(server.getURL());
        c.send(i % 2 == 0 ? RawClient.head("/validate", 1000) + "{" : "POST /stats HTTP/1.1\r\n");
        stalled.add(c);
      }
      try (RawClient other = new RawClient(server.getURL())) {
        other.send(RawClient.head("/validate", SMALL.length()) + SMALL);
        assertEquals(200, other.status(PATIENCE));
      }
      for (RawClient c : stalled) {
        assertTrue(c.millisUntilClosed(PATIENCE) >= 0, "a stalled connection is still open");
      }
    } finally {
      stalled.forEach(RawClient::close);
    }
    ServiceAdmissionTest.await(() -> (int) admission.reserved(), 0);
    ServiceAdmissionTest.await(guard::open, before);
  }
}
