package io.birj.cli.exit;

import io.birj.api.error.BirException;
import io.birj.cli.output.OutputFailure;
import io.birj.cli.text.Display;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;

/**
 * What ended a run early, as a person should read it, and its exit code: a write to a standard
 * stream that failed, or any other I/O error, is the system's (2); a document error, the input's
 * (1); running out of memory, the heap's (71, with the flag that raises it); anything else is a
 * defect in birj (70), said to be one, never called an invalid document. The message is one line
 * without the command's name ({@link Launcher#line} adds it); a stack trace follows it only with
 * {@link #DEBUG_OPTION} or {@link #DEBUG_ENV}, and only for a defect or memory running out.
 *
 * @param exitCode the exit code ({@link ExitStatus})
 * @param message the line, without the command's name
 * @param traceOnDebug whether {@code --debug} adds the stack trace (a defect, memory running out)
 */
public record Failure(int exitCode, String message, boolean traceOnDebug) {
  /** The option that asks for stack traces. */
  public static final String DEBUG_OPTION = "--debug";

  /** The environment variable that asks for stack traces (set, not empty and not {@code 0}). */
  public static final String DEBUG_ENV = "BIR_DEBUG";

  /** Whether {@code value}, {@link #DEBUG_ENV}'s value or {@code null}, asks for stack traces. */
  public static boolean debugRequested(String value) {
    return value != null && !value.isEmpty() && !value.equals("0");
  }

  /**
   * What {@code t} means for the run of {@code launcher}'s command. {@code t} is what was thrown,
   * unwrapped of what only carries it.
   */
  public static Failure of(Throwable t, Launcher launcher) {
    Display display = launcher.display();
    if (t instanceof OutputFailure o) {
      return new Failure(
          ExitStatus.USAGE_OR_IO, cannotWrite(o.stream(), o.reason(), display), false);
    }
    if (t instanceof UncheckedIOException u) {
      return new Failure(ExitStatus.USAGE_OR_IO, IoErrors.describe(u.getCause(), display), false);
    }
    if (t instanceof IOException io) {
      return new Failure(ExitStatus.USAGE_OR_IO, IoErrors.describe(io, display), false);
    }
    if (t instanceof BirException || t instanceof PelicanException) {
      return new Failure(ExitStatus.INVALID, "error: " + display.message(t.getMessage()), false);
    }
    if (t instanceof OutOfMemoryError oom) {
      return new Failure(
          ExitStatus.OUT_OF_MEMORY,
          outOfMemory(oom, Runtime.getRuntime().maxMemory(), launcher),
          true);
    }
    return new Failure(ExitStatus.INTERNAL, internal(t, display), true);
  }

  /**
   * {@code cannot write to STREAM: REASON} ({@code standard output}, {@code Broken pipe}); without
   * the reason when the stream did not tell it (a PrintStream only sets a flag).
   */
  public static String cannotWrite(String stream, String reason, Display display) {
    String line = "cannot write to " + stream;
    return reason == null ? line : line + ": " + display.name(reason);
  }

  /**
   * {@code internal error: CLASS: MESSAGE (at FRAME); ...}: one line, with the first birj frame,
   * which is where to look, and how to get the rest.
   */
  public static String internal(Throwable t, Display display) {
    StringBuilder sb = new StringBuilder("internal error: ").append(t.getClass().getName());
    if (t.getMessage() != null) {
      sb.append(": ").append(display.message(t.getMessage()));
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

  /**
   * One line: what ran out, and the flag (in {@code launcher}'s variable for JVM options) that
   * gives more of it, or why no flag would.
   */
  public static String outOfMemory(OutOfMemoryError e, long maxHeap, Launcher launcher) {
    String what = e.getMessage() == null ? "Java heap space" : e.getMessage();
    String options = launcher.vmOptionsVariable();
    if (what.contains("Metaspace")) {
      return "out of memory ("
          + what
          + "): raise the limit, e.g. "
          + options
          + "=-XX:MaxMetaspaceSize=1g";
    }
    if (what.contains("Direct buffer")) {
      return "out of memory ("
          + what
          + "): raise the limit, e.g. "
          + options
          + "=-XX:MaxDirectMemorySize=1g";
    }
    if (what.contains("native thread")) {
      return "out of memory ("
          + what
          + "): the system would start no more threads; "
          + (launcher.threadsOption() == null
              ? "raise the process limit"
              : "use fewer (" + launcher.threadsOption() + ") or raise the process limit");
    }
    if (what.contains("array size")) {
      return "out of memory ("
          + what
          + "): a part of the input is larger than one Java array can hold (2 GiB)";
    }
    return String.format(
        Locale.ROOT,
        "out of memory (%s, with a maximum heap of %d MiB): give Java more, e.g. %s=-Xmx%s",
        what,
        maxHeap >> 20,
        options,
        suggestedHeap(maxHeap));
  }

  /** Twice the heap there was, in the flag's units (whole gibibytes from 1 GiB up). */
  public static String suggestedHeap(long maxHeap) {
    long twice = maxHeap == Long.MAX_VALUE ? 8L << 30 : maxHeap * 2;
    long mib = (twice + (1 << 20) - 1) >> 20;
    if (mib < 1024) {
      return mib + "m";
    }
    return ((mib + 1023) / 1024) + "g";
  }
}
