package io.birj.api.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The first-byte signatures of the two encodings the compiler reads. */
class KnownFormatTest {
  private static boolean json(byte[] b) {
    return KnownFormat.JSON.matches(b, b.length);
  }

  private static boolean cbor(byte[] b) {
    return KnownFormat.CBOR.matches(b, b.length);
  }

  private static byte[] bytes(int... v) {
    byte[] b = new byte[v.length];
    for (int i = 0; i < v.length; i++) {
      b[i] = (byte) v[i];
    }
    return b;
  }

  @ParameterizedTest
  @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void an_object_is_json_in_every_encoding_jackson_detects(String charset) {
    assertTrue(json("{\"version\": 2}".getBytes(Charset.forName(charset))));
  }

  @ParameterizedTest
  @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void an_object_after_blanks_is_json(String charset) {
    assertTrue(json(" \t\r\n{}".getBytes(Charset.forName(charset))));
  }

  @ParameterizedTest
  @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void an_object_after_a_byte_order_mark_is_json(String charset) {
    assertTrue(json("\uFEFF{}".getBytes(Charset.forName(charset))));
  }

  @ParameterizedTest
  @ValueSource(strings = {"UTF-8", "UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"})
  void an_array_or_a_scalar_is_not_a_json_document(String charset) {
    Charset cs = Charset.forName(charset);
    assertFalse(json("[1, 2]".getBytes(cs)));
    assertFalse(json(" \"text\"".getBytes(cs)));
    assertFalse(json("\uFEFF42".getBytes(cs)));
  }

  @Test
  void a_full_head_of_blanks_is_left_to_the_json_parser() {
    byte[] blanks = new byte[DocumentFormat.HEAD_LENGTH];
    Arrays.fill(blanks, (byte) ' ');
    assertTrue(json(blanks), "the document goes on past the head");
    assertFalse(json(Arrays.copyOf(blanks, DocumentFormat.HEAD_LENGTH - 1)), "all there is");
  }

  @Test
  void nothing_is_no_json_and_no_cbor() {
    assertFalse(json(new byte[0]));
    assertFalse(cbor(new byte[0]));
  }

  @Test
  void every_map_head_is_cbor_and_no_other_first_byte_is() {
    for (int b = 0; b < 256; b++) {
      boolean mapHead = (b >= 0xA0 && b <= 0xBB) || b == 0xBF;
      assertEquals(mapHead, cbor(bytes(b, 0x00)), String.format("first byte 0x%02X", b));
    }
  }

  @Test
  void the_self_describe_tag_is_cbor() {
    assertTrue(cbor(bytes(0xD9, 0xD9, 0xF7, 0xA0)));
    assertTrue(cbor(bytes(0xD9, 0xD9, 0xF7)));
    assertFalse(cbor(bytes(0xD9, 0xD9)), "a cut tag");
    assertFalse(cbor(bytes(0xD9, 0xD9, 0xF6, 0xA0)), "another tag");
  }

  @Test
  void no_two_byte_head_has_both_signatures() {
    for (int a = 0; a < 256; a++) {
      for (int b = 0; b < 256; b++) {
        byte[] head = bytes(a, b);
        assertFalse(json(head) && cbor(head), String.format("%02X %02X", a, b));
      }
    }
  }

  @Test
  void the_formats_are_found_by_name_and_by_bytes() {
    assertEquals(KnownFormat.CBOR, KnownFormat.named("cbor"));
    assertEquals(KnownFormat.JSON, KnownFormat.named("json"));
    assertNull(KnownFormat.named("yaml"));
    assertEquals(KnownFormat.CBOR, KnownFormat.matching(bytes(0xA1), 1));
    assertEquals(KnownFormat.JSON, KnownFormat.matching(bytes('{'), 1));
    assertNull(KnownFormat.matching(bytes(0x80), 1));
  }

  @Test
  void the_cbor_module_is_named_as_the_registries_name_a_missing_module() {
    assertEquals(
        "add the module io.birj.format.cbor (artifact bir-cbor)", KnownFormat.CBOR.addTheModule());
  }
}
