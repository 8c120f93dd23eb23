package io.birj.api.error;

/**
 * One finding about a document: an error (the document is invalid) or a warning (it is valid but
 * holds something worth a look, e.g. an enum spelling the catalog does not know, kept as read).
 */
public record Diagnostic(
    Severity severity, String message, String pointer, long line, long column) {
  public enum Severity {
    ERROR,
    WARNING
  }

  public static Diagnostic warning(String message, String pointer, long line, long column) {
    return new Diagnostic(Severity.WARNING, message, pointer, line, column);
  }

  public boolean isError() {
    return severity == Severity.ERROR;
  }

  /** {@code FILE:LINE:COL: error: MESSAGE (at POINTER)}, the compiler-style line. */
  public String format(String file) {
    return file
        + ':'
        + line
        + ':'
        + column
        + ": "
        + (isError() ? "error" : "warning")
        + ": "
        + message
        + " (at "
        + (pointer.isEmpty() ? "/" : pointer)
        + ')';
  }
}
