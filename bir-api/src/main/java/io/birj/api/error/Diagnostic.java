package io.birj.api.error;

/**
 * One finding about a document: an error (the document is invalid) or a warning (it is valid but
 * holds something worth a look, e.g. an enum spelling the catalog does not know, kept as read).
 */
public record Diagnostic(
    Severity severity,
    String message,
    String pointer,
    long line,
    long column,
    long offset,
    String code) {
  /** A diagnostic whose code is the one its words carry ({@link DiagnosticCodes#classify}). */
  public Diagnostic(
      Severity severity, String message, String pointer, long line, long column, long offset) {
    this(
        severity,
        message,
        pointer,
        line,
        column,
        offset,
        DiagnosticCodes.classify(severity, message));
  }

  /** A diagnostic with a line and column (no byte offset). */
  public Diagnostic(Severity severity, String message, String pointer, long line, long column) {
    this(severity, message, pointer, line, column, -1);
  }

  /** A diagnostic at a packed {@link io.birj.api.position.SourcePosition}. */
  public static Diagnostic at(Severity severity, String message, String pointer, long position) {
    return new Diagnostic(
        severity,
        message,
        pointer,
        io.birj.api.position.SourcePosition.line(position),
        io.birj.api.position.SourcePosition.column(position),
        io.birj.api.position.SourcePosition.offset(position));
  }

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

  /**
   * {@code FILE:LINE:COL: error: MESSAGE (at POINTER) [CODE]}, the compiler-style line (the code
   * last, where compilers put the name of a warning, so that a reader of {@code FILE:LINE:COL:
   * error: MESSAGE} still reads it); a binary document's position is its byte offset: {@code
   * FILE:@OFFSET: ...}.
   */
  public String format(String file) {
    String where = line > 0 || offset < 0 ? line + ":" + column : "@" + offset;
    return file
        + ':'
        + where
        + ": "
        + (isError() ? "error" : "warning")
        + ": "
        + message
        + " (at "
        + (pointer.isEmpty() ? "/" : pointer)
        + ") ["
        + code
        + ']';
  }
}
