package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.context.annotation.Property;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.MediaType;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.http.client.exceptions.HttpClientResponseException;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** A body over micronaut.server.max-request-size is 413, in the service's error shape. */
@MicronautTest
@Property(name = "micronaut.server.max-request-size", value = "1024")
class ServiceLimitTest {
  @Inject
  @Client("/")
  HttpClient client;

  @Test
  void a_body_over_the_limit_is_413_with_a_json_error() {
    byte[] big = Samples.bytes(Samples.V2);
    assertTrue(big.length > 1024);
    try {
      client
          .toBlocking()
          .exchange(
              HttpRequest.POST("/validate", big).contentType(MediaType.APPLICATION_JSON_TYPE),
              String.class);
      throw new AssertionError("expected 413");
    } catch (HttpClientResponseException e) {
      assertEquals(413, e.getStatus().getCode());
      String body = e.getResponse().getBody(String.class).orElse("");
      assertTrue(body.contains("\"type\":\"urn:birj:problem:body-too-large\""), body);
      assertTrue(body.contains("max-request-size"), body);
    }
  }

  @Test
  void a_body_under_the_limit_is_served() {
    String small = "{\"version\":2,\"functions\":[]}";
    assertEquals(
        200,
        client
            .toBlocking()
            .exchange(
                HttpRequest.POST("/validate", small).contentType(MediaType.APPLICATION_JSON_TYPE),
                String.class)
            .code());
  }
}
