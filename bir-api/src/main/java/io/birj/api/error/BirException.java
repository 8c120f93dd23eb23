package io.birj.api.error;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.pointer.DocPointer;
import io.birj.api.position.SourcePosition;

/**
 * The one exception for a bad document: what is wrong, and where, as a JSON Pointer ({@code
 * /functions/0/blocks/2/instructions/7/ins/0/addrs/1}) and a line and column of the source (both
 * 1-based; 0 when unknown, e.g. for a model built in memory).
 *
 * <p>Where the compiler has its own message, the message uses its words (docs/architecture.md,
 * "Contracts"; docs/wire/errors.md lists them).
 */
public class BirException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final DiagnosticCode code;
  private final String reason;
  private final String pointer;
  private final long line;
  private final long column;
  private final long offset;

  /** An error of {@code code} (an error's code of the catalogue) at a line and column. */
  public BirException(DiagnosticCode code, String reason, String pointer, long line, long column) {
    this(code, reason, pointer, line, column, null);
  }

  public BirException(
      DiagnosticCode code, String reason, String pointer, long line, long column, Throwable cause) {
    this(code, reason, pointer, line, column, -1, cause);
  }

  /**
   * An error of {@code code} with a line and column (text documents) or, when {@code line} is 0, a
   * byte offset (binary documents such as CBOR; {@code -1} when unknown). The code is given where
   * the message is made (docs/diagnostics.md); it must be an error's.
   */
  public BirException(
      DiagnosticCode code,
      String reason,
      String pointer,
      long line,
      long column,
      long offset,
      Throwable cause) {
    super(render(reason, pointer, line, column, offset), cause);
    if (code.severity() != Diagnostic.Severity.ERROR) {
      throw new IllegalArgumentException(code.id() + " is not an error's code");
    }
    this.code = code;
    this.reason = reason;
    this.pointer = pointer == null ? "" : pointer;
    this.line = Math.max(0, line);
    // A column means nothing without a line (jackson's CBOR locations repeat the byte offset
    // there).
    this.column = this.line > 0 ? Math.max(0, column) : 0;
    this.offset = this.line > 0 ? -1 : Math.max(-1, offset);
  }

  /** An error of {@code code} at a packed {@link SourcePosition}. */
  public static BirException atPosition(
      DiagnosticCode code, String reason, String pointer, long position) {
    return new BirException(
        code,
        reason,
        pointer,
        SourcePosition.line(position),
        SourcePosition.column(position),
        SourcePosition.offset(position),
        null);
  }

  /** An error of {@code code} about the value at the parser's current token. */
  public static BirException at(DiagnosticCode code, JsonParser p, String reason) {
    return at(code, p, reason, null);
  }

  /** An error of {@code code} about the value at the parser's current token, with its cause. */
  public static BirException at(DiagnosticCode code, JsonParser p, String reason, Throwable cause) {
    JsonLocation loc = p.currentTokenLocation();
    return new BirException(
        code, reason, pointerOf(p), loc.getLineNr(), loc.getColumnNr(), loc.getByteOffset(), cause);
  }

  /** An error of a coded message at a packed {@link SourcePosition}. */
  public static BirException atPosition(CodedMessage m, String pointer, long position) {
    return atPosition(m.code(), m.text(), pointer, position);
  }

  /** An error of a coded message about the value at the parser's current token. */
  public static BirException at(JsonParser p, CodedMessage m) {
    return at(m.code(), p, m.text(), null);
  }

  /** An error of a coded message at a place in an in-memory model (no source position). */
  public static BirException atPointer(String pointer, CodedMessage m) {
    return atPointer(m.code(), pointer, m.text());
  }

  /**
   * The JSON Pointer of the value at the parser's current token. On a value's start token ({@code
   * {} or {@code [}) jackson has already entered the new container, whose own path would end in an
   * empty segment or index 0: the value's pointer is its parent's path.
   */
  public static String pointerOf(JsonParser p) {
    return DocPointer.of(p);
  }

  /**
   * This error, found inside a value that was held and read on its own, placed under that value's
   * pointer. A subclass that stands for a condition already reported elsewhere, rather than for an
   * error at a place, returns itself: it must keep its type to be recognised.
   */
  public BirException under(String pointerPrefix) {
    return new BirException(code, reason, pointerPrefix + pointer, line, column, offset, this);
  }

  /** An error at a place in an in-memory model (no source position). */
  public static BirException atPointer(DiagnosticCode code, String pointer, String reason) {
    return new BirException(code, reason, pointer, 0, 0);
  }

  /** The message alone, without the position. */
  public String reason() {
    return reason;
  }

  /** The JSON Pointer of the offending value ({@code ""} for the document root). */
  public String pointer() {
    return pointer;
  }

  /** 1-based line, 0 when unknown. */
  public long line() {
    return line;
  }

  /** 1-based column, 0 when unknown. */
  public long column() {
    return column;
  }

  /** The 0-based byte offset in a binary document, {@code -1} when unknown or for text. */
  public long offset() {
    return offset;
  }

  /** Where the error is, packed ({@link SourcePosition}). */
  public long position() {
    return line > 0
        ? SourcePosition.of(line, column)
        : offset >= 0 ? SourcePosition.ofOffset(offset) : 0;
  }

  /** The diagnostic code of this error, as it is printed ({@code BIRJ-E0301}). */
  public String code() {
    return code.id();
  }

  /** The diagnostic code of this error, given where its message was made. */
  public DiagnosticCode diagnosticCode() {
    return code;
  }

  /** This error as a diagnostic. */
  public Diagnostic toDiagnostic() {
    return new Diagnostic(code, reason, pointer, line, column, offset);
  }

  private static String render(String reason, String pointer, long line, long column, long offset) {
    StringBuilder sb = new StringBuilder(reason);
    if (line > 0) {
      sb.append(" at ").append(line).append(':').append(column);
    } else if (offset >= 0) {
      sb.append(" at byte ").append(offset);
    }
    if (pointer != null) {
      sb.append(" (at ").append(pointer.isEmpty() ? "/" : pointer).append(')');
    }
    return sb.toString();
  }
}
