package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.testkit.property.Choices;
import io.birj.testkit.property.PropertyCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Floats are spelled as nlohmann::json's dump spells them (format_buffer, min -4, max 15). */
class FloatTextTest {

  @ParameterizedTest(name = "{0} prints as {1}")
  @CsvSource({
    "1.0, 1.0",
    "0.1, 0.1",
    "-2.5, -2.5",
    "100.0, 100.0",
    "123.456, 123.456",
    "0.0001, 0.0001",
    "1e-5, 1e-05",
    "1.5e-7, 1.5e-07",
    "1e14, 100000000000000.0",
    "1e15, 1e+15",
    "1.25e20, 1.25e+20",
    "1e100, 1e+100",
    "1.7976931348623157e308, 1.7976931348623157e+308",
    "0.30000000000000004, 0.30000000000000004",
    "123456789012345.6, 123456789012345.6",
  })
  void finiteValuesUseNlohmannsLayout(double value, String text) {
    assertEquals(text, FloatText.format(value));
  }

  @ParameterizedTest(name = "{0} is signed zero")
  @CsvSource({"0.0, 0.0", "-0.0, -0.0"})
  void zeroKeepsItsSign(double value, String text) {
    assertEquals(text, FloatText.format(value));
  }

  /** Finite doubles: any bit pattern, short decimals, whole numbers and the edges of the layout. */
  static double finiteDouble(Choices c) {
    switch (c.between(0, 3)) {
      case 0:
        {
          long bits = c.anyLong();
          double d = Double.longBitsToDouble(bits);
          // An all-ones exponent is NaN or infinity: drop its top bit to stay finite.
          return Double.isFinite(d) ? d : Double.longBitsToDouble(bits & ~(1L << 62));
        }
      case 1:
        return c.between(-1_000_000, 1_000_000) / Math.pow(10, c.between(0, 9));
      case 2:
        return c.between(-(1L << 53), 1L << 53);
      default:
        return new double[] {
              0.0,
              -0.0,
              Double.MIN_VALUE,
              Double.MAX_VALUE,
              Double.MIN_NORMAL,
              1e15,
              1e-5,
              1e-4,
              999999999999999.9,
              0.1,
              -Double.MAX_VALUE
            }
            [c.between(0, 10)];
    }
  }

  @Test
  void everyFiniteDoubleReadsBackToItself() {
    PropertyCheck.forAll(
        2000,
        FloatTextTest::finiteDouble,
        value -> {
          String text = FloatText.format(value);
          assertEquals(value, Double.parseDouble(text), text);
          assertTrue(text.contains(".") || text.contains("e"), text);
        });
  }

  @ParameterizedTest(name = "{1} travels as \"{0}\"")
  @CsvSource({"nan, NaN", "inf, Infinity", "-inf, -Infinity"})
  void nonFiniteValuesTravelAsTheToolsStrings(String spelling, double value) {
    assertEquals(spelling, FloatText.nonFiniteSpelling(value));
    assertEquals(value, FloatText.parseNonFinite(spelling));
  }

  @ParameterizedTest
  @CsvSource({"NaN", "Infinity", "-Infinity", "1.0", "NAN"})
  void otherStringsSpellNoNonFiniteValue(String s) {
    assertNull(FloatText.parseNonFinite(s.equals("1.0") ? "1.0" : s));
  }

  @ParameterizedTest
  @CsvSource({"NaN", "Infinity"})
  void formatRefusesNonFiniteValues(double value) {
    assertThrows(IllegalArgumentException.class, () -> FloatText.format(value));
  }

  @ParameterizedTest(name = "{0} read as {1} is in range: {2}")
  @CsvSource({
    "1e-999999999, 0.0, false",
    "-1e-400, -0.0, false",
    "0.0000, 0.0, true",
    "-0, -0.0, true",
    "0e-999999, 0.0, true",
    "00.0e5, 0.0, true",
    "1e999999999, Infinity, false",
    "-1e400, -Infinity, false",
    "4.9e-324, 4.9e-324, true",
    "1.5, 1.5, true",
  })
  void aLiteralIsInTheDoubleRangeUnlessItBecameZeroOrInfinity(
      String literal, double value, boolean inRange) {
    assertEquals(inRange, FloatText.inDoubleRange(literal, value));
  }
}
