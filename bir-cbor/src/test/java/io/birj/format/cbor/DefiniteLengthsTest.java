package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The rewrite of indefinite lengths into definite ones, on hand-made CBOR. */
class DefiniteLengthsTest {
  private static String rewritten(String in) throws IOException {
    ByteChunks chunks = new ByteChunks();
    byte[] b = hex(in);
    chunks.write(b, 0, b.length);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    DefiniteLengths.rewrite(chunks, out);
    return hex(out.toByteArray());
  }

  @ParameterizedTest(name = "{0} becomes {1}")
  @CsvSource({
    "9F 01 02 FF, 82 01 02",
    "9F FF, 80",
    "BF FF, A0",
    "BF 61 61 9F FF FF, A1 61 61 80",
    "BF 61 61 BF 61 62 01 FF FF, A1 61 61 A1 61 62 01",
    "7F 62 61 62 61 63 FF, 63 61 62 63",
    "5F 41 01 42 02 03 FF, 43 01 02 03",
    "7F FF, 60",
    "9F C2 41 01 FF, 81 C2 41 01",
    "9F 1B FF FF FF FF FF FF FF FF 3B FF FF FF FF FF FF FF FF FF, 82 1B FF FF FF FF FF FF FF FF 3B FF FF FF FF FF FF FF FF",
    "9F FB 3F B9 99 99 99 99 99 9A F9 7E 00 F5 F6 F7 FF, 85 FB 3F B9 99 99 99 99 99 9A F9 7E 00 F5 F6 F7",
    "82 9F FF BF FF, 82 80 A0",
    "9F 82 01 02 9F 03 FF FF, 82 82 01 02 81 03",
  })
  void indefinite_items_get_definite_heads(String in, String out) throws IOException {
    assertEquals(out, rewritten(in));
  }

  @Test
  void definite_input_passes_unchanged() throws IOException {
    String doc = "A2 61 61 82 01 FA 3F C0 00 00 61 62 C2 41 01";
    assertEquals(doc, rewritten(doc));
  }

  @Test
  void a_count_of_24_or_more_takes_a_longer_head() throws IOException {
    String in = "9F" + " 00".repeat(24) + " FF";
    String out = rewritten(in);
    assertTrue(out.startsWith("98 18 00"), out);
    String map = "BF" + " 00 00".repeat(256) + " FF";
    assertTrue(rewritten(map).startsWith("B9 01 00 00"), "256 pairs");
  }

  @Test
  void items_that_span_chunks_are_rewritten() throws IOException {
    StringBuilder in = new StringBuilder("9F");
    for (int i = 0; i < 70000; i++) {
      in.append(" 19 01 00"); // 256 as a 3-byte item: the buffer crosses 64 KiB chunks
    }
    in.append(" FF");
    String out = rewritten(in.toString());
    assertTrue(out.startsWith("9A 00 01 11 70 19 01 00"), out.substring(0, 30));
    assertEquals(5 + 3 * 70000, out.split(" ").length);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "FF, a break outside an indefinite-length item",
    "82 01, the bytes end inside a container",
    "9F 01, the bytes end inside a container",
    "63 61 62, the bytes end inside an item",
    "7F 01 FF, a string chunk of another type or of indefinite length",
    "1C, reserved additional information 28",
  })
  void malformed_bytes_are_refused_not_written(String in, String what) {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> rewritten(in));
    assertTrue(
        e.getMessage().startsWith("the CBOR bytes held for the rewrite are malformed"),
        e.getMessage());
    assertTrue(e.getMessage().endsWith(what), e.getMessage());
  }
}
