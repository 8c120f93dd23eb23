package io.birj.cli.text;

/**
 * A string from a document, a file name or an error message, made safe for a human-readable line:
 * control, format and separator characters are escaped (as {@code \n}, {@code \t}, or a backslash,
 * a u and four hex digits, as in JSON), so a name cannot forge a line, reorder text or drive the
 * terminal; and a long string is cut in the middle, the ellipsis saying how long the original was.
 * A backslash stays as it is: values are often JSON texts, whose own escapes would otherwise double
 * (so {@code \n} may also be a backslash and an n: JSON output, exact, tells). JSON output never
 * goes through here. Which limits a command's lines use is its {@link Display}.
 */
public final class Shown {
  /** Names, keys and values inside a line. */
  public static final int NAME = 120;

  /** Messages, pointers and expression texts, which embed names. */
  public static final int MESSAGE = 1000;

  /** File names the user gave (long paths are real): only escaped in practice. */
  public static final int PATH = 4096;

  private Shown() {}

  /** {@code s} escaped and cut to {@link #NAME} characters of the original. */
  public static String of(String s) {
    return of(s, NAME);
  }

  /**
   * {@code s} escaped; when it has more than {@code max} characters, its first two thirds and last
   * third of {@code max} around {@code …(N chars)…}, N being the original length.
   */
  public static String of(String s, int max) {
    if (s == null) {
      return "null";
    }
    if (s.length() <= max) {
      return escaped(s);
    }
    int head = boundary(s, max * 2 / 3);
    int tail = boundary(s, s.length() - (max - max * 2 / 3));
    return escaped(s.substring(0, head))
        + "…("
        + s.length()
        + " chars)…"
        + escaped(s.substring(tail));
  }

  /** {@code s} escaped, never cut (a result the user asked for, e.g. an expression's text). */
  public static String escaped(String s) {
    int i = 0;
    while (i < s.length()) {
      if (plain(s.charAt(i))) {
        i++;
      } else if (safePair(s, i)) {
        i += 2;
      } else {
        break;
      }
    }
    if (i == s.length()) {
      return s; // nothing to escape: the same string, nothing made
    }
    StringBuilder sb = new StringBuilder(s.length() + 16).append(s, 0, i);
    for (; i < s.length(); i++) {
      char c = s.charAt(i);
      if (plain(c)) {
        sb.append(c);
        continue;
      }
      switch (c) {
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          if (safePair(s, i)) {
            sb.append(c).append(s.charAt(++i));
          } else {
            sb.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
          }
        }
      }
    }
    return sb.toString();
  }

  /** A surrogate pair at {@code i} whose character is printed as it is (an emoji, not a tag). */
  private static boolean safePair(String s, int i) {
    return Character.isHighSurrogate(s.charAt(i))
        && i + 1 < s.length()
        && Character.isLowSurrogate(s.charAt(i + 1))
        && !unsafe(Character.getType(s.codePointAt(i)));
  }

  /** A character printed as it is: not a surrogate, not unsafe. */
  private static boolean plain(char c) {
    if (c >= 0x20 && c < 0x7f) {
      return true;
    }
    return !Character.isSurrogate(c) && !unsafe(Character.getType(c));
  }

  /** Characters that move the cursor, end a line, reorder text or are invisible. */
  private static boolean unsafe(int type) {
    return type == Character.CONTROL
        || type == Character.FORMAT
        || type == Character.LINE_SEPARATOR
        || type == Character.PARAGRAPH_SEPARATOR
        || type == Character.SURROGATE;
  }

  /** {@code i}, moved back one if it would split a surrogate pair. */
  private static int boundary(String s, int i) {
    if (i > 0 && i < s.length() && Character.isLowSurrogate(s.charAt(i))) {
      return i - 1;
    }
    return i;
  }
}
