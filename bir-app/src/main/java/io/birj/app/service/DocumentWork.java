package io.birj.app.service;

import io.birj.app.compress.Compression;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.multipart.CompletedFileUpload;
import io.micronaut.http.server.HttpServerConfiguration;
import jakarta.annotation.PreDestroy;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs document work off the event loop, on two fixed pools: one for small documents and one for
 * large ones ({@link ServiceLimits#largeBody()} bytes or more), so small requests are answered
 * while big ones run. The queues need no bound of their own: {@link Admission} bounds the work
 * admitted. Running out of heap inside a job is the request's answer (503), not the server's end.
 */
@Singleton
public final class DocumentWork {
  private static final Logger LOG = LoggerFactory.getLogger(DocumentWork.class);

  private final ServiceLimits limits;
  private final Admission admission;
  private final long maxRequestSize;
  private final ExecutorService small;
  private final ExecutorService large;

  DocumentWork(ServiceLimits limits, Admission admission, HttpServerConfiguration server) {
    this.limits = limits;
    this.admission = admission;
    this.maxRequestSize = server.getMaxRequestSize();
    this.small = pool("birj-doc", limits.workers());
    this.large = pool("birj-doc-large", limits.largeWorkers());
  }

  /**
   * {@code job} on {@code request}'s body: collected as it arrives ({@link RequestBody}), then, on
   * the job's pool, decoded ({@link BodyCodings}: its codings, a gzip or zstd document), the
   * decoded size told to the request's admission as it grows, and handed to {@code job}. The event
   * loop only appends the body's pieces.
   *
   * @throws ProblemException 415 for a coding this service does not decode
   */
  public <T> CompletableFuture<T> read(HttpRequest<?> request, Function<byte[], T> job) {
    List<Compression> codings = BodyCodings.of(request);
    return RequestBody.collect(request, maxRequestSize)
        .thenCompose(
            raw ->
                run(
                    request,
                    raw.length,
                    ticket ->
                        job.apply(BodyCodings.decode(raw, codings, maxRequestSize, ticket::grow))));
  }

  /**
   * {@code job} on the parts of a multipart body (each a document, decoded when it is a gzip or
   * zstd one, their decoded sizes together told to the request's admission), on its pool: the
   * parts' bytes are copied out of the framework's uploads there too, not on the event loop.
   */
  public <T> CompletableFuture<T> parts(
      HttpRequest<?> request, List<CompletedFileUpload> parts, Function<List<byte[]>, T> job) {
    long raw = 0;
    for (CompletedFileUpload p : parts) {
      raw += p.getSize();
    }
    return run(
        request,
        raw,
        ticket -> {
          List<byte[]> decoded = new java.util.ArrayList<>();
          long[] before = {0};
          for (CompletedFileUpload p : parts) {
            byte[] d =
                BodyCodings.decode(
                    bytes(p),
                    List.of(),
                    maxRequestSize - before[0],
                    n -> ticket.grow(before[0] + n));
            before[0] += d.length;
            decoded.add(d);
          }
          return job.apply(decoded);
        });
  }

  private static byte[] bytes(CompletedFileUpload part) {
    try {
      return part.getBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code job} for {@code request}, whose body of {@code bodyBytes} is in, on its pool, once the
   * request's ticket ({@link AdmissionFilter}) has its place for the work.
   *
   * @throws ProblemException 503 when no place is free now
   */
  public <T> CompletableFuture<T> run(HttpRequest<?> request, long bodyBytes, Supplier<T> job) {
    return run(request, bodyBytes, ticket -> job.get());
  }

  private <T> CompletableFuture<T> run(
      HttpRequest<?> request, long bodyBytes, Function<Admission.Ticket, T> job) {
    Optional<Admission.Ticket> filtered =
        request.getAttribute(AdmissionFilter.TICKET, Admission.Ticket.class);
    // A route outside the filter's paths holds its ticket for the job alone.
    Admission.Ticket ticket = filtered.orElseGet(() -> admission.receive(bodyBytes));
    try {
      ticket.startWork(bodyBytes);
    } catch (ProblemException e) {
      if (filtered.isEmpty()) {
        ticket.close();
      }
      throw e;
    }
    ExecutorService pool = bodyBytes >= limits.largeBody() ? large : small;
    CompletableFuture<T> done =
        CompletableFuture.supplyAsync(() -> guarded(bodyBytes, () -> job.apply(ticket)), pool);
    return filtered.isPresent() ? done : done.whenComplete((r, e) -> ticket.close());
  }

  private <T> T guarded(long bodyBytes, Supplier<T> job) {
    try {
      return job.get();
    } catch (OutOfMemoryError e) {
      // The job's own allocations are garbage now; the server goes on.
      LOG.warn("out of memory serving a body of {} bytes", bodyBytes);
      throw new ProblemException(
          Problem.of(
              ProblemType.OUT_OF_MEMORY,
              "the service ran out of heap ("
                  + Problems.bytes(Runtime.getRuntime().maxMemory())
                  + ") on this "
                  + Problems.bytes(bodyBytes)
                  + " document; retry later, or raise the service's -Xmx"),
          limits.retryAfter().toSeconds(),
          null);
    }
  }

  private static ExecutorService pool(String name, int threads) {
    AtomicInteger n = new AtomicInteger();
    ThreadFactory f =
        r -> {
          Thread t = new Thread(r, name + "-" + n.incrementAndGet());
          t.setDaemon(true);
          return t;
        };
    return new ThreadPoolExecutor(
        threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), f);
  }

  @PreDestroy
  void close() {
    small.shutdownNow();
    large.shutdownNow();
  }
}
