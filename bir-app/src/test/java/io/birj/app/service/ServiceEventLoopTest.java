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
 * Bodies of 64 MiB do not hold the network threads: the service's health answers within 2 s while
 * they arrive and are read. (The budget is set high so that both are admitted: what is measured is
 * the receiving, not the admission.)
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
}
