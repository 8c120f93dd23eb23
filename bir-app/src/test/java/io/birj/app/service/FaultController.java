package io.birj.app.service;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/**
 * Faults for the tests, only where a test sets {@code birj-test.faults}: a defect in birj and a
 * request that runs out of heap (an array larger than the VM can hold: a real OutOfMemoryError at
 * no cost to the test's heap).
 */
@Controller("/test-faults")
@Requires(property = "birj-test.faults", value = "true")
final class FaultController {
  static final String SECRET = "a message for the log only";

  private final DocumentWork work;

  FaultController(DocumentWork work) {
    this.work = work;
  }

  @Post("/defect")
  HttpResponse<String> defect() {
    throw new IllegalStateException(SECRET);
  }

  /** Holds a place for document work until {@link #release} (the body's length: 1 MiB). */
  static volatile CountDownLatch held = new CountDownLatch(0);

  static void hold() {
    held = new CountDownLatch(1);
  }

  static void release() {
    held.countDown();
  }

  @Post("/hold")
  CompletableFuture<MutableHttpResponse<?>> hold(HttpRequest<?> request) {
    return work.run(
        request,
        1 << 20,
        () -> {
          try {
            held.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return HttpResponse.ok("released");
        });
  }

  @Post("/out-of-memory")
  CompletableFuture<MutableHttpResponse<?>> outOfMemory(HttpRequest<?> request) {
    return work.run(
        request,
        1 << 20,
        () -> {
          long[] huge = new long[Integer.MAX_VALUE - 2];
          return HttpResponse.ok(Integer.toString(huge.length));
        });
  }
}
