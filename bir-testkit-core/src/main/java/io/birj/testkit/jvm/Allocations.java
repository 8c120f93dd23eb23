package io.birj.testkit.jvm;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.function.IntFunction;

/**
 * The bytes the current thread allocates (HotSpot's per-thread counter): a measure of work that is
 * exact and does not depend on the machine's speed or load, for tests of how work grows with the
 * size of the input. Never a timing.
 */
public final class Allocations {
  /**
   * {@code com.sun.management.ThreadMXBean.getCurrentThreadAllocatedBytes()}, looked up by name:
   * the tests compile inside this module, which does not read the JDK's management modules.
   */
  private static final MethodHandle ALLOCATED = allocatedBytes();

  /** The narrow and the wide input: eight times as many terms. */
  public static final int NARROW = 1 << 11;

  public static final int WIDE = 1 << 14;

  private Allocations() {}

  /** The least bytes {@code task} allocates over three runs (class loading drops out). */
  public static long leastOf(Runnable task) {
    long least = Long.MAX_VALUE;
    for (int run = 0; run < 3; run++) {
      long before = allocatedSoFar();
      task.run();
      least = Math.min(least, allocatedSoFar() - before);
    }
    return least;
  }

  /** Bytes the current thread has allocated so far. */
  public static long allocatedSoFar() {
    try {
      long bytes = (long) ALLOCATED.invoke();
      assertTrue(bytes >= 0, "the JVM counts the bytes a thread allocates");
      return bytes;
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

  /** Bytes per term of the task {@code taskOfWidth} makes for an input of {@code terms} terms. */
  public static double perTerm(IntFunction<Runnable> taskOfWidth, int terms) {
    return leastOf(taskOfWidth.apply(terms)) / (double) terms;
  }

  /**
   * Asserts that the work grows linearly with the number of terms: the bytes allocated per term on
   * the {@link #WIDE} input are at most twice those on the {@link #NARROW} one (a step that copies
   * all terms once per term multiplies them by about eight). {@code taskOfWidth} makes its input
   * outside the count and returns the work to measure.
   */
  public static void assertLinear(String what, IntFunction<Runnable> taskOfWidth) {
    double narrow = perTerm(taskOfWidth, NARROW);
    double wide = perTerm(taskOfWidth, WIDE);
    assertTrue(
        wide <= 2 * narrow,
        String.format(
            "%s allocates %.0f bytes per term at %d terms but %.0f at %d: more than linear",
            what, narrow, NARROW, wide, WIDE));
  }
}
