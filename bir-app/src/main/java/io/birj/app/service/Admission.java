package io.birj.app.service;

import jakarta.inject.Singleton;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Who may start document work: at most {@link ServiceLimits#maxRequests()} requests at once, whose
 * estimated heap ({@link ServiceLimits#cost}) fits {@link ServiceLimits#memoryBudget()} together.
 * Admission happens before the body is read, so a refused request costs nothing; the ticket is
 * given back when the answer is sent.
 */
@Singleton
public final class Admission {
  private final ServiceLimits limits;
  private final long maxRequestSize;
  private int requests;
  private long reserved;

  Admission(ServiceLimits limits, io.micronaut.http.server.HttpServerConfiguration server) {
    this.limits = limits;
    this.maxRequestSize = server.getMaxRequestSize();
  }

  /**
   * A place for one request, given back by {@link Ticket#close()} (once; more calls do nothing).
   */
  public final class Ticket implements AutoCloseable {
    private final long bytes;
    private final AtomicBoolean open = new AtomicBoolean(true);

    private Ticket(long bytes) {
      this.bytes = bytes;
    }

    @Override
    public void close() {
      if (open.compareAndSet(true, false)) {
        release(bytes);
      }
    }
  }

  /**
   * A ticket for a request whose body is {@code contentLength} bytes ({@code -1}: not announced, so
   * the largest body allowed is assumed, within the budget).
   *
   * @throws ProblemException 503 (with Retry-After) when the places or the budget are taken now,
   *     413 when the estimate could never fit the budget
   */
  public Ticket admit(long contentLength) {
    long cost =
        contentLength >= 0
            ? limits.cost(contentLength)
            : Math.min(limits.cost(maxRequestSize), limits.memoryBudget());
    if (cost > limits.memoryBudget()) {
      throw new ProblemException(
          Problem.of(
              ProblemType.BODY_TOO_LARGE,
              "a body of "
                  + Problems.bytes(contentLength)
                  + " needs an estimated "
                  + Problems.bytes(cost)
                  + " of heap, over this service's budget of "
                  + Problems.bytes(limits.memoryBudget())
                  + " ("
                  + ServiceLimits.PREFIX
                  + "memory-budget; raise it with the heap, -Xmx)"));
    }
    synchronized (this) {
      if (requests < limits.maxRequests() && reserved + cost <= limits.memoryBudget()) {
        requests++;
        reserved += cost;
        return new Ticket(cost);
      }
    }
    throw new ProblemException(
        Problem.of(
            ProblemType.OVERLOADED,
            "the service is at its limit of "
                + limits.maxRequests()
                + " document requests or "
                + Problems.bytes(limits.memoryBudget())
                + " of estimated heap; retry later"),
        limits.retryAfter().toSeconds(),
        null);
  }

  private synchronized void release(long bytes) {
    requests--;
    reserved -= bytes;
  }

  /** Requests holding a ticket now. */
  public synchronized int requests() {
    return requests;
  }

  /** Heap reserved by them now. */
  public synchronized long reserved() {
    return reserved;
  }
}
