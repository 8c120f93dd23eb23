package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.READ;
import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.DocumentFormats;
import io.birj.api.format.JsonFormat;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** With bir-cbor installed, the first bytes tell JSON from CBOR as the compiler's loader does. */
class CborSniffTest {
  private static final DocumentFormats FORMATS = DocumentFormats.load();

  /** A stream that cannot mark, as a socket or a pipe. */
  private static InputStream unmarkable(byte[] doc) {
    InputStream in = new ByteArrayInputStream(doc);
    return new InputStream() {
      @Override
      public int read() throws IOException {
        return in.read();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, len);
      }
    };
  }

  private static DocumentFormat sniffed(byte[] doc) throws IOException {
    DocumentFormats.Sniffed s = FORMATS.sniff(unmarkable(doc));
    assertArrayEquals(doc, s.stream().readAllBytes(), "the stream still yields every byte");
    return s.format();
  }

  static IntStream mapHeads() {
    return IntStream.concat(IntStream.rangeClosed(0xA0, 0xBB), IntStream.of(0xBF));
  }

  @Test
  void service_loader_finds_the_cbor_format() {
    assertEquals(List.of("json", "cbor"), FORMATS.names());
    assertInstanceOf(CborFormat.class, FORMATS.byName("cbor"));
  }

  @ParameterizedTest(name = "first byte 0x{0}")
  @MethodSource("mapHeads")
  void every_map_head_is_cbor(int head) throws IOException {
    assertEquals("cbor", sniffed(new byte[] {(byte) head, 0, 0, 0}).name());
  }

  @Test
  void the_self_describe_tag_is_cbor_and_read_through() throws IOException {
    byte[] doc = hex("D9 D9 F7 A1 61 61 01");
    assertEquals("cbor", sniffed(doc).name());
    try (JsonParser p = Twins.CBOR.createParser(new ByteArrayInputStream(doc), READ)) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      assertEquals("a", p.nextFieldName());
      assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
      assertEquals(1, p.getIntValue());
      assertEquals(JsonToken.END_OBJECT, p.nextToken());
    }
  }

  @Test
  void json_without_a_byte_order_mark_is_json() throws IOException {
    assertEquals("json", sniffed("\n  {\"version\": 2}".getBytes(StandardCharsets.UTF_8)).name());
  }

  @Test
  void json_after_a_utf8_byte_order_mark_is_json_and_parses() throws IOException {
    byte[] doc = "\uFEFF{\"version\": 2}".getBytes(StandardCharsets.UTF_8);
    assertEquals("EF BB BF 7B", hex(java.util.Arrays.copyOf(doc, 4)));
    DocumentFormats.Sniffed s = FORMATS.sniff(unmarkable(doc));
    assertEquals(JsonFormat.INSTANCE, s.format());
    try (JsonParser p = s.format().createParser(s.stream(), READ)) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      assertEquals("version", p.nextFieldName());
    }
  }

  @Test
  void utf16_json_is_json() throws IOException {
    assertEquals("json", sniffed("{\"version\": 2}".getBytes(StandardCharsets.UTF_16)).name());
    assertEquals("json", sniffed("{\"version\": 2}".getBytes(StandardCharsets.UTF_16LE)).name());
  }

  @Test
  void empty_input_is_refused_as_empty() {
    BirException e = assertThrows(BirException.class, () -> FORMATS.sniff(unmarkable(new byte[0])));
    assertTrue(e.reason().startsWith("the document is empty; a BIR document is"), e.reason());
  }

  @Test
  void garbage_is_refused_naming_both_installed_formats() {
    BirException e =
        assertThrows(BirException.class, () -> FORMATS.sniff(unmarkable(hex("00 01 02 03"))));
    assertTrue(
        e.reason()
            .startsWith(
                "no installed document format recognizes the document (installed: json, cbor):"
                    + " it starts with 00 01 02 03;"),
        e.reason());
  }

  @Test
  void a_cbor_array_is_not_a_document() {
    BirException e =
        assertThrows(BirException.class, () -> FORMATS.sniff(unmarkable(hex("82 01 02"))));
    assertTrue(e.reason().contains("it starts with 82 01 02; a BIR document is"), e.reason());
  }

  @Test
  void reserved_map_heads_are_not_cbor_documents() {
    for (int head = 0xBC; head <= 0xBE; head++) {
      byte[] doc = {(byte) head, 0};
      assertThrows(BirException.class, () -> FORMATS.sniff(unmarkable(doc)), "0x" + head);
    }
  }
}
