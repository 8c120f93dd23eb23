package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.format.IllFormedDocumentException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A break (0xFF) closes an indefinite-length item, and nothing else reads as well formed. */
class CborBreakTest {
  private static List<JsonToken> tokens(String hexBytes) throws IOException {
    List<JsonToken> out = new ArrayList<>();
    try (JsonParser p =
        Twins.CBOR.createParser(
            new ByteArrayInputStream(hex(hexBytes)), StreamReadConstraints.defaults())) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        out.add(t);
      }
    }
    return out;
  }

  private static IllFormedDocumentException refused(String hexBytes) {
    return assertThrows(IllFormedDocumentException.class, () -> tokens(hexBytes));
  }

  @Test
  void aBreakInsideAnArrayThatDeclared4294967295ItemsIsRefused() {
    // {"a": [1, <break>]} where the array's head says 2^32 - 1 items
    IllFormedDocumentException e = refused("A1 61 61 9A FF FF FF FF 01 FF");
    assertEquals(9, e.byteOffset());
    assertTrue(e.reason().contains("still holds 4294967294 item(s)"), e.reason());
  }

  @Test
  void aBreakInsideAMapThatDeclaredMoreEntriesIsRefused() {
    IllFormedDocumentException e = refused("A2 61 61 01 FF");
    assertEquals(4, e.byteOffset());
  }

  @Test
  void aBreakWithNothingOpenIsRefused() {
    IllFormedDocumentException e = refused("A1 61 61 01 FF");
    assertTrue(e.reason().contains("no indefinite-length item is open"), e.reason());
  }

  @Test
  void breaksCloseIndefiniteArraysMapsAndStringsInsideDefiniteOnes() throws IOException {
    // {"a": [[1], "xy", {}], "b": 2} with the inner array, string and map indefinite
    List<JsonToken> t = tokens("A2 61 61 83 9F 01 FF 7F 61 78 61 79 FF BF FF 61 62 02");
    assertEquals(
        List.of(
            JsonToken.START_OBJECT,
            JsonToken.FIELD_NAME,
            JsonToken.START_ARRAY,
            JsonToken.START_ARRAY,
            JsonToken.VALUE_NUMBER_INT,
            JsonToken.END_ARRAY,
            JsonToken.VALUE_STRING,
            JsonToken.START_OBJECT,
            JsonToken.END_OBJECT,
            JsonToken.END_ARRAY,
            JsonToken.FIELD_NAME,
            JsonToken.VALUE_NUMBER_INT,
            JsonToken.END_OBJECT),
        t);
  }

  @Test
  void emptyAndNestedDefiniteContainersCompleteWithoutABreak() throws IOException {
    // {"a": [[], {}, [[7]]]}
    assertEquals(14, tokens("A1 61 61 83 80 A0 81 81 07").size());
  }
}
