package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
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
  void syntaxErrorKeepsJacksonsWordsAndPosition() throws IOException {
    try (JsonParser p = JSON.createParser("{\n  \"a\" 1}")) {
      JsonReads.next(p);
      BirException e = assertThrows(BirException.class, () -> JsonReads.next(p));
      assertTrue(e.reason().startsWith("Unexpected character"), e.reason());
      assertEquals(2, e.line());
      assertEquals(7, e.column());
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
