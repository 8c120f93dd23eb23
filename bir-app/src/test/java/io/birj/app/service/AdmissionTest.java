package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.micronaut.http.server.HttpServerConfiguration;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The admission arithmetic: what a ticket reserves, and when it is refused. */
class AdmissionTest {
  private static Admission admission(int places, long budget, int heapPerByte) {
    ServiceLimits limits =
        new ServiceLimits(
            2,
            1,
            1 << 20,
            places,
            budget,
            heapPerByte,
            Duration.ofSeconds(3),
            Duration.ofSeconds(5),
            1 << 20,
            10);
    HttpServerConfiguration server = new HttpServerConfiguration();
    server.setMaxRequestSize(1000);
    return new Admission(limits, server);
  }

  @Test
  void receiving_reserves_the_announced_bytes_and_work_grows_it_to_the_estimate() {
    Admission a = admission(4, 10_000, 8);
    Admission.Ticket t = a.receive(100);
    assertEquals(100, a.reserved());
    t.startWork(100);
    assertEquals(800, a.reserved());
    assertEquals(1, a.working());
    t.close();
    assertEquals(0, a.reserved());
    assertEquals(0, a.working());
  }

  @Test
  void a_ticket_closed_twice_gives_back_once() {
    Admission a = admission(4, 10_000, 8);
    Admission.Ticket kept = a.receive(50);
    Admission.Ticket t = a.receive(100);
    t.close();
    t.close();
    assertEquals(50, a.reserved());
    kept.close();
  }

  @Test
  void an_estimate_over_the_whole_budget_is_413() {
    ProblemException e =
        assertThrows(ProblemException.class, () -> admission(4, 1000, 8).receive(126));
    assertEquals(413, e.problem().status());
  }

  @Test
  void a_body_over_the_size_limit_is_413_for_the_limit_even_when_the_budget_is_smaller() {
    ProblemException e =
        assertThrows(ProblemException.class, () -> admission(4, 100, 8).receive(1001));
    assertEquals(413, e.problem().status());
    assertEquals(
        "the request body is over the limit of 1000 bytes (micronaut.server.max-request-size)",
        e.problem().detail());
  }

  @Test
  void a_body_that_does_not_fit_now_is_503_with_the_configured_retry() {
    Admission a = admission(4, 1000, 8);
    a.receive(120);
    a.receive(120);
    ProblemException e = assertThrows(ProblemException.class, () -> a.receive(120).startWork(120));
    assertEquals(503, e.problem().status());
    assertEquals(3, e.retryAfterSeconds());
  }

  @Test
  void work_beyond_the_places_is_503_and_holds_nothing() {
    Admission a = admission(1, 10_000, 2);
    a.receive(10).startWork(10);
    Admission.Ticket second = a.receive(10);
    assertThrows(ProblemException.class, () -> second.startWork(10));
    second.close();
    assertEquals(20, a.reserved());
    assertEquals(1, a.working());
  }

  @Test
  void an_unannounced_length_reserves_the_largest_body_within_the_budget() {
    Admission a = admission(4, 600, 1);
    a.receive(-1);
    assertEquals(600, a.reserved());
    Admission b = admission(4, 10_000, 1);
    b.receive(-1);
    assertEquals(1000, b.reserved());
  }
}
