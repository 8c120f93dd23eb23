package io.birj.app.service;

/** A request body that is not well-formed JSON (answered 400, unlike an invalid document's 422). */
public final class MalformedBodyException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long line;
  private final long column;

  public MalformedBodyException(String message, long line, long column, Throwable cause) {
    super(message, cause);
    this.line = line;
    this.column = column;
  }

  public long line() {
    return line;
  }

  public long column() {
    return column;
  }
}
