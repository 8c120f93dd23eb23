package io.birj.loader.hostile;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
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

  /**
   * {@code com.sun.management.ThreadMXBean.getCurrentThreadAllocatedBytes()}, looked up by name:
   * the tests compile inside the loader's module, which does not read the JDK's management modules.
   */
  private static final MethodHandle ALLOCATED = allocatedBytes();

  private Bounded() {}

  /** What a case returned and the bytes it allocated. */
  record Run<T>(T value, long allocated) {}

  /** Bytes the current thread has allocated so far. */
  static long allocatedSoFar() {
    try {
      return (long) ALLOCATED.invoke();
    } catch (Throwable t) {
      throw new AssertionError("cannot read the thread's allocation counter", t);
    }
  }

  private static MethodHandle allocatedBytes() {
    try {
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      Class<?> factory = Class.forName("java.lang.management.ManagementFactory");
      Class<?> bean = Class.forName("java.lang.management.ThreadMXBean");
      Class<?> hotspot = Class.forName("com.sun.management.ThreadMXBean");
      Object threads =
          lookup.findStatic(factory, "getThreadMXBean", MethodType.methodType(bean)).invoke();
      return lookup
          .findVirtual(hotspot, "getCurrentThreadAllocatedBytes", MethodType.methodType(long.class))
          .bindTo(threads);
    } catch (Throwable t) {
      throw new ExceptionInInitializerError(t);
    }
  }

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
              long before = allocatedSoFar();
              try {
                result.set(body.call());
              } catch (Throwable e) {
                failure.set(e);
              } finally {
                allocated[0] = allocatedSoFar() - before;
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
