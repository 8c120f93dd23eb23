package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.READ;
import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.birj.api.error.BirException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What jackson's JsonLocation gives for CBOR (bir-cbor/README.md, "Positions"): byte offsets, no
 * lines. The offset of a token is that of its first byte, its head; the end of a definite-length
 * container has no byte of its own and is placed after the container's last item.
 */
class CborPositionsTest {
  // {"a": 1, "b": [2, 3]}
  private static final byte[] DOC = hex("A2 61 61 01 61 62 82 02 03");

  private static JsonParser parser(byte[] doc) throws IOException {
    return Twins.CBOR.createParser(new ByteArrayInputStream(doc), READ);
  }

  @Test
  void a_token_is_at_the_byte_offset_of_its_head() throws IOException {
    List<String> seen = new ArrayList<>();
    try (JsonParser p = parser(DOC)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        seen.add(t + "@" + p.currentTokenLocation().getByteOffset());
      }
    }
    assertEquals(
        List.of(
            "START_OBJECT@0",
            "FIELD_NAME@1",
            "VALUE_NUMBER_INT@3",
            "FIELD_NAME@4",
            "START_ARRAY@6",
            "VALUE_NUMBER_INT@7",
            "VALUE_NUMBER_INT@8",
            "END_ARRAY@9",
            "END_OBJECT@9"),
        seen);
  }

  @Test
  void a_location_has_no_line_and_carries_the_offset_as_its_column() throws IOException {
    try (JsonParser p = parser(DOC)) {
      p.nextToken();
      p.nextToken();
      p.nextToken();
      JsonLocation at = p.currentTokenLocation();
      assertEquals(3, at.getByteOffset());
      assertEquals(-1, at.getLineNr());
      assertEquals(3, at.getColumnNr());
      assertEquals(-1, at.getCharOffset());
      assertEquals(4, p.currentLocation().getByteOffset(), "the parser has read the value");
    }
  }

  @Test
  void the_format_says_it_has_no_lines_or_text() {
    assertFalse(Twins.CBOR.hasLineColumns());
    assertFalse(Twins.CBOR.isText());
  }

  @Test
  void a_positioned_error_carries_its_byte_offset_instead_of_a_line() throws IOException {
    try (JsonParser p = parser(DOC)) {
      p.nextToken();
      p.nextToken();
      p.nextToken();
      BirException e =
          BirException.at(io.birj.api.error.DiagnosticCode.BIRJ_E0201, p, "not a name");
      assertEquals(0, e.line(), "a line of -1 is unknown");
      assertEquals("/a", e.pointer());
      assertEquals(3, e.offset(), "the offset of the value's head");
      assertEquals("not a name at byte 3 (at /a)", e.getMessage());
    }
  }

  @Test
  void after_a_truncated_document_the_parser_is_at_the_offset_where_the_bytes_end()
      throws IOException {
    byte[] cut = hex("A2 61 61 01 61 62 82 02");
    try (JsonParser p = parser(cut)) {
      StreamReadException e =
          assertThrows(
              StreamReadException.class,
              () -> {
                while (p.nextToken() != null) {
                  // read to the failure
                }
              });
      assertTrue(e.getOriginalMessage().startsWith("Unexpected end-of-input"), e.getMessage());
      // jackson's own exception counts the last buffer twice (16 here): take the parser's
      assertEquals(8, p.currentLocation().getByteOffset());
      assertEquals(8, p.currentTokenLocation().getByteOffset(), "where the missing item starts");
    }
  }
}
