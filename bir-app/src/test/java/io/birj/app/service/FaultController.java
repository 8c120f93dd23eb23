package io.birj.app.service;

import io.micronaut.context.annotation.Requires;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MutableHttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Post;
import java.util.concurrent.CompletableFuture;

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

  @Post("/out-of-memory")
  CompletableFuture<MutableHttpResponse<?>> outOfMemory() {
    return work.run(
        1 << 20,
        () -> {
          long[] huge = new long[Integer.MAX_VALUE - 2];
          return HttpResponse.ok(Integer.toString(huge.length));
        });
  }
}
