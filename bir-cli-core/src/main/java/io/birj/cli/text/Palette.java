package io.birj.cli.text;

import java.util.Locale;

/**
 * How the lines of a command are coloured: not at all ({@link #PLAIN}), or with ANSI escapes
 * ({@link #ANSI}: errors red, warnings yellow, notes cyan, pointers and codes dim; a difference's
 * old value red, its new value green, headings bold). Colour is for a person at a terminal only:
 * {@link #choose} gives {@code PLAIN} for a pipe or a file unless asked otherwise, and whenever the
 * {@code NO_COLOR} convention asks it to and colour was not asked for.
 */
public enum Palette {
  PLAIN,
  ANSI;

  /** The environment variable that turns colour off when it is set and not empty. */
  public static final String NO_COLOR = "NO_COLOR";

  /** The values of {@code --color}. */
  public enum When {
    NEVER,
    ALWAYS,
    AUTO;

    /** {@code never}, {@code always} or {@code auto} (any case); null for anything else. */
    public static When parse(String s) {
      for (When w : values()) {
        if (w.name().equalsIgnoreCase(s)) {
          return w;
        }
      }
      return null;
    }

    @Override
    public String toString() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /**
   * The palette for {@code --color=when}: {@code always} and {@code never} as they say; {@code
   * auto} colours only a terminal, and not when {@code NO_COLOR} is set to a non-empty value.
   */
  public static Palette choose(When when, boolean terminal, String noColor) {
    return switch (when) {
      case ALWAYS -> ANSI;
      case NEVER -> PLAIN;
      case AUTO -> terminal && (noColor == null || noColor.isEmpty()) ? ANSI : PLAIN;
    };
  }

  /** An error's severity word. */
  public String error(String s) {
    return paint("1;31", s);
  }

  /** A warning's severity word. */
  public String warning(String s) {
    return paint("1;33", s);
  }

  /** A note's word. */
  public String note(String s) {
    return paint("1;36", s);
  }

  /** What is there to find a place or a code by: a pointer, a code. */
  public String dim(String s) {
    return paint("2", s);
  }

  /** What a difference removed, the old value: red, as {@code git diff} shows a removed line. */
  public String removed(String s) {
    return paint("31", s);
  }

  /** What a difference added, the new value: green, as {@code git diff} shows an added line. */
  public String added(String s) {
    return paint("32", s);
  }

  /** A heading: the place a difference is at, a code and its title. */
  public String heading(String s) {
    return paint("1", s);
  }

  private String paint(String sgr, String s) {
    return this == PLAIN ? s : "\u001b[" + sgr + 'm' + s + "\u001b[0m";
  }
}
