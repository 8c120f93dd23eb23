package io.birj.api.json;

import com.fasterxml.jackson.core.io.NumberOutput;

/**
 * Floats as the compiler's JSON library (nlohmann::json) prints them: the shortest digits that read
 * back to the same double, laid out by nlohmann's {@code format_buffer} (plain decimal for decimal
 * exponents from -4 to 15, always with a fraction part, e.g. {@code 1.0}, {@code 0.001}; else
 * scientific with a signed exponent of at least two digits, e.g. {@code 1e+20}, {@code 1.5e-07}).
 * The digits come from jackson-core's Schubfach writer; only the layout is ours. Non-finite values
 * travel as the strings the tools use: {@code "nan"}, {@code "inf"}, {@code "-inf"}
 * (docs/wire/container.md, "Operands").
 */
public final class FloatText {
  public static final String NAN = "nan";
  public static final String INF = "inf";
  public static final String NEG_INF = "-inf";

  private static final int MIN_EXP = -4;
  private static final int MAX_EXP = 15;

  private FloatText() {}

  /** The string a non-finite value travels as, or {@code null} for a finite one. */
  public static String nonFiniteSpelling(double v) {
    if (Double.isNaN(v)) {
      return NAN;
    }
    if (v == Double.POSITIVE_INFINITY) {
      return INF;
    }
    if (v == Double.NEGATIVE_INFINITY) {
      return NEG_INF;
    }
    return null;
  }

  /** The non-finite value a string spells, or {@code null} when it spells none. */
  public static Double parseNonFinite(String s) {
    switch (s) {
      case NAN:
        return Double.NaN;
      case INF:
        return Double.POSITIVE_INFINITY;
      case NEG_INF:
        return Double.NEGATIVE_INFINITY;
      default:
        return null;
    }
  }

  /**
   * True when {@code value}, the double the JSON number {@code literal} reads as, stands for it:
   * false when the literal is beyond the largest double (it read as an infinity) or non-zero but
   * nearer zero than the smallest double (it read as a zero). Rounding to the nearest double is
   * reading; turning a number into infinity or zero is rewriting it, and birj refuses that.
   */
  public static boolean inDoubleRange(String literal, double value) {
    if (Double.isInfinite(value)) {
      return false;
    }
    return value != 0 || !hasNonZeroDigit(literal);
  }

  /** The one message for a number outside the double range: {@code what} names the value. */
  public static String outOfRange(String what, String literal) {
    String shown = literal.length() > 40 ? literal.substring(0, 40) + "…" : literal;
    return what + " " + shown + " is outside the double range";
  }

  /** A non-zero digit in the significand (before any exponent). */
  private static boolean hasNonZeroDigit(String literal) {
    for (int i = 0; i < literal.length(); i++) {
      char c = literal.charAt(i);
      if (c == 'e' || c == 'E') {
        return false;
      }
      if (c >= '1' && c <= '9') {
        return true;
      }
    }
    return false;
  }

  /** nlohmann's text for a finite double. */
  public static String format(double v) {
    if (!Double.isFinite(v)) {
      throw new IllegalArgumentException("not finite: " + v);
    }
    if (v == 0) {
      return (Double.doubleToRawLongBits(v) < 0) ? "-0.0" : "0.0";
    }
    String java = NumberOutput.toString(v, true); // e.g. "-1.2345E-7", "123.0", "1.0E20"
    StringBuilder out = new StringBuilder(24);
    int i = 0;
    if (java.charAt(0) == '-') {
      out.append('-');
      i = 1;
    }
    int e = java.indexOf('E');
    String mantissa = e < 0 ? java.substring(i) : java.substring(i, e);
    int exp10 = e < 0 ? 0 : Integer.parseInt(java.substring(e + 1));
    int dot = mantissa.indexOf('.');
    String intPart = dot < 0 ? mantissa : mantissa.substring(0, dot);
    String fracPart = dot < 0 ? "" : mantissa.substring(dot + 1);
    // digits * 10^(decimalExponent): strip leading and trailing zeros of the digit string.
    StringBuilder digits = new StringBuilder(intPart).append(fracPart);
    int decimalExponent = exp10 - fracPart.length();
    int lead = 0;
    while (lead < digits.length() - 1 && digits.charAt(lead) == '0') {
      lead++;
    }
    digits.delete(0, lead);
    while (digits.length() > 1 && digits.charAt(digits.length() - 1) == '0') {
      digits.setLength(digits.length() - 1);
      decimalExponent++;
    }
    layout(digits, decimalExponent, out);
    return out.toString();
  }

  private static void layout(CharSequence digits, int decimalExponent, StringBuilder out) {
    int k = digits.length();
    int n = k + decimalExponent;
    if (k <= n && n <= MAX_EXP) {
      out.append(digits);
      for (int z = k; z < n; z++) {
        out.append('0');
      }
      out.append(".0");
    } else if (0 < n && n <= MAX_EXP) {
      out.append(digits, 0, n).append('.').append(digits, n, k);
    } else if (MIN_EXP < n && n <= 0) {
      out.append("0.");
      for (int z = 0; z < -n; z++) {
        out.append('0');
      }
      out.append(digits);
    } else {
      out.append(digits.charAt(0));
      if (k > 1) {
        out.append('.').append(digits, 1, k);
      }
      int x = n - 1;
      out.append('e').append(x < 0 ? '-' : '+');
      x = Math.abs(x);
      if (x < 10) {
        out.append('0');
      }
      out.append(x);
    }
  }
}
