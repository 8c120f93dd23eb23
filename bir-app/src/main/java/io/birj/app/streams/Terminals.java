package io.birj.app.streams;

/**
 * Which of the standard output streams is a terminal. Java 17 cannot tell one stream alone ({@code
 * System.console()} needs stdin and stdout both), so the {@code bir} launcher says it with {@code
 * -Dbirj.stdout.tty} and {@code -Dbirj.stderr.tty}; without them, a console counts for both.
 */
public final class Terminals {
  /** The launcher's word for stdout. */
  public static final String STDOUT = "birj.stdout.tty";

  /** The launcher's word for stderr. */
  public static final String STDERR = "birj.stderr.tty";

  private Terminals() {}

  /** True when stdout is a terminal. */
  public static boolean stdout() {
    return is(STDOUT);
  }

  /** True when stderr is a terminal. */
  public static boolean stderr() {
    return is(STDERR);
  }

  private static boolean is(String property) {
    String said = System.getProperty(property);
    return said != null ? Boolean.parseBoolean(said) : System.console() != null;
  }
}
