package io.birj.cli.report;

/**
 * How standard input is named: {@code -} as a document argument, {@code <stdin>} in every line
 * about it ({@code <stdin>:3:7: error: ...}).
 */
public final class StandardInput {
  /** The document argument that means standard input. */
  public static final String ARGUMENT = "-";

  /** How standard input is named in messages. */
  public static final String NAME = "<stdin>";

  private StandardInput() {}

  /** Whether a document argument means standard input. */
  public static boolean isArgument(String argument) {
    return ARGUMENT.equals(argument);
  }

  /** The name lines give a document argument: {@link #NAME} for {@code -}, else the argument. */
  public static String nameOf(String argument) {
    return isArgument(argument) ? NAME : argument;
  }
}
