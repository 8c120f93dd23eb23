package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.app.ExitCodes;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * What escapes a command, as a person should read it, and its exit code: a document error is the
 * input's fault (1); an I/O error, the system's (2); running out of memory, the heap's (71, with
 * the flag that raises it); anything else is a defect in birj (70), said to be one, never called an
 * invalid document. Stack traces only with {@code --debug} or {@code BIR_DEBUG}.
 */
public final class Failures {
  /** The option (and environment variable) asking for stack traces. */
  public static final String DEBUG_OPTION = "--debug";

  public static final String DEBUG_ENV = "BIR_DEBUG";

  private Failures() {}

  /** Prints one line about {@code thrown} on {@code err} and gives the exit code. */
  public static int report(Throwable thrown, PrintWriter err, boolean debug) {
    Throwable t = unwrap(thrown);
    if (t instanceof OutputFailure o) {
      o.markReported();
      if (o.stream().equals(CheckedOutput.STDERR)) {
        // Nowhere left to say it.
        return ExitCodes.USAGE_OR_IO;
      }
    }
    try {
      int code = classify(t, err, debug);
      err.flush();
      return code;
    } catch (OutputFailure stderrGone) {
      return t instanceof OutOfMemoryError ? ExitCodes.OUT_OF_MEMORY : ExitCodes.USAGE_OR_IO;
    }
  }

  private static int classify(Throwable t, PrintWriter err, boolean debug) {
    if (t instanceof OutputFailure o) {
      err.println("bir: cannot write to " + o.stream() + ": " + Shown.of(o.reason()));
      return ExitCodes.USAGE_OR_IO;
    }
    if (t instanceof UncheckedIOException u) {
      err.println("bir: " + ExitCodes.describe(u.getCause()));
      return ExitCodes.USAGE_OR_IO;
    }
    if (t instanceof IOException io) {
      err.println("bir: " + ExitCodes.describe(io));
      return ExitCodes.USAGE_OR_IO;
    }
    if (t instanceof BirException || t instanceof PelicanException) {
      err.println("bir: error: " + Shown.of(t.getMessage(), Shown.MESSAGE));
      return ExitCodes.INVALID;
    }
    if (t instanceof OutOfMemoryError oom) {
      err.println("bir: " + outOfMemory(oom, Runtime.getRuntime().maxMemory()));
      if (debug) {
        oom.printStackTrace(err);
      }
      return ExitCodes.OUT_OF_MEMORY;
    }
    err.println("bir: " + internal(t));
    if (debug) {
      t.printStackTrace(err);
    }
    return ExitCodes.INTERNAL;
  }

  /** Through the exceptions that only carry another: a failed bean, a task of a pool. */
  static Throwable unwrap(Throwable thrown) {
    Throwable t = thrown;
    while (t.getCause() != null && t.getCause() != t && isWrapper(t)) {
      t = t.getCause();
    }
    return t;
  }

  private static boolean isWrapper(Throwable t) {
    return t instanceof picocli.CommandLine.ExecutionException
        || t instanceof ExecutionException
        || t instanceof CompletionException
        || t instanceof io.micronaut.context.exceptions.BeanContextException
        || t instanceof java.lang.reflect.InvocationTargetException
        || t instanceof java.lang.reflect.UndeclaredThrowableException;
  }

  /**
   * {@code internal error: CLASS: MESSAGE (at FRAME); ...}: one line, with the first birj frame,
   * which is where to look, and how to get the rest.
   */
  static String internal(Throwable t) {
    StringBuilder sb = new StringBuilder("internal error: ").append(t.getClass().getName());
    if (t.getMessage() != null) {
      sb.append(": ").append(Shown.of(t.getMessage(), Shown.MESSAGE));
    }
    StackTraceElement frame = whereToLook(t);
    if (frame != null) {
      sb.append(" (at ").append(frame).append(')');
    }
    return sb.append("; this is a bug in birj, not a problem with the input: run again with ")
        .append(DEBUG_OPTION)
        .append(" (or ")
        .append(DEBUG_ENV)
        .append("=1) for the stack trace, and report it")
        .toString();
  }

  private static StackTraceElement whereToLook(Throwable t) {
    StackTraceElement[] frames = t.getStackTrace();
    for (StackTraceElement f : frames) {
      if (f.getClassName().startsWith("io.birj.")) {
        return f;
      }
    }
    return frames.length > 0 ? frames[0] : null;
  }

  /** One line: what ran out, and the flag that gives more of it. */
  static String outOfMemory(OutOfMemoryError e, long maxHeap) {
    String what = e.getMessage() == null ? "Java heap space" : e.getMessage();
    if (what.contains("Metaspace")) {
      return "out of memory ("
          + what
          + "): raise the limit, e.g. JAVA_OPTS=-XX:MaxMetaspaceSize=1g";
    }
    if (what.contains("Direct buffer")) {
      return "out of memory ("
          + what
          + "): raise the limit, e.g. JAVA_OPTS=-XX:MaxDirectMemorySize=1g";
    }
    if (what.contains("native thread")) {
      return "out of memory ("
          + what
          + "): the system would start no more threads; use fewer (--threads) or raise the"
          + " process limit";
    }
    if (what.contains("array size")) {
      return "out of memory ("
          + what
          + "): a part of the input is larger than one Java array can hold (2 GiB)";
    }
    return "out of memory ("
        + what
        + ", with a maximum heap of "
        + mebibytes(maxHeap)
        + "): give Java more, e.g. JAVA_OPTS=-Xmx"
        + suggestedHeap(maxHeap);
  }

  private static String mebibytes(long bytes) {
    return String.format(Locale.ROOT, "%d MiB", bytes >> 20);
  }

  /** Twice the heap there was, in the flag's units (whole gibibytes from 1 GiB up). */
  static String suggestedHeap(long maxHeap) {
    long twice = maxHeap == Long.MAX_VALUE ? 8L << 30 : maxHeap * 2;
    long mib = (twice + (1 << 20) - 1) >> 20;
    if (mib < 1024) {
      return mib + "m";
    }
    return ((mib + 1023) / 1024) + "g";
  }
}
