package io.birj.app.cli;

import io.birj.cli.exit.ExitStatus;
import io.birj.cli.exit.Failure;
import io.birj.cli.exit.Launcher;
import io.birj.cli.output.CheckedOutput;
import io.birj.cli.output.OutputFailure;
import io.birj.cli.text.Display;
import java.io.PrintWriter;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * What escapes a {@code bir} command, reported as the command core says ({@link Failure}: one line
 * and the exit code; stack traces only with {@code --debug} or {@code BIR_DEBUG}), once unwrapped
 * of what picocli, Micronaut and the thread pools wrap it in.
 */
public final class Failures {
  /**
   * {@code bir}: its lines are cut ({@link Display#CUT}); {@code ./bir} passes {@code JAVA_OPTS} to
   * the JVM; {@code validate --threads} starts fewer threads.
   */
  static final Launcher BIR = new Launcher("bir", Display.CUT, "JAVA_OPTS", "--threads");

  private Failures() {}

  /** Prints one line about {@code thrown} on {@code err} and gives the exit code. */
  public static int report(Throwable thrown, PrintWriter err, boolean debug) {
    Throwable t = unwrap(thrown);
    if (t instanceof OutputFailure o) {
      o.markReported();
      if (o.stream().equals(CheckedOutput.STDERR)) {
        // Nowhere left to say it.
        return ExitStatus.USAGE_OR_IO;
      }
    }
    try {
      Failure f = Failure.of(t, BIR);
      err.println(BIR.line(f.message()));
      if (debug && f.traceOnDebug()) {
        t.printStackTrace(err);
      }
      err.flush();
      return f.exitCode();
    } catch (OutputFailure stderrGone) {
      return t instanceof OutOfMemoryError ? ExitStatus.OUT_OF_MEMORY : ExitStatus.USAGE_OR_IO;
    }
  }

  /** Through the exceptions that only carry another: a failed bean, a task of a pool. */
  static Throwable unwrap(Throwable thrown) {
    Throwable t = thrown;
    while (t.getCause() != null && t.getCause() != t && isWrapper(t)) {
      t = t.getCause();
    }
    return t;
  }

  /**
   * Throws {@code t} as it is when nothing has to declare it (an unchecked exception, an error), so
   * that what another thread threw reaches {@link #report} unwrapped; else returns.
   */
  static void throwIfUnchecked(Throwable t) {
    if (t instanceof RuntimeException r) {
      throw r;
    }
    if (t instanceof Error e) {
      throw e;
    }
  }

  private static boolean isWrapper(Throwable t) {
    return t instanceof picocli.CommandLine.ExecutionException
        || t instanceof ExecutionException
        || t instanceof CompletionException
        || t instanceof java.lang.reflect.InvocationTargetException
        || t instanceof java.lang.reflect.UndeclaredThrowableException
        || isA(t, BEAN_FAILURE);
  }

  /**
   * Micronaut's failed bean, known by name: a run without a context may have no Micronaut on its
   * class path ({@code bir-app-oneshot.jar}), and an {@code instanceof} would need the class.
   */
  private static final String BEAN_FAILURE = "io.micronaut.context.exceptions.BeanContextException";

  private static boolean isA(Throwable t, String className) {
    for (Class<?> c = t.getClass(); c != null; c = c.getSuperclass()) {
      if (c.getName().equals(className)) {
        return true;
      }
    }
    return false;
  }
}
