package io.birj.app.cli;

import io.birj.app.streams.Terminals;
import io.birj.cli.text.Palette;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * {@code --color=never|always|auto}: whether finding lines (and diff's lines, explain's heading)
 * are coloured. Read from the command line before picocli parses it (like {@code --plugins}), so
 * that the streams carry their palette from the start; declared on the root commands so that
 * picocli accepts and checks it.
 */
public final class ColorOption {
  public static final String NAME = "--color";

  static final String DESCRIPTION =
      "Colour the findings, diff's lines and explain's heading: never, always or auto (the"
          + " default: only on a terminal, and not when NO_COLOR is set).";

  private ColorOption() {}

  /** The palette {@code args} ask for on stdout, on this process's terminals and environment. */
  public static Palette palette(String[] args) {
    return palette(when(args), Terminals.stdout());
  }

  /** The palette {@code args} ask for on stderr, on this process's terminals and environment. */
  public static Palette errPalette(String[] args) {
    return palette(when(args), Terminals.stderr());
  }

  /**
   * The one rule for every stream: {@code always} wins (over {@code NO_COLOR} too), {@code never}
   * never colours, {@code auto} colours a terminal unless {@code NO_COLOR} is set.
   */
  static Palette palette(Palette.When when, boolean terminal) {
    return Palette.choose(when, terminal, System.getenv(Palette.NO_COLOR));
  }

  /** The last valid {@code --color} of {@code args} (before {@code --}), else {@code auto}. */
  static Palette.When when(String[] args) {
    Palette.When when = Palette.When.AUTO;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      if (a.equals("--")) {
        break;
      }
      String value =
          a.equals(NAME) && i + 1 < args.length
              ? args[i + 1]
              : a.startsWith(NAME + "=") ? a.substring(NAME.length() + 1) : null;
      if (value != null && Palette.When.parse(value) != null) {
        when = Palette.When.parse(value);
      }
    }
    return when;
  }

  /** Picocli's converter: the three words, in any case. */
  public static final class Converter extends OneOf<Palette.When> {
    public Converter() {
      super("a colour mode", spellings(), new Parse());
    }

    // A named class and a loop, not a stream of method references: every command makes this
    // converter, and its two lambdas were the only ones of the app that every start made anew
    // (-Xlog:class+load showed them defined at run time, not taken from the class-data archive).
    private static List<String> spellings() {
      List<String> spellings = new ArrayList<>();
      for (Palette.When w : Palette.When.values()) {
        spellings.add(w.toString());
      }
      return spellings;
    }

    private static final class Parse implements Function<String, Palette.When> {
      @Override
      public Palette.When apply(String value) {
        return Palette.When.parse(value);
      }
    }
  }
}
