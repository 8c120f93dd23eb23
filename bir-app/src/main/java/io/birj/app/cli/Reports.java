package io.birj.app.cli;

import io.birj.api.error.BirException;
import java.io.PrintWriter;

/** How the commands print a document error: {@code FILE:LINE:COL: error: MESSAGE (at POINTER)}. */
final class Reports {
  private Reports() {}

  static void error(PrintWriter err, String file, BirException e) {
    if (e.line() > 0) {
      err.println(e.toDiagnostic().format(file));
    } else {
      err.println(
          file
              + ": error: "
              + e.reason()
              + " (at "
              + (e.pointer().isEmpty() ? "/" : e.pointer())
              + ')');
    }
  }
}
