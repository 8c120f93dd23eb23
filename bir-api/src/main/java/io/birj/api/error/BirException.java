package io.birj.api.error;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

/**
 * The one exception for a bad document: what is wrong, and where, as a JSON Pointer ({@code
 * /functions/0/blocks/2/instructions/7/ins/0/addrs/1}) and a line and column of the source (both
 * 1-based; 0 when unknown, e.g. for a model built in memory).
 *
 * <p>Where the seeds give the original tool's message, the message uses its words (DESIGN.md,
 * "Errors").
 */
public class BirException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String reason;
  private final String pointer;
  private final long line;
  private final long column;

  public BirException(String reason, String pointer, long line, long column) {
    this(reason, pointer, line, column, null);
  }

  public BirException(String reason, String pointer, long line, long column, Throwable cause) {
    super(render(reason, pointer, line, column), cause);
    this.reason = reason;
    this.pointer = pointer == null ? "" : pointer;
    this.line = Math.max(0, line);
    this.column = Math.max(0, column);
  }

  /** An error about the value at the parser's current token. */
  public static BirException at(JsonParser p, String reason) {
    return at(p, reason, null);
  }

  /** An error about the value at the parser's current token, with its cause. */
  public static BirException at(JsonParser p, String reason, Throwable cause) {
    JsonLocation loc = p.currentTokenLocation();
    return new BirException(reason, pointerOf(p), loc.getLineNr(), loc.getColumnNr(), cause);
  }

  /**
   * The JSON Pointer of the value at the parser's current token. On a value's start token ({@code
   * {} or {@code [}) jackson has already entered the new container, whose own path would end in an
   * empty segment or index 0: the value's pointer is its parent's path.
   */
  public static String pointerOf(JsonParser p) {
    JsonStreamContext ctx = p.getParsingContext();
    JsonToken t = p.currentToken();
    if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && ctx.getParent() != null) {
      ctx = ctx.getParent();
    }
    return ctx.pathAsPointer().toString();
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

  /** This error as a diagnostic of the given severity. */
  public Diagnostic toDiagnostic() {
    return new Diagnostic(Diagnostic.Severity.ERROR, reason, pointer, line, column);
  }

  private static String render(String reason, String pointer, long line, long column) {
    StringBuilder sb = new StringBuilder(reason);
    if (line > 0) {
      sb.append(" at ").append(line).append(':').append(column);
    }
    if (pointer != null) {
      sb.append(" (at ").append(pointer.isEmpty() ? "/" : pointer).append(')');
    }
    return sb.toString();
  }
}
