package io.birj.cli.text;

/**
 * How a command shows the strings of its human-readable lines: always escaped ({@link Shown}), and
 * either cut to a length that depends on what the string is ({@link #CUT}, the {@code bir} command)
 * or printed whole ({@link #WHOLE}, {@code bir-tool}). Every line of the command core that holds a
 * name, a message or a pointer takes one.
 */
public enum Display {
  /**
   * Names cut to {@link Shown#NAME} characters, messages and pointers to {@link Shown#MESSAGE},
   * file names to {@link Shown#PATH}: what {@code bir} prints.
   */
  CUT(Shown.NAME, Shown.MESSAGE, Shown.PATH),

  /** Nothing cut, only escaped: what {@code bir-tool} prints. */
  WHOLE(Integer.MAX_VALUE, Integer.MAX_VALUE, Integer.MAX_VALUE);

  private final int nameLimit;
  private final int messageLimit;
  private final int pathLimit;

  Display(int nameLimit, int messageLimit, int pathLimit) {
    this.nameLimit = nameLimit;
    this.messageLimit = messageLimit;
    this.pathLimit = pathLimit;
  }

  /** A name, key or value inside a line, or a reason the system gave. */
  public String name(String s) {
    return Shown.of(s, nameLimit);
  }

  /** A message, which may embed names, or an expression's text. */
  public String message(String s) {
    return Shown.of(s, messageLimit);
  }

  /** A file name the user gave, or {@code <stdin>}. */
  public String path(String s) {
    return Shown.of(s, pathLimit);
  }

  /** A JSON Pointer: {@code /} for the root (empty, or none), else shown as a message. */
  public String pointer(String pointer) {
    return pointer == null || pointer.isEmpty() ? "/" : message(pointer);
  }
}
