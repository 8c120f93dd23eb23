package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import java.io.PrintWriter;

/**
 * How the commands print a finding: {@code FILE:LINE:COL: error: MESSAGE (at POINTER)}, the file
 * name, message and pointer each made safe by {@link Shown} (a name from the document cannot forge
 * a line for another file). With nothing to escape or cut, the line is {@link Diagnostic#format}.
 */
final class Reports {
  private Reports() {}

  static String line(String file, Diagnostic d) {
    return Shown.of(file, Shown.PATH)
        + ':'
        + where(d)
        + ": "
        + (d.isError() ? "error" : "warning")
        + ": "
        + Shown.of(d.message(), Shown.MESSAGE)
        + " (at "
        + pointer(d.pointer())
        + ')';
  }

  /** {@code LINE:COL}, or {@code @OFFSET} for a binary document (CBOR), as in Diagnostic#format. */
  static String where(Diagnostic d) {
    return d.line() > 0 || d.offset() < 0 ? d.line() + ":" + d.column() : "@" + d.offset();
  }

  /** A JSON Pointer for a line: {@code /} for the root, escaped and cut like a message. */
  static String pointer(String pointer) {
    return pointer == null || pointer.isEmpty() ? "/" : Shown.of(pointer, Shown.MESSAGE);
  }

  static void error(PrintWriter err, String file, BirException e) {
    if (e.line() > 0 || e.offset() >= 0) {
      err.println(line(file, e.toDiagnostic()));
    } else {
      err.println(
          Shown.of(file, Shown.PATH)
              + ": error: "
              + Shown.of(e.reason(), Shown.MESSAGE)
              + " (at "
              + pointer(e.pointer())
              + ')');
    }
  }
}
