package io.birj.app.service;

import io.micronaut.context.annotation.Factory;
import io.micronaut.context.annotation.Value;
import io.micronaut.core.convert.format.ReadableBytes;
import jakarta.inject.Singleton;
import java.time.Duration;

/**
 * The service's bounds, from the {@code birj.service.*} keys (the README's configuration table
 * lists them with their defaults): how much document work runs at once and on how many threads, how
 * much heap it may take, and how long a client may take to send a request.
 *
 * @param workers threads for documents under {@code largeBody} bytes
 * @param largeWorkers threads for documents of {@code largeBody} bytes or more, apart from the
 *     others so that small documents are never stuck behind big ones
 * @param largeBody the body size from which a document counts as large
 * @param maxRequests document requests in work at once (their body in, waiting for a thread or
 *     running); more get 503
 * @param memoryBudget heap that requests may reserve together (bodies being received, then the
 *     work's estimates); a request that does not fit now gets 503, one that could never fit 413
 * @param heapPerByte the estimate of a request's heap: this many bytes per body byte (body, model
 *     and answer)
 * @param retryAfter the {@code Retry-After} of a 503
 * @param requestTimeout the time from a request's first byte (or the connection's opening) to its
 *     last, plus the time its announced body takes at {@code minUploadRate}; a client that takes
 *     longer is disconnected
 * @param minUploadRate the slowest upload, in bytes per second, that the time allowed for a body
 *     accounts for
 * @param maxConnections open connections at once; more are closed as they arrive
 */
public record ServiceLimits(
    int workers,
    int largeWorkers,
    long largeBody,
    int maxRequests,
    long memoryBudget,
    int heapPerByte,
    Duration retryAfter,
    Duration requestTimeout,
    long minUploadRate,
    int maxConnections) {
  static final String PREFIX = "birj.service.";

  public ServiceLimits {
    if (workers < 1 || largeWorkers < 1 || maxRequests < 1 || heapPerByte < 1) {
      throw new IllegalArgumentException(
          PREFIX + "workers, large-workers, max-requests and heap-per-byte must be at least 1");
    }
    if (memoryBudget < 1 || maxConnections < 1 || minUploadRate < 1 || largeBody < 0) {
      throw new IllegalArgumentException(
          PREFIX + "memory-budget, max-connections and min-upload-rate must be positive");
    }
  }

  /** The time a request with a body of {@code bodyBytes} may take to arrive. */
  Duration timeToArrive(long bodyBytes) {
    return requestTimeout.plusMillis(Math.max(0, bodyBytes) * 1000 / minUploadRate);
  }

  /** The estimated heap a request with a body of {@code bodyBytes} needs. */
  long cost(long bodyBytes) {
    return Math.multiplyExact(Math.max(1, bodyBytes), (long) heapPerByte);
  }

  @Factory
  static final class FromConfiguration {
    @Singleton
    ServiceLimits limits(
        @Value("${" + PREFIX + "workers:0}") int workers,
        @Value("${" + PREFIX + "large-workers:0}") int largeWorkers,
        @Value("${" + PREFIX + "large-body:1MB}") @ReadableBytes long largeBody,
        @Value("${" + PREFIX + "max-requests:64}") int maxRequests,
        @Value("${" + PREFIX + "memory-budget:0}") @ReadableBytes long memoryBudget,
        @Value("${" + PREFIX + "heap-per-byte:24}") int heapPerByte,
        @Value("${" + PREFIX + "retry-after:2s}") Duration retryAfter,
        @Value("${" + PREFIX + "request-timeout:30s}") Duration requestTimeout,
        @Value("${" + PREFIX + "min-upload-rate:1MB}") @ReadableBytes long minUploadRate,
        @Value("${" + PREFIX + "max-connections:1024}") int maxConnections) {
      int cores = Runtime.getRuntime().availableProcessors();
      return new ServiceLimits(
          workers > 0 ? workers : Math.max(2, cores),
          largeWorkers > 0 ? largeWorkers : Math.max(1, cores / 2),
          largeBody,
          maxRequests,
          // Half the heap by default: the rest is the framework's, the buffers' and the GC's.
          memoryBudget > 0 ? memoryBudget : Runtime.getRuntime().maxMemory() / 2,
          heapPerByte,
          retryAfter,
          requestTimeout,
          minUploadRate,
          maxConnections);
    }
  }
}
