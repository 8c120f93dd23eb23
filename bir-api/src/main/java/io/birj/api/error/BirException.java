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

  private final String reason;
  private final String pointer;
  private final long line;
  private final long column;
  private final long offset;

  public BirException(String reason, String pointer, long line, long column) {
    this(reason, pointer, line, column, null);
  }

  public BirException(String reason, String pointer, long line, long column, Throwable cause) {
    this(reason, pointer, line, column, -1, cause);
  }

  /**
   * An error with a line and column (text documents) or, when {@code line} is 0, a byte offset
   * (binary documents such as CBOR; {@code -1} when unknown).
   */
  public BirException(
      String reason, String pointer, long line, long column, long offset, Throwable cause) {
    super(render(reason, pointer, line, column, offset), cause);
    this.reason = reason;
    this.pointer = pointer == null ? "" : pointer;
    this.line = Math.max(0, line);
    // A column means nothing without a line (jackson's CBOR locations repeat the byte offset
    // there).
    this.column = this.line > 0 ? Math.max(0, column) : 0;
    this.offset = this.line > 0 ? -1 : Math.max(-1, offset);
  }

  /** An error at a packed {@link SourcePosition}. */
  public static BirException atPosition(String reason, String pointer, long position) {
    return new BirException(
        reason,
        pointer,
        SourcePosition.line(position),
        SourcePosition.column(position),
        SourcePosition.offset(position),
        null);
  }

  /** An error about the value at the parser's current token. */
  public static BirException at(JsonParser p, String reason) {
    return at(p, reason, null);
  }

  /** An error about the value at the parser's current token, with its cause. */
  public static BirException at(JsonParser p, String reason, Throwable cause) {
    JsonLocation loc = p.currentTokenLocation();
    return new BirException(
        reason, pointerOf(p), loc.getLineNr(), loc.getColumnNr(), loc.getByteOffset(), cause);
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
    return new BirException(reason, pointerPrefix + pointer, line, column, offset, this);
  }

  /** An error at a place in an in-memory model (no source position). */
  public static BirException atPointer(String pointer, String reason) {
    return new BirException(reason, pointer, 0, 0);
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

  /** The diagnostic code of this error ({@link DiagnosticCodes}). */
  public String code() {
    return DiagnosticCodes.classify(Diagnostic.Severity.ERROR, reason);
  }

  /** This error as a diagnostic of the given severity. */
  public Diagnostic toDiagnostic() {
    return new Diagnostic(Diagnostic.Severity.ERROR, reason, pointer, line, column, offset);
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
