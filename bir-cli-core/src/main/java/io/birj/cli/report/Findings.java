package io.birj.cli.report;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.cli.text.Display;
import io.birj.cli.text.Palette;

/**
 * How a command prints what it found in a document: {@code FILE:LINE:COL: error: MESSAGE (at
 * POINTER) [CODE]} ({@code FILE:@OFFSET: ...} for a binary document, CBOR, which has no lines; the
 * code is the message's diagnostic code, which {@code bir explain} explains), the file name,
 * message and pointer each made safe by a {@link Display} (a name from the document cannot forge a
 * line for another file); and the lines {@code validate} ends a file and a run with. With nothing
 * to escape or cut, a finding's line is {@link Diagnostic#format}.
 */
public final class Findings {
  private Findings() {}

  /** {@code FILE:LINE:COL: SEVERITY: MESSAGE (at POINTER) [CODE]}, without colour. */
  public static String line(Display display, String file, Diagnostic d) {
    return line(display, Palette.PLAIN, file, d);
  }

  /** {@code FILE:LINE:COL: SEVERITY: MESSAGE (at POINTER) [CODE]}, coloured by {@code palette}. */
  public static String line(Display display, Palette palette, String file, Diagnostic d) {
    return display.path(file)
        + ':'
        + where(d)
        + ": "
        + (d.isError() ? palette.error("error") : palette.warning("warning"))
        + ": "
        + display.message(d.message())
        + palette.dim(" (at " + display.pointer(d.pointer()) + ") [" + d.code() + ']');
  }

  /**
   * {@code FILE:LINE:COL: note: MESSAGE (at POINTER)}: a place a finding involves, or one a check
   * did not model; made safe as {@link #line} makes a finding's.
   */
  public static String note(
      Display display, String file, long line, long column, String message, String pointer) {
    return note(display, Palette.PLAIN, file, line, column, message, pointer);
  }

  /** {@link #note(Display, String, long, long, String, String)}, coloured by {@code palette}. */
  public static String note(
      Display display,
      Palette palette,
      String file,
      long line,
      long column,
      String message,
      String pointer) {
    return display.path(file)
        + ':'
        + line
        + ':'
        + column
        + ": "
        + palette.note("note")
        + ": "
        + display.message(message)
        + palette.dim(" (at " + display.pointer(pointer) + ')');
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
    return error(display, Palette.PLAIN, file, e);
  }

  /** {@link #error(Display, String, BirException)}, coloured by {@code palette}. */
  public static String error(Display display, Palette palette, String file, BirException e) {
    if (e.line() > 0 || e.offset() >= 0) {
      return line(display, palette, file, e.toDiagnostic());
    }
    return display.path(file)
        + ": "
        + palette.error("error")
        + ": "
        + display.message(e.reason())
        + palette.dim(" (at " + display.pointer(e.pointer()) + ") [" + e.code() + ']');
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
    return summary(files, valid, 0, errors, warnings);
  }

  /**
   * The end of a validation of {@code files} files, {@code unreadable} of which could not be read
   * (missing, a directory, no permission): {@code N files checked: V valid, I invalid; E errors, W
   * warnings; U files not read}. A file not read is neither valid nor invalid: it was not checked.
   */
  public static String summary(int files, int valid, int unreadable, int errors, int warnings) {
    int checked = files - unreadable;
    String notRead =
        unreadable == 0
            ? ""
            : "; " + unreadable + (unreadable == 1 ? " file" : " files") + " not read";
    if (checked == 0 && unreadable > 0) {
      return "no file checked" + notRead;
    }
    // Joined, not String.format: its first %d loads the locale providers, a few milliseconds of
    // every small command's start, for digits that are ASCII in every case here.
    return checked
        + (checked == 1 ? " file" : " files")
        + " checked: "
        + valid
        + " valid, "
        + (checked - valid)
        + " invalid; "
        + counted(errors, "error")
        + ", "
        + counted(warnings, "warning")
        + notRead;
  }

  private static String counted(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }
}
