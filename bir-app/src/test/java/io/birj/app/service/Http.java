package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.micronaut.core.type.Argument;
import io.micronaut.json.JsonMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

/** Plain HTTP to the service under test (the JDK's client: every status is an answer). */
final class Http {
  static final String JSON = "application/json";

  private final URL base;
  private final JsonMapper json;
  private final HttpClient client =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

  Http(URL base, JsonMapper json) {
    this.base = base;
    this.json = json;
  }

  HttpResponse<String> post(String path, String contentType, byte[] body) {
    return send(
        HttpRequest.newBuilder(uri(path))
            .header("Content-Type", contentType)
            .POST(HttpRequest.BodyPublishers.ofByteArray(body))
            .build());
  }

  HttpResponse<String> post(String path, byte[] body) {
    return post(path, JSON, body);
  }

  HttpResponse<String> post(String path, String body) {
    return post(path, JSON, body.getBytes(StandardCharsets.UTF_8));
  }

  /** A POST whose answer is kept as bytes (a binary document). */
  HttpResponse<byte[]> postForBytes(String path, String contentType, byte[] body) {
    try {
      return client.send(
          HttpRequest.newBuilder(uri(path))
              .header("Content-Type", contentType)
              .POST(HttpRequest.BodyPublishers.ofByteArray(body))
              .build(),
          HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  HttpResponse<String> get(String path) {
    return send(HttpRequest.newBuilder(uri(path)).GET().build());
  }

  HttpResponse<String> send(HttpRequest request) {
    try {
      return client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  URI uri(String path) {
    return URI.create(base.toString().replaceAll("/$", "") + path);
  }

  /** The answer's problem details, after checking it is one of {@code status} and {@code type}. */
  Map<String, Object> problem(HttpResponse<String> r, int status, String type) {
    assertEquals(status, r.statusCode(), r.body());
    assertEquals(
        "application/problem+json",
        r.headers().firstValue("Content-Type").orElse("").replaceAll(";.*", ""),
        r.body());
    Map<String, Object> p = map(r.body());
    assertEquals("urn:birj:problem:" + type, p.get("type"), r.body());
    assertEquals(status, ((Number) p.get("status")).intValue(), r.body());
    assertNotNull(p.get("title"), r.body());
    assertNotNull(p.get("detail"), r.body());
    assertFalse(String.valueOf(p.get("detail")).isBlank(), r.body());
    return p;
  }

  Map<String, Object> map(String body) {
    try {
      return json.readValue(body, Argument.mapOf(String.class, Object.class));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static byte[] resource(String name) {
    try (InputStream in = Http.class.getClassLoader().getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static final String V2 = "samples/demo-v2.json";
  static final String V1 = "samples/demo-v1.json";
}
