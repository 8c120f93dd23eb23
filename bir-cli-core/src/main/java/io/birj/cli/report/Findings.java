package io.birj.cli.report;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.cli.text.Display;
import java.util.Locale;

/**
 * How a command prints what it found in a document: {@code FILE:LINE:COL: error: MESSAGE (at
 * POINTER)} ({@code FILE:@OFFSET: ...} for a binary document, CBOR, which has no lines), the file
 * name, message and pointer each made safe by a {@link Display} (a name from the document cannot
 * forge a line for another file); and the lines {@code validate} ends a file and a run with. With
 * nothing to escape or cut, a finding's line is {@link Diagnostic#format}.
 */
public final class Findings {
  private Findings() {}

  /** {@code FILE:LINE:COL: SEVERITY: MESSAGE (at POINTER)}. */
  public static String line(Display display, String file, Diagnostic d) {
    return display.path(file)
        + ':'
        + where(d)
        + ": "
        + (d.isError() ? "error" : "warning")
        + ": "
        + display.message(d.message())
        + " (at "
        + display.pointer(d.pointer())
        + ')';
  }

  /**
   * {@code FILE:LINE:COL: note: MESSAGE (at POINTER)}: a place a finding involves, or one a check
   * did not model; made safe as {@link #line} makes a finding's.
   */
  public static String note(
      Display display, String file, long line, long column, String message, String pointer) {
    return display.path(file)
        + ':'
        + line
        + ':'
        + column
        + ": note: "
        + display.message(message)
        + " (at "
        + display.pointer(pointer)
        + ')';
  }

  /** {@code LINE:COL}, or {@code @OFFSET} for a binary document (CBOR), as in Diagnostic#format. */
  public static String where(Diagnostic d) {
    return d.line() > 0 || d.offset() < 0 ? d.line() + ":" + d.column() : "@" + d.offset();
  }

  /**
   * A document refused on reading: its finding's line when the error has a place, else {@code FILE:
   * error: REASON (at POINTER)}.
   */
  public static String error(Display display, String file, BirException e) {
    if (e.line() > 0 || e.offset() >= 0) {
      return line(display, file, e.toDiagnostic());
    }
    return display.path(file)
        + ": error: "
        + display.message(e.reason())
        + " (at "
        + display.pointer(e.pointer())
        + ')';
  }

  /** {@code FILE: note: stopped after N errors (--max-errors)}: a file's findings were cut off. */
  public static String stopped(Display display, String file, int errors) {
    return display.path(file)
        + ": note: stopped after "
        + errors
        + (errors == 1 ? " error" : " errors")
        + " (--max-errors)";
  }

  /** {@code N files checked: V valid, I invalid; E errors, W warnings}: the end of a validation. */
  public static String summary(int files, int valid, int errors, int warnings) {
    return String.format(
        Locale.ROOT,
        "%d %s checked: %d valid, %d invalid; %d %s, %d %s",
        files,
        files == 1 ? "file" : "files",
        valid,
        files - valid,
        errors,
        errors == 1 ? "error" : "errors",
        warnings,
        warnings == 1 ? "warning" : "warnings");
  }
}
