package io.birj.testkit.jvm;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs a task on a thread with a small stack (256 KiB, a quarter of the JVM's default), so that a
 * test of deep input shows the code does not lean on the stack, whatever the build's settings.
 */
public final class SmallStack {
  /** The stack size the tasks get. */
  public static final long BYTES = 256 * 1024;

  private SmallStack() {}

  /** {@code task}'s result; its exception or error, thrown here. */
  public static <T> T call(Callable<T> task) throws Exception {
    AtomicReference<T> result = new AtomicReference<>();
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                result.set(task.call());
              } catch (Throwable x) {
                failure.set(x);
              }
            },
            "small-stack",
            BYTES);
    t.start();
    t.join();
    Throwable x = failure.get();
    if (x instanceof Exception e) {
      throw e;
    }
    if (x instanceof Error e) {
      throw e;
    }
    return result.get();
  }

  /**
   * The options this JVM was started with, for a test that the suite runs at the default stack
   * (looked up by name: the tests compile inside a module that does not read java.management).
   */
  @SuppressWarnings("unchecked")
  public static List<String> jvmOptions() throws Throwable {
    MethodHandles.Lookup lookup = MethodHandles.publicLookup();
    Class<?> factory = Class.forName("java.lang.management.ManagementFactory");
    Class<?> runtime = Class.forName("java.lang.management.RuntimeMXBean");
    Object bean =
        lookup.findStatic(factory, "getRuntimeMXBean", MethodType.methodType(runtime)).invoke();
    return (List<String>)
        lookup
            .findVirtual(runtime, "getInputArguments", MethodType.methodType(List.class))
            .invoke(bean);
  }
}
