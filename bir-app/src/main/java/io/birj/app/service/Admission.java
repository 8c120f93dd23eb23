package io.birj.app.service;

import io.micronaut.http.server.HttpServerConfiguration;
import jakarta.inject.Singleton;

/**
 * Who may use the service's heap, in two steps. Before a document request's body is read, its
 * announced length is reserved from {@link ServiceLimits#memoryBudget()} (a request whose estimate
 * could never fit is refused with 413; one that does not fit now with 503), so bodies being
 * received never hold more than the budget. Once the body is in, the reservation grows to the
 * work's estimate ({@link ServiceLimits#cost}) and the request takes one of {@link
 * ServiceLimits#maxRequests()} places for document work; a client that is slow to send holds only
 * its bytes, never a place. A body with a coding (gzip...) reserves its decoded size as it is
 * decoded ({@link Ticket#grow}). Everything is given back when the answer has been sent ({@link
 * Exchanges}): an answer a client does not read is still counted.
 */
@Singleton
public final class Admission {
  private final ServiceLimits limits;
  private final long maxRequestSize;
  private int working;
  private long reserved;

  Admission(ServiceLimits limits, HttpServerConfiguration server) {
    this.limits = limits;
    this.maxRequestSize = server.getMaxRequestSize();
  }

  /** What one request holds; {@link #close()} gives it back (once; more calls do nothing). */
  public final class Ticket implements AutoCloseable {
    private long bytes;
    private boolean working;
    private boolean open = true;

    private Ticket(long bytes) {
      this.bytes = bytes;
    }

    /**
     * The body ({@code bodyBytes}) is in: reserves the work's estimate and a place for the work.
     *
     * @throws ProblemException 503 (with Retry-After) when the places or the budget are taken
     */
    public void startWork(long bodyBytes) {
      long cost = limits.cost(bodyBytes);
      synchronized (Admission.this) {
        if (!open || this.working) {
          throw new IllegalStateException("a ticket starts work once, while open");
        }
        long more = Math.max(0, cost - bytes);
        if (Admission.this.working >= limits.maxRequests()
            || reserved + more > limits.memoryBudget()) {
          throw busy();
        }
        Admission.this.working++;
        this.working = true;
        reserved += more;
        bytes += more;
      }
    }

    /**
     * The body has been decoded up to {@code bodyBytes} so far: the reservation grows to that
     * size's estimate, as it would have been for a plain body of that size.
     *
     * @throws ProblemException 413 when that estimate could never fit the budget, 503 (with
     *     Retry-After) when it does not fit now
     */
    public void grow(long bodyBytes) {
      if (limits.cost(bodyBytes) > limits.memoryBudget()) {
        throw new ProblemException(overBudget("that decodes to more than", bodyBytes));
      }
      long cost = limits.cost(bodyBytes);
      synchronized (Admission.this) {
        long more = Math.max(0, cost - bytes);
        if (!open || reserved + more > limits.memoryBudget()) {
          throw busy();
        }
        reserved += more;
        bytes += more;
      }
    }

    @Override
    public void close() {
      synchronized (Admission.this) {
        if (open) {
          open = false;
          reserved -= bytes;
          if (working) {
            Admission.this.working--;
          }
        }
      }
    }
  }

  /**
   * A ticket for a request whose body is {@code contentLength} bytes ({@code -1}: not announced, so
   * the largest body allowed is assumed, within the budget), reserving the body's bytes.
   *
   * @throws ProblemException 413 when the body is over the request size limit or the work's
   *     estimate could never fit the budget, 503 (with Retry-After) when the body does not fit now
   */
  public Ticket receive(long contentLength) {
    if (contentLength > maxRequestSize) {
      // The limit comes first: whatever the heap, such a body is never read.
      throw new ProblemException(Problems.bodyOverLimit(maxRequestSize));
    }
    if (contentLength >= 0 && limits.cost(contentLength) > limits.memoryBudget()) {
      throw new ProblemException(overBudget("of", contentLength));
    }
    long bytes =
        contentLength >= 0 ? contentLength : Math.min(maxRequestSize, limits.memoryBudget());
    synchronized (this) {
      if (reserved + bytes > limits.memoryBudget()) {
        throw busy();
      }
      reserved += bytes;
      return new Ticket(bytes);
    }
  }

  /** The 413 of a body ("of", "that decodes to more than") {@code bytes} that could never fit. */
  private Problem overBudget(String how, long bytes) {
    return Problem.of(
        ProblemType.BODY_TOO_LARGE,
        "a body "
            + how
            + " "
            + Problems.bytes(bytes)
            + " needs an estimated "
            + Problems.bytes(limits.cost(bytes))
            + " of heap, over this service's budget of "
            + Problems.bytes(limits.memoryBudget())
            + " ("
            + ServiceLimits.PREFIX
            + "memory-budget; raise it with the heap, -Xmx)");
  }

  private ProblemException busy() {
    return new ProblemException(
        Problem.of(
            ProblemType.OVERLOADED,
            "the service is at its limit of "
                + limits.maxRequests()
                + " documents in work or "
                + Problems.bytes(limits.memoryBudget())
                + " of estimated heap; retry later"),
        limits.retryAfter().toSeconds(),
        null);
  }

  /** Requests doing document work now (waiting for a thread or running). */
  public synchronized int working() {
    return working;
  }

  /** Heap reserved now, by requests being received or worked on. */
  public synchronized long reserved() {
    return reserved;
  }
}
