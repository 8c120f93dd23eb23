package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.format.IllFormedDocumentException;
import io.birj.api.json.JsonErrors;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The CBOR parser honours the StreamReadConstraints it is given, and the duplicate-key rule. */
class CborConstraintsTest {
  private static int drain(byte[] doc, StreamReadConstraints c) throws IOException {
    int n = 0;
    try (JsonParser p = Twins.CBOR.createParser(new ByteArrayInputStream(doc), c)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING) {
          p.getText();
        }
        n++;
      }
    }
    return n;
  }

  @Test
  void the_nesting_depth_given_is_honoured() throws IOException {
    StreamReadConstraints two = StreamReadConstraints.builder().maxNestingDepth(2).build();
    assertEquals(7, drain(hex("A1 61 61 A1 61 62 01"), two)); // {"a": {"b": 1}}
    StreamConstraintsException e =
        assertThrows(
            StreamConstraintsException.class,
            () -> drain(hex("A1 61 61 A1 61 62 80"), two)); // {"a": {"b": []}}
    assertTrue(e.getMessage().contains("Document nesting depth (3) exceeds"), e.getMessage());
  }

  @Test
  void the_nesting_depth_holds_for_indefinite_containers_too() {
    StreamReadConstraints two = StreamReadConstraints.builder().maxNestingDepth(2).build();
    assertThrows(StreamConstraintsException.class, () -> drain(hex("9F 9F 9F FF FF FF"), two));
  }

  @Test
  void the_string_length_given_is_honoured() throws IOException {
    StreamReadConstraints eight = StreamReadConstraints.builder().maxStringLength(8).build();
    byte[] ok = Twins.cborOf("{\"a\": \"12345678\"}".getBytes(), Twins.Numbers.AS_VALUES);
    assertEquals(4, drain(ok, eight));
    byte[] tooLong = Twins.cborOf("{\"a\": \"123456789\"}".getBytes(), Twins.Numbers.AS_VALUES);
    // Refused by the strict filter as it reaches the ninth character, before jackson holds it.
    IllFormedDocumentException e =
        assertThrows(IllFormedDocumentException.class, () -> drain(tooLong, eight));
    assertEquals("a string is longer than the limit of 8 characters", e.reason());
    assertEquals(3, e.byteOffset(), "the string's head");
  }

  @Test
  void a_long_string_in_chunks_is_held_to_the_length_too() {
    StreamReadConstraints eight = StreamReadConstraints.builder().maxStringLength(8).build();
    // "12345" "6789" as one indefinite-length text string
    byte[] doc = hex("A1 61 61 7F 65 31 32 33 34 35 64 36 37 38 39 FF");
    IllFormedDocumentException e =
        assertThrows(IllFormedDocumentException.class, () -> drain(doc, eight));
    assertEquals("a string is longer than the limit of 8 characters", e.reason());
    assertEquals(3, e.byteOffset(), "the indefinite-length string's head");
  }

  @Test
  void the_document_length_given_is_honoured() {
    StreamReadConstraints small = StreamReadConstraints.builder().maxDocumentLength(4).build();
    byte[] doc = hex("A1 61 61 63 78 78 78");
    assertThrows(StreamConstraintsException.class, () -> drain(doc, small));
  }

  @Test
  void a_key_repeated_in_one_map_is_refused() {
    byte[] doc = hex("A2 61 61 01 61 61 02"); // {"a": 1, "a": 2}
    StreamReadException e =
        assertThrows(StreamReadException.class, () -> drain(doc, StreamReadConstraints.defaults()));
    assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getMessage());
    // jackson's words, reworded, are the one rule's: a duplicate reads the same in CBOR.
    assertEquals(DuplicateKey.message("a"), JsonErrors.message(e));
  }
}
