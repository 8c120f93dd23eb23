package io.birj.app.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.compress.Compress;
import io.micronaut.context.annotation.Property;
import io.micronaut.json.JsonMapper;
import io.micronaut.runtime.server.EmbeddedServer;
import io.micronaut.test.extensions.junit5.annotation.MicronautTest;
import jakarta.inject.Inject;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Bodies of 64 MiB, plain or multipart, do not hold the network threads: the service's health
 * answers within 2 s while they arrive and are read. (The budget is set high so that both are
 * admitted: what is measured is the receiving, not the admission.)
 */
@MicronautTest
@Property(name = "birj.service.memory-budget", value = "8GB")
class ServiceEventLoopTest {
  static final long MIB = 1 << 20;

  @Inject EmbeddedServer server;
  @Inject JsonMapper json;
  Http http;

  @BeforeEach
  void connect() {
    http = new Http(server.getURL(), json);
  }

  @Test
  void health_answers_within_2_s_while_two_64_mib_bodies_arrive() throws Exception {
    byte[] body = Compress.padded(64 * MIB - 16);
    List<CompletableFuture<HttpResponse<String>>> big = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      big.add(CompletableFuture.supplyAsync(() -> http.post("/validate", body)));
    }
    long slowest = 0;
    int checks = 0;
    while (!big.stream().allMatch(CompletableFuture::isDone) || checks < 5) {
      long t0 = System.nanoTime();
      assertEquals(200, http.get("/health").statusCode());
      slowest = Math.max(slowest, (System.nanoTime() - t0) / 1_000_000);
      checks++;
      Thread.sleep(100);
    }
    for (CompletableFuture<HttpResponse<String>> f : big) {
      assertEquals(200, f.get().statusCode(), f.get().body());
    }
    System.out.printf(
        "health while two 64 MiB bodies came: %d checks, slowest %d ms%n", checks, slowest);
    assertTrue(slowest < 2000, "a health check took " + slowest + " ms");
  }

  @Test
  void health_answers_within_2_s_while_a_64_mib_multipart_diff_arrives() throws Exception {
    String boundary = "birjboundary";
    // Warm: the first multipart request loads the framework's form classes on the event loop.
    byte[] small = multipart(boundary, Compress.padded(1024));
    assertEquals(
        200, http.post("/diff", "multipart/form-data; boundary=" + boundary, small).statusCode());
    byte[] body = multipart(boundary, Compress.padded(32 * MIB - 256));

    long t00 = System.nanoTime();
    CompletableFuture<HttpResponse<String>> diff =
        CompletableFuture.supplyAsync(
            () -> http.post("/diff", "multipart/form-data; boundary=" + boundary, body));
    long slowest = 0;
    int checks = 0;
    while (!diff.isDone() || checks < 5) {
      long t0 = System.nanoTime();
      assertEquals(200, http.get("/health").statusCode());
      slowest = Math.max(slowest, (System.nanoTime() - t0) / 1_000_000);
      checks++;
      Thread.sleep(100);
    }
    assertEquals(200, diff.get().statusCode(), diff.get().body());
    assertTrue(diff.get().body().contains("\"equal\":true"), diff.get().body());
    System.out.printf(
        "health while a %d-byte multipart diff came: %d checks, slowest %d ms, diff in %d ms%n",
        body.length, checks, slowest, (System.nanoTime() - t00) / 1_000_000);
    assertTrue(slowest < 2000, "a health check took " + slowest + " ms");
  }

  @Test
  void a_gzip_document_inflating_past_64_mib_is_413_whichever_bound_stops_it_first() {
    // With this budget neither admission refuses it: the request limit (64 MiB decoded) and the
    // compressed document's own ratio bound (past 64 MiB, 100 times) stop it at the same byte.
    HttpResponse<String> r = http.post("/validate", Compress.gzipBomb(65 * MIB));
    assertEquals(413, r.statusCode(), r.body());
    assertTrue(r.body().contains("decodes to more than"), r.body());
  }

  /** A multipart /diff body whose parts a and b are both {@code doc}. */
  private static byte[] multipart(String boundary, byte[] doc) throws java.io.IOException {
    java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
    for (String name : List.of("a", "b")) {
      out.write(
          ("--"
                  + boundary
                  + "\r\nContent-Disposition: form-data; name=\""
                  + name
                  + "\"; filename=\""
                  + name
                  + ".json\"\r\nContent-Type: application/json\r\n\r\n")
              .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      out.write(doc);
      out.write("\r\n".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    }
    out.write(("--" + boundary + "--\r\n").getBytes(java.nio.charset.StandardCharsets.US_ASCII));
    return out.toByteArray();
  }
}
