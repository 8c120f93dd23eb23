package io.birj.pelican;

/**
 * Text that is not an expression of the {@link ExprPrinter} grammar, or that names something the
 * context cannot make (an unknown vendor kind, a duplicate affine index). The message starts with
 * {@code column N:}.
 */
public class ExprParseException extends PelicanException {
  private static final long serialVersionUID = 1L;

  private final int column;
  private final String detail;

  public ExprParseException(String detail, int column) {
    super("column " + column + ": " + detail);
    this.column = column;
    this.detail = detail;
  }

  public ExprParseException(String detail, int column, Throwable cause) {
    super("column " + column + ": " + detail, cause);
    this.column = column;
    this.detail = detail;
  }

  /** 1-based position of the offending character in the text (characters, not bytes). */
  public int column() {
    return column;
  }

  /** The message without the column. */
  public String detail() {
    return detail;
  }
}
