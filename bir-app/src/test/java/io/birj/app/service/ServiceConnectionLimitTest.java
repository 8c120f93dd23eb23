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
import org.junit.jupiter.api.Test;

/** Connections past birj.service.max-connections are closed as they arrive. */
@MicronautTest
@Property(name = "birj.service.max-connections", value = "4")
@Property(name = "birj.service.request-timeout", value = "30s")
class ServiceConnectionLimitTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  @Inject ConnectionGuard guard;

  @Test
  void a_connection_past_the_limit_is_closed_at_once_and_a_freed_place_serves_again()
      throws Exception {
    List<RawClient> open = new ArrayList<>();
    try {
      for (int i = 0; i < 4; i++) {
        open.add(new RawClient(server.getURL()));
      }
      ServiceAdmissionTest.await(guard::open, 4);
      try (RawClient extra = new RawClient(server.getURL())) {
        long ms = extra.millisUntilClosed(Duration.ofSeconds(10));
        assertTrue(ms >= 0 && ms < 5000, "closed after " + ms + " ms");
      }
    } finally {
      open.forEach(RawClient::close);
    }
    ServiceAdmissionTest.await(guard::open, 0);
    assertEquals(
        200,
        new Http(server.getURL(), json).post("/validate", ServiceAdmissionTest.SMALL).statusCode());
  }
}
