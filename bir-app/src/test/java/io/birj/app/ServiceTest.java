package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.client.HttpClient;
import io.micronaut.http.client.annotation.Client;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

/** The HTTP service over real HTTP on loopback. */
@MicronautTest
class ServiceTest {
  @Inject EmbeddedServer server;

  @Inject
  @Client("/")
  HttpClient client;

  @Test
  void binds_to_loopback_by_default() {
    assertEquals("127.0.0.1", server.getHost());
  }

  @Test
  void codecs_lists_the_installed_versions() {
    HttpResponse<String> r = client.toBlocking().exchange(HttpRequest.GET("/codecs"), String.class);
    assertEquals(200, r.code());
    String body = r.body();
    assertTrue(body.contains("\"version\":1"), body);
    assertTrue(body.contains("\"version\":2"), body);
    assertTrue(body.contains("\"tag\":\"MultKind\""), body);
  }

  @Test
  void health_is_up() {
    HttpResponse<String> r = client.toBlocking().exchange(HttpRequest.GET("/health"), String.class);
    assertEquals(200, r.code());
    assertTrue(r.body().contains("\"status\":\"UP\""), r.body());
  }

  @Test
  void serves_its_openapi_description() {
    HttpResponse<String> r =
        client.toBlocking().exchange(HttpRequest.GET("/openapi/birj-0.1.yml"), String.class);
    assertEquals(200, r.code());
    assertTrue(r.body().contains("title: birj"), r.body());
    assertTrue(r.body().contains("/codecs"), r.body());
    assertTrue(r.body().contains("/validate"), r.body());
    assertTrue(r.body().contains("\"413\""), r.body());
    assertTrue(r.body().contains("#/components/schemas/Problem"), r.body());
  }
}
