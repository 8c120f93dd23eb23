package io.birj.api.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import io.birj.api.error.BirException;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The format registry: JSON built in, providers by name, and the sniff of the first bytes. */
class DocumentFormatsTest {
  private static final byte[] CBOR_MAP = {(byte) 0xA1, 0x61, 0x61, 0x01}; // {"a": 1}

  /** A stand-in provider: recognises documents whose first byte is {@code first}. */
  private record FakeFormat(String name, int first) implements DocumentFormat {
    @Override
    public boolean recognizes(byte[] head, int length) {
      return length > 0 && (head[0] & 0xFF) == first;
    }

    @Override
    public JsonParser createParser(InputStream in, StreamReadConstraints constraints) {
      throw new UnsupportedOperationException();
    }

    @Override
    public JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints) {
      throw new UnsupportedOperationException();
    }

    @Override
    public boolean hasLineColumns() {
      return false;
    }
  }

  private static final FakeFormat CBOR_STAND_IN = new FakeFormat("cbor", 0xA1);

  /** A stream that cannot mark and hands out one byte per read. */
  private static InputStream trickle(byte[] doc) {
    InputStream in = new ByteArrayInputStream(doc);
    return new InputStream() {
      @Override
      public int read() throws IOException {
        return in.read();
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        return in.read(b, off, Math.min(len, 1));
      }
    };
  }

  private static String reasonOf(Runnable r) {
    return assertThrows(BirException.class, r::run).reason();
  }

  @Test
  void without_providers_only_json_is_installed() {
    assertEquals(List.of("json"), DocumentFormats.load().names());
    assertEquals(List.of("json"), DocumentFormats.of().names());
  }

  @Test
  void json_comes_first_then_the_providers_by_name() {
    DocumentFormats formats = DocumentFormats.of(new FakeFormat("zeta", 1), CBOR_STAND_IN);
    assertEquals(List.of("json", "cbor", "zeta"), formats.names());
    assertSame(JsonFormat.INSTANCE, formats.formats().get(0));
  }

  @Test
  void two_formats_of_one_name_are_refused() {
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> DocumentFormats.of(new FakeFormat("json", 1)));
    assertEquals("two document formats are named json", e.getMessage());
  }

  @Test
  void by_name_finds_an_installed_format() {
    DocumentFormats formats = DocumentFormats.of(CBOR_STAND_IN);
    assertSame(JsonFormat.INSTANCE, formats.byName("json"));
    assertSame(CBOR_STAND_IN, formats.byName("cbor"));
  }

  @Test
  void by_name_of_absent_cbor_names_the_module_to_add() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> DocumentFormats.of().byName("cbor"));
    assertEquals(
        "no document format cbor is installed (installed: json);"
            + " add the module io.birj.format.cbor (artifact bir-cbor)",
        e.getMessage());
  }

  @Test
  void by_name_of_an_unknown_format_names_the_installed_ones() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> DocumentFormats.of().byName("yaml"));
    assertEquals("no document format yaml is installed (installed: json)", e.getMessage());
  }

  @Test
  void cbor_bytes_without_the_cbor_module_name_the_module() {
    String reason = reasonOf(() -> DocumentFormats.of().recognize(CBOR_MAP, CBOR_MAP.length));
    assertEquals(
        "the document looks like CBOR (it starts with A1 61 61 01), but no CBOR format is"
            + " installed (installed: json); add the module io.birj.format.cbor (artifact"
            + " bir-cbor)",
        reason);
  }

  @Test
  void cbor_bytes_with_a_cbor_format_installed_are_its() {
    assertSame(CBOR_STAND_IN, DocumentFormats.of(CBOR_STAND_IN).recognize(CBOR_MAP, 4));
  }

  @Test
  void bytes_nobody_recognizes_are_shown_with_what_a_document_starts_as() {
    byte[] doc = "[1, 2, 3, 4, 5]".getBytes(StandardCharsets.UTF_8);
    BirException e =
        assertThrows(BirException.class, () -> DocumentFormats.of().recognize(doc, doc.length));
    assertEquals(
        "no installed document format recognizes the document (installed: json): it starts with"
            + " 5B 31 2C 20 32 2C 20 33 ... (\"[1, 2, 3...\"); a BIR document is a JSON object"
            + " (its first non-blank character is '{', after an optional byte order mark) or a"
            + " CBOR map (first byte 0xA0-0xBB or 0xBF, or the self-describe tag D9 D9 F7)",
        e.reason());
    assertEquals("", e.pointer());
  }

  @Test
  void binary_garbage_is_shown_in_hex_alone() {
    byte[] doc = {(byte) 0x80, 0x00, (byte) 0xFF};
    String reason = reasonOf(() -> DocumentFormats.of().recognize(doc, doc.length));
    assertTrue(reason.contains(": it starts with 80 00 FF; a BIR document is"), reason);
  }

  @Test
  void an_empty_document_says_so() {
    String reason = reasonOf(() -> DocumentFormats.of().recognize(new byte[0], 0));
    assertTrue(reason.startsWith("the document is empty; a BIR document is a JSON object"), reason);
  }

  @Test
  void sniffing_a_stream_that_cannot_mark_still_yields_every_byte() throws IOException {
    byte[] doc = "  {\"version\": 2, \"functions\": []}".getBytes(StandardCharsets.UTF_8);
    DocumentFormats.Sniffed s = DocumentFormats.of().sniff(trickle(doc));
    assertSame(JsonFormat.INSTANCE, s.format());
    assertArrayEquals(doc, s.stream().readAllBytes());
  }

  @Test
  void sniffing_a_markable_stream_resets_and_returns_it() throws IOException {
    byte[] doc = "{\"version\": 2, \"functions\": []}".getBytes(StandardCharsets.UTF_8);
    InputStream in = new BufferedInputStream(new ByteArrayInputStream(doc));
    DocumentFormats.Sniffed s = DocumentFormats.of().sniff(in);
    assertSame(in, s.stream());
    assertArrayEquals(doc, s.stream().readAllBytes());
  }

  @Test
  void sniffing_a_document_shorter_than_the_head_yields_it_whole() throws IOException {
    DocumentFormats.Sniffed s = DocumentFormats.of(CBOR_STAND_IN).sniff(trickle(CBOR_MAP));
    assertSame(CBOR_STAND_IN, s.format());
    assertArrayEquals(CBOR_MAP, s.stream().readAllBytes());
  }

  @Test
  void sniffing_an_empty_stream_is_the_empty_document_error() {
    String reason =
        reasonOf(
            () -> {
              try {
                DocumentFormats.of().sniff(trickle(new byte[0]));
              } catch (IOException e) {
                throw new AssertionError(e);
              }
            });
    assertTrue(reason.startsWith("the document is empty"), reason);
  }
}
