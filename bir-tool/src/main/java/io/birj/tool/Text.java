package io.birj.tool;

import java.util.Locale;

/**
 * A string from a document or the command line, made safe for one human-readable line: control,
 * format and separator characters (and lone surrogates) are escaped as in JSON ({@code \n}, {@code
 * \t}, a backslash, a u and four hex digits), so that a name in a document cannot forge a line of
 * the output or drive the terminal. Nothing is cut: the tool prints names whole.
 */
final class Text {
  private Text() {}

  static String safe(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String escape = null;
      if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        if (unsafe(Character.getType(s.codePointAt(i)))) {
          escape = hex(c) + hex(s.charAt(i + 1));
        }
        if (sb != null) {
          sb.append(escape == null ? s.substring(i, i + 2) : escape);
        } else if (escape != null) {
          sb = new StringBuilder(s.length() + 16).append(s, 0, i).append(escape);
        }
        i++;
        continue;
      }
      if (Character.isSurrogate(c) || unsafe(Character.getType(c))) {
        escape =
            switch (c) {
              case '\n' -> "\\n";
              case '\r' -> "\\r";
              case '\t' -> "\\t";
              case '\b' -> "\\b";
              case '\f' -> "\\f";
              default -> hex(c);
            };
      }
      if (sb == null && escape != null) {
        sb = new StringBuilder(s.length() + 16).append(s, 0, i);
      }
      if (sb != null) {
        if (escape != null) {
          sb.append(escape);
        } else {
          sb.append(c);
        }
      }
    }
    return sb == null ? s : sb.toString();
  }

  private static String hex(char c) {
    return String.format(Locale.ROOT, "\\u%04x", (int) c);
  }

  /** Characters that move the cursor, end a line, reorder text or are invisible. */
  private static boolean unsafe(int type) {
    return type == Character.CONTROL
        || type == Character.FORMAT
        || type == Character.LINE_SEPARATOR
        || type == Character.PARAGRAPH_SEPARATOR
        || type == Character.SURROGATE;
  }
}
