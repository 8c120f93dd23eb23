package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.error.BirException;
import io.birj.api.format.StrictUtf8InputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The helpers the codecs use to turn jackson's failures into positioned BirExceptions. */
class JsonReadsTest {
  private static final JsonFactory JSON = new JsonFactory();

  @Test
  void nextAtTheEndOfTheInputIsAnError() throws IOException {
    try (JsonParser p = JSON.createParser("1")) {
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.next(p));
      assertEquals("unexpected end of input", e.reason());
    }
  }

  @Test
  void aSyntaxErrorIsInBirjsWordsAtJacksonsPosition() throws IOException {
    try (JsonParser p = JSON.createParser("{\n  \"a\" 1}")) {
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.next(p));
      assertEquals("unexpected character '1': expected ':' after a key", e.reason());
      assertEquals(2, e.line());
      assertEquals(7, e.column());
      assertEquals("/a", e.pointer());
    }
  }

  @Test
  void aLimitOfJacksonsIsInBirjsWords() throws IOException {
    JsonFactory shallow =
        JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(2).build())
            .build();
    try (JsonParser p = shallow.createParser("[[[1]]]")) {
      JsonReads.next(p);
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.next(p));
      assertEquals("the JSON nests 3 levels deep, more than the limit of 2", e.reason());
    }
  }

  @Test
  void skippingIsInBirjsWordsToo() throws IOException {
    try (JsonParser p = JSON.createParser("[1, NaN]")) {
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.skipChildren(p));
      assertTrue(e.reason().startsWith("NaN is not a JSON value"), e.reason());
      assertEquals(1, e.line());
    }
  }

  @Test
  void illFormedUtf8ThroughTheStrictFilterIsAnErrorAtItsBytes() throws IOException {
    byte[] doc = {'{', '"', 'k', '"', ':', '\n', ' ', '"', (byte) 0xC0, (byte) 0x80, '"', '}'};
    try (JsonParser p =
        JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(doc)))) {
      JsonReads.next(p); // {
      JsonReads.next(p); // "k"
      JsonReads.next(p); // the string: jackson decodes it lazily
      BirException e = assertThrows(BirException.class, () -> JsonReads.string(p, "k"));
      assertTrue(e.reason().startsWith("ill-formed UTF-8: the byte 0xC0"), e.reason());
    }
    try (JsonParser p =
        JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(doc)))) {
      JsonReads.next(p);
      JsonReads.next(p);
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.next(p));
      assertTrue(e.reason().startsWith("ill-formed UTF-8: the byte 0xC0"), e.reason());
      assertEquals(2, e.line());
      assertEquals(3, e.column());
      assertEquals("/k", e.pointer());
    }
  }

  // ---- floats --------------------------------------------------------------------------------

  private static double readDouble(String json) throws IOException {
    try (JsonParser p = JSON.createParser(json)) {
      JsonReads.next(p);
      return JsonReads.floatValue(p, "the float");
    }
  }

  private static BirException doubleRefusal(String json) {
    return assertThrows(BirException.class, () -> readDouble(json));
  }

  @Test
  void aFloatThatUnderflowsToZeroIsRefusedNotReadAsZero() {
    BirException e = doubleRefusal("1e-999999999");
    assertEquals("the float 1e-999999999 is outside the double range", e.reason());
    assertEquals(1, e.column());
    doubleRefusal("-2.5e-400");
    doubleRefusal("0." + "0".repeat(400) + "1");
  }

  @Test
  void aFloatBeyondTheLargestDoubleIsRefusedNotReadAsInfinity() {
    assertEquals(
        "the float 1e999999999 is outside the double range", doubleRefusal("1e999999999").reason());
    doubleRefusal("-1.8e308");
    doubleRefusal("1" + "0".repeat(400));
  }

  @Test
  void zerosTheExtremesAndRoundingAreRead() throws IOException {
    assertEquals(0.0, readDouble("0"));
    assertEquals(-0.0, readDouble("-0.0e-999"));
    assertEquals(0.0, readDouble("0e999999999"));
    assertEquals(Double.MIN_VALUE, readDouble("4.9e-324"));
    assertEquals(Double.MIN_VALUE, readDouble("3e-324"), "rounds to the smallest double");
    assertEquals(Double.MAX_VALUE, readDouble("1.7976931348623157e308"));
    assertEquals(0.1, readDouble("0.1000000000000000000000001"));
  }

  @Test
  void theNonFiniteStringsAreStillRead() throws IOException {
    assertTrue(Double.isNaN(readDouble("\"nan\"")));
    assertEquals(Double.NEGATIVE_INFINITY, readDouble("\"-inf\""));
  }

  @Test
  void doubleValueRefusesWhatIsNotANumber() throws IOException {
    try (JsonParser p = JSON.createParser("\"1.5\"")) {
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.doubleValue(p, "x"));
      assertEquals("x must be a number, found the string \"1.5\"", e.reason());
    }
  }

  @Test
  void unsignedAcceptsTheFull64BitRange() throws IOException {
    try (JsonParser p = JSON.createParser("18446744073709551615")) {
      JsonReads.next(p);
      assertEquals(-1L, JsonReads.unsignedLong(p, "x"));
    }
  }
}
