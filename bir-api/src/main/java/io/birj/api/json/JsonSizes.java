package io.birj.api.json;

/**
 * Byte counts of JSON scalars as jackson-core's UTF-8 generator writes them by default (no
 * indentation, no non-ASCII escaping), for exact wire-size guards computed without writing.
 */
public final class JsonSizes {
  private JsonSizes() {}

  /** The decimal digits (and sign) of a signed 64-bit integer. */
  public static int signedDigits(long v) {
    if (v == Long.MIN_VALUE) {
      return 20;
    }
    if (v < 0) {
      return 1 + signedDigits(-v);
    }
    int n = 1;
    while (v >= 10) {
      v /= 10;
      n++;
    }
    return n;
  }

  /** The decimal digits of an unsigned 64-bit integer given by its bits. */
  public static int unsignedDigits(long v) {
    return v >= 0 ? signedDigits(v) : Long.toUnsignedString(v).length();
  }

  /**
   * A JSON string with its quotes: the two-character escapes for {@code "}, {@code \} and the
   * control characters b, t, n, f, r; a six-character unicode escape for the other control
   * characters; UTF-8 for the rest (a surrogate pair is 4 bytes).
   */
  public static long stringBytes(String s) {
    long n = 2;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c < 0x20) {
        n += (c == '\b' || c == '\t' || c == '\n' || c == '\f' || c == '\r') ? 2 : 6;
      } else if (c == '"' || c == '\\') {
        n += 2;
      } else if (c < 0x80) {
        n += 1;
      } else if (c < 0x800) {
        n += 2;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < s.length()
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        n += 4;
        i++;
      } else {
        n += 3;
      }
    }
    return n;
  }

  /** Saturating addition of two non-negative sizes. */
  public static long add(long a, long b) {
    long r = a + b;
    return r < 0 ? Long.MAX_VALUE : r;
  }
}
