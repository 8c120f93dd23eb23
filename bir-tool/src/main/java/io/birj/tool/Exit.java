package io.birj.tool;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.Locale;

/**
 * The exit codes, the same as the {@code bir} command's (README, "As a command"), and the one-line
 * messages of what ends a run early. A signal ends the process with 128 + its number, as usual: 130
 * for SIGINT, 143 for SIGTERM.
 */
final class Exit {
  /** The command did what was asked. */
  static final int OK = 0;

  /** A document is invalid, or the operation was refused. */
  static final int INVALID = 1;

  /** Bad usage (unknown option or command, bad value) or an I/O error (missing file, no space). */
  static final int USAGE_OR_IO = 2;

  /** A defect in birj (EX_SOFTWARE): never the input's fault. */
  static final int INTERNAL = 70;

  /** The Java heap ran out (EX_OSERR). */
  static final int OUT_OF_MEMORY = 71;

  /** The help's summary of the codes above. */
  static final String SUMMARY =
      "Exit codes: 0 success; 1 invalid document or operation refused; 2 usage or I/O error;"
          + " 70 internal error (a bug in birj); 71 out of memory; 130/143 interrupted"
          + " (SIGINT/SIGTERM).";

  /** Where the java launcher (and so the image's bin/bir-tool) takes JVM options. */
  static final String VM_OPTIONS_ENV = "JDK_JAVA_OPTIONS";

  private Exit() {}

  /** Why an I/O error happened, without the file's name, as the system said it. */
  static String reason(IOException e) {
    if (e instanceof NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      return Text.safe(f.getReason());
    }
    return Text.safe(String.valueOf(e.getMessage()));
  }

  /** An I/O error with the file it is about, when it names one. */
  static String describe(IOException e) {
    if (e instanceof FileSystemException f && f.getFile() != null) {
      return Text.safe(f.getFile()) + ": " + reason(e);
    }
    return reason(e);
  }

  /**
   * {@code internal error: CLASS: MESSAGE (at FRAME); ...}: one line, with the first birj frame,
   * which is where to look, and how to get the rest.
   */
  static String internal(Throwable t) {
    StringBuilder sb = new StringBuilder("internal error: ").append(t.getClass().getName());
    if (t.getMessage() != null) {
      sb.append(": ").append(Text.safe(t.getMessage()));
    }
    StackTraceElement frame = null;
    for (StackTraceElement f : t.getStackTrace()) {
      if (f.getClassName().startsWith("io.birj.")) {
        frame = f;
        break;
      }
    }
    if (frame == null && t.getStackTrace().length > 0) {
      frame = t.getStackTrace()[0];
    }
    if (frame != null) {
      sb.append(" (at ").append(frame).append(')');
    }
    return sb.append("; this is a bug in birj, not a problem with the input: run again with")
        .append(" --debug (or ")
        .append(Tool.DEBUG_ENV)
        .append("=1) for the stack trace, and report it")
        .toString();
  }

  /** One line: what ran out, and how to give the image's JVM more. */
  static String outOfMemory(OutOfMemoryError e, long maxHeap) {
    String what = e.getMessage() == null ? "Java heap space" : e.getMessage();
    return String.format(
        Locale.ROOT,
        "out of memory (%s, with a maximum heap of %d MiB): give Java more, e.g. %s=-Xmx%s",
        what,
        maxHeap >> 20,
        VM_OPTIONS_ENV,
        suggestedHeap(maxHeap));
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
