package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The body limit is configurable: over micronaut.server.max-request-size is 413. */
@MicronautTest
@Property(name = "micronaut.server.max-request-size", value = "1024")
class ServiceSmallLimitTest {
  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  void a_body_over_the_configured_limit_is_413_naming_the_limit_and_its_key() {
    byte[] big = Http.resource(Http.V2);
    assertTrue(big.length > 1024);
    HttpResponse<String> r = http.post("/validate", big);
    Map<String, Object> p = http.problem(r, 413, "body-too-large");
    assertEquals(
        "the request body is over the limit of 1 KiB (micronaut.server.max-request-size)",
        p.get("detail"),
        r.body());
  }

  @Test
  void a_body_under_the_configured_limit_is_served() {
    assertEquals(200, http.post("/validate", "{\"version\":2,\"functions\":[]}").statusCode());
  }
}
