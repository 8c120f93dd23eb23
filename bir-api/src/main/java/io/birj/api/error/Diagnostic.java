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
  /**
   * A finding and its code. The code is given where the message is made ({@link DiagnosticCode},
   * generated from the catalogue), never guessed from the words; it must be an entry of the
   * catalogue of this severity.
   */
  public Diagnostic {
    java.util.Objects.requireNonNull(severity, "severity");
    java.util.Objects.requireNonNull(message, "message");
    java.util.Objects.requireNonNull(code, "code");
    DiagnosticCodes.Entry entry =
        DiagnosticCodes.find(code)
            .orElseThrow(
                () -> new IllegalArgumentException("not a code of the catalogue: " + code));
    if (entry.severity() != severity) {
      throw new IllegalArgumentException(
          code + " is a code of " + entry.severity() + " findings, not of " + severity);
    }
  }

  /** A finding of {@code code} (whose severity it takes), with a line and column or an offset. */
  public Diagnostic(
      DiagnosticCode code, String message, String pointer, long line, long column, long offset) {
    this(code.severity(), message, pointer, line, column, offset, code.id());
  }

  /** A finding of {@code code} with a line and column (no byte offset). */
  public Diagnostic(DiagnosticCode code, String message, String pointer, long line, long column) {
    this(code, message, pointer, line, column, -1);
  }

  /** A finding of {@code code} at a packed {@link io.birj.api.position.SourcePosition}. */
  public static Diagnostic at(DiagnosticCode code, String message, String pointer, long position) {
    return new Diagnostic(
        code,
        message,
        pointer,
        io.birj.api.position.SourcePosition.line(position),
        io.birj.api.position.SourcePosition.column(position),
        io.birj.api.position.SourcePosition.offset(position));
  }

  /** A finding of a coded message at a packed {@link io.birj.api.position.SourcePosition}. */
  public static Diagnostic at(CodedMessage m, String pointer, long position) {
    return at(m.code(), m.text(), pointer, position);
  }

  public enum Severity {
    ERROR,
    WARNING
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
