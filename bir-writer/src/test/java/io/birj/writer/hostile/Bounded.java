package io.birj.writer.hostile;

import io.birj.testkit.jvm.Allocations;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs one hostile case on a thread of its own, at the default thread stack, and holds it to a
 * bound on time and on the bytes it allocates (the thread's allocated-bytes counter, which counts
 * every allocation, live or not). The bounds are generous on purpose: they tell "linear and
 * streaming" from "hangs, expands or holds the input many times over", never a fast run from a slow
 * one.
 */
final class Bounded {
  /** The time any one case may take, on a loaded machine. */
  static final Duration TIME = Duration.ofSeconds(20);

  private Bounded() {}

  /** What a case returned and the bytes it allocated. */
  record Run<T>(T value, long allocated) {}

  /**
   * Runs {@code body}; fails when it throws anything (the body's own checks throw AssertionErrors;
   * a StackOverflowError or OutOfMemoryError is reported as what it is), runs longer than {@link
   * #TIME} or allocates more than {@code maxBytes}.
   */
  static <T> Run<T> run(String what, long maxBytes, Callable<T> body) {
    return run(what, maxBytes, TIME, body);
  }

  /** {@link #run(String, long, Callable)} with another bound on time, for a case of many inputs. */
  static <T> Run<T> run(String what, long maxBytes, Duration time, Callable<T> body) {
    AtomicReference<Object> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    long[] allocated = new long[1];
    Thread t =
        new Thread(
            () -> {
              long before = Allocations.allocatedSoFar();
              try {
                result.set(body.call());
              } catch (Throwable e) {
                failure.set(e);
              } finally {
                allocated[0] = Allocations.allocatedSoFar() - before;
              }
            },
            "hostile: " + what);
    t.setDaemon(true);
    t.start();
    try {
      t.join(time.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(what + ": interrupted", e);
    }
    if (t.isAlive()) {
      StackTraceElement[] at = t.getStackTrace();
      t.interrupt();
      AssertionError hang = new AssertionError(what + ": did not finish within " + time);
      hang.setStackTrace(at);
      throw hang;
    }
    if (failure.get() != null) {
      throw new AssertionError(what + ": " + failure.get(), failure.get());
    }
    if (allocated[0] > maxBytes) {
      throw new AssertionError(
          what + ": allocated " + allocated[0] + " bytes, more than the bound of " + maxBytes);
    }
    @SuppressWarnings("unchecked")
    T value = (T) result.get();
    return new Run<>(value, allocated[0]);
  }
}
