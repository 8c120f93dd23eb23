package io.birj.api.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The strict filter: well-formed text passes byte for byte whatever the read sizes; each class of
 * ill-formed sequence is an error at its first byte, at the start, in the middle and at the end of
 * the input, across every read boundary.
 */
class StrictUtf8InputStreamTest {
  private static final JsonFactory JSON = new JsonFactory();

  /** Read sizes: a byte at a time, sizes that split every sequence, and a large buffer. */
  private static final int[] CHUNKS = {1, 2, 3, 5, 8192};

  private static byte[] hex(String h) {
    return HexFormat.of().parseHex(h.replace(" ", ""));
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] concat(byte[]... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] p : parts) {
      out.writeBytes(p);
    }
    return out.toByteArray();
  }

  /** An input that hands over at most {@code most} bytes per read, like a slow socket. */
  private static InputStream trickle(byte[] bytes, int most) {
    return new ByteArrayInputStream(bytes) {
      @Override
      public synchronized int read(byte[] b, int off, int len) {
        return super.read(b, off, Math.min(len, most));
      }
    };
  }

  /**
   * Reads everything through the filter with reads of {@code chunk} bytes into the middle of a
   * buffer (offset 1), the source trickling {@code chunk} bytes at a time; the bytes handed over
   * before an error are kept in {@code got}.
   */
  private static byte[] readAll(byte[] input, int chunk, ByteArrayOutputStream got)
      throws IOException {
    try (StrictUtf8InputStream in = new StrictUtf8InputStream(trickle(input, chunk))) {
      byte[] buf = new byte[chunk + 2];
      for (int n; (n = in.read(buf, 1, chunk)) >= 0; ) {
        got.write(buf, 1, n);
      }
    }
    return got.toByteArray();
  }

  private static IllFormedTextException refusal(
      byte[] input, int chunk, ByteArrayOutputStream got) {
    return assertThrows(IllFormedTextException.class, () -> readAll(input, chunk, got));
  }

  // ---- well-formed text -----------------------------------------------------------------------

  @Test
  void everyEncodingLengthAndItsEdgesPassThroughUnchanged() throws IOException {
    int[] codePoints = {
      0x00, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0xFFF, 0x1000, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000,
      0x3FFFF, 0x40000, 0xFFFFF, 0x100000, 0x10FFFF
    };
    StringBuilder text = new StringBuilder("[\"");
    for (int cp : codePoints) {
      text.appendCodePoint(cp).append("\r\n");
    }
    byte[] input = utf8(text.append("\"]").toString());
    for (int chunk : CHUNKS) {
      assertArrayEquals(
          input, readAll(input, chunk, new ByteArrayOutputStream()), "chunk " + chunk);
    }
  }

  @Test
  void aByteOrderMarkPassesThrough() throws IOException {
    byte[] input = concat(hex("EF BB BF"), utf8("{\"é\":1}"));
    assertArrayEquals(input, readAll(input, 2, new ByteArrayOutputStream()));
  }

  @Test
  void singleByteReadsAndSkipSeeTheSameBytes() throws IOException {
    byte[] input = utf8("ab€𝛼c");
    try (StrictUtf8InputStream in = new StrictUtf8InputStream(new ByteArrayInputStream(input))) {
      assertEquals('a', in.read());
      assertEquals(1, in.skip(1));
      assertEquals(0xE2, in.read());
      assertEquals(StrictUtf8InputStream.Encoding.UTF_8, in.encoding());
      assertEquals(3, in.byteOffset());
    }
  }

  @Test
  void skipChecksWhatItSkips() throws IOException {
    try (StrictUtf8InputStream in =
        new StrictUtf8InputStream(new ByteArrayInputStream(hex("41 C0 80")))) {
      assertThrows(IllFormedTextException.class, () -> in.skip(10));
    }
  }

  // ---- ill-formed UTF-8: each class, at the start, in the middle, at the end --------------------

  /** Each class: its bytes, what stands after them when they are not last, and the reason. */
  static Stream<Arguments> illFormedUtf8() {
    return Stream.of(
        Arguments.of(
            "C0 80",
            "the byte 0xC0 starts only overlong encodings (a character below U+0080 in two bytes)"),
        Arguments.of(
            "C1 BF",
            "the byte 0xC1 starts only overlong encodings (a character below U+0080 in two bytes)"),
        Arguments.of(
            "E0 80 80",
            "E0 80 starts an overlong encoding (a character below U+0800 in three bytes)"),
        Arguments.of(
            "E0 9F BF",
            "E0 9F starts an overlong encoding (a character below U+0800 in three bytes)"),
        Arguments.of(
            "F0 80 80 80",
            "F0 80 starts an overlong encoding (a character below U+10000 in four bytes)"),
        Arguments.of(
            "F0 8F BF BF",
            "F0 8F starts an overlong encoding (a character below U+10000 in four bytes)"),
        Arguments.of(
            "ED A0 80",
            "ED A0 starts the encoding of a surrogate (U+D800 to U+DFFF), which is not a character"),
        Arguments.of(
            "ED BF BF",
            "ED BF starts the encoding of a surrogate (U+D800 to U+DFFF), which is not a character"),
        Arguments.of("F4 90 80 80", "F4 90 starts a code point above U+10FFFF"),
        Arguments.of("F5 80 80 80", "the byte 0xF5 never appears in UTF-8"),
        Arguments.of("F8 88 80 80 80", "the byte 0xF8 never appears in UTF-8"),
        Arguments.of("FF", "the byte 0xFF never appears in UTF-8"),
        Arguments.of(
            "80", "the byte 0x80 continues no sequence (a continuation byte without its lead)"),
        Arguments.of(
            "BF", "the byte 0xBF continues no sequence (a continuation byte without its lead)"),
        Arguments.of("C3 41", "the 2-byte sequence C3 is cut short by the byte 0x41 after 1 byte"),
        Arguments.of(
            "E2 82 22", "the 3-byte sequence E2 82 is cut short by the byte 0x22 after 2 bytes"),
        Arguments.of(
            "F0 9F 98 C3 A9",
            "the 4-byte sequence F0 9F 98 is cut short by the byte 0xC3 after 3 bytes"));
  }

  @ParameterizedTest
  @MethodSource("illFormedUtf8")
  void anIllFormedSequenceAtTheStartIsRefusedAtItsFirstByte(String bad, String reason) {
    byte[] input = concat(hex(bad), utf8(" 1"));
    for (int chunk : CHUNKS) {
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      IllFormedTextException e = refusal(input, chunk, got);
      assertEquals("ill-formed UTF-8: " + reason, e.reason(), "chunk " + chunk);
      assertEquals(0, e.byteOffset());
      assertEquals(1, e.line());
      assertEquals(1, e.column());
      assertEquals(0, got.size(), "nothing before the error");
    }
  }

  @ParameterizedTest
  @MethodSource("illFormedUtf8")
  void anIllFormedSequenceInTheMiddleIsRefusedAtItsFirstByte(String bad, String reason) {
    String text = "{\"é€\":\r\n  \"\r  \"𝛼"; // line 3 starts after the lone CR
    byte[] before = utf8(text);
    int lineStart = utf8(text.substring(0, text.lastIndexOf('\r') + 1)).length;
    byte[] input = concat(before, hex(bad), utf8("\"}\n"));
    for (int chunk : CHUNKS) {
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      IllFormedTextException e = refusal(input, chunk, got);
      assertEquals("ill-formed UTF-8: " + reason, e.reason(), "chunk " + chunk);
      assertEquals(before.length, e.byteOffset());
      assertEquals(3, e.line());
      assertEquals(before.length - lineStart + 1, e.column());
      assertArrayEquals(before, got.toByteArray(), "everything before the error is handed over");
    }
  }

  /** The classes whose bytes are ill-formed however the input goes on (not cut short). */
  static Stream<Arguments> illFormedWhateverFollows() {
    return illFormedUtf8().filter(a -> !((String) a.get()[1]).contains("cut short"));
  }

  @ParameterizedTest
  @MethodSource("illFormedWhateverFollows")
  void anIllFormedSequenceAtTheEndIsRefusedAtItsFirstByte(String bad, String reason) {
    byte[] before = utf8("[\"ok\",\n\"");
    byte[] input = concat(before, hex(bad));
    for (int chunk : CHUNKS) {
      IllFormedTextException e = refusal(input, chunk, new ByteArrayOutputStream());
      assertEquals("ill-formed UTF-8: " + reason, e.reason(), "chunk " + chunk);
      assertEquals(before.length, e.byteOffset());
      assertEquals(2, e.line());
      assertEquals(2, e.column());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"C3", "E2", "E2 82", "F0", "F0 9F", "F0 9F 98"})
  void aSequenceCutShortByTheEndOfTheInputIsRefusedAtItsFirstByte(String bad) {
    byte[] before = utf8("\"x");
    byte[] input = concat(before, hex(bad));
    int length = bad.startsWith("C") ? 2 : bad.startsWith("E") ? 3 : 4;
    for (int chunk : CHUNKS) {
      IllFormedTextException e = refusal(input, chunk, new ByteArrayOutputStream());
      assertEquals(
          "ill-formed UTF-8: the "
              + length
              + "-byte sequence "
              + bad
              + " is cut short by the end of the input",
          e.reason());
      assertEquals(2, e.byteOffset());
      assertEquals(3, e.column());
    }
  }

  @Test
  void everyUnicodeScalarValuePassesThroughUnchanged() throws IOException {
    StringBuilder all = new StringBuilder("[\"ab"); // no zero byte among the first four
    for (int cp = 0; cp <= 0x10FFFF; cp++) {
      if (cp < 0xD800 || cp > 0xDFFF) {
        all.appendCodePoint(cp);
      }
    }
    byte[] input = utf8(all.toString());
    assertArrayEquals(input, readAll(input, 8192, new ByteArrayOutputStream()));
    assertArrayEquals(input, readAll(input, 3, new ByteArrayOutputStream()));
  }

  /**
   * On random byte strings made of the bytes where the rules change, the filter refuses exactly
   * what the JDK's strict UTF-8 decoder refuses, at the same byte: two implementations of the
   * standard's table agree.
   */
  @Test
  void refusesExactlyWhatTheJdksStrictDecoderRefusesAtTheSameByte() throws IOException {
    int[] alphabet = {
      0x41, 0x0A, 0x0D, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
      0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFE, 0xFF
    };
    java.util.Random r = new java.util.Random(7);
    int refused = 0;
    for (int round = 0; round < 6000; round++) {
      byte[] input = new byte[1 + r.nextInt(round % 2 == 0 ? 12 : 60)];
      input[0] = '['; // no zero bytes and no BOM: UTF-8 for jackson and for the filter
      for (int i = 1; i < input.length; i++) {
        input[i] =
            (byte) (r.nextInt(10) < 6 ? 'a' + r.nextInt(26) : alphabet[r.nextInt(alphabet.length)]);
      }
      int jdk = firstMalformedByte(input);
      ByteArrayOutputStream got = new ByteArrayOutputStream();
      int chunk = CHUNKS[round % CHUNKS.length];
      String hex = HexFormat.of().formatHex(input);
      if (jdk < 0) {
        assertArrayEquals(input, readAll(input, chunk, got), hex);
      } else {
        refused++;
        IllFormedTextException e = refusal(input, chunk, got);
        assertEquals(jdk, e.byteOffset(), hex);
        assertEquals(jdk, got.size(), "everything before the error and nothing of it");
        long[] place = lineAndColumn(input, jdk);
        assertEquals(place[0], e.line(), hex);
        assertEquals(place[1], e.column(), hex);
      }
    }
    assertTrue(refused > 1000 && refused < 5500, refused + " of 6000 refused");
  }

  /** The line and column of byte {@code at}, counted the plain way: CR, LF and CRLF end a line. */
  private static long[] lineAndColumn(byte[] input, int at) {
    long line = 1;
    int lineStart = 0;
    for (int i = 0; i < at; i++) {
      if (input[i] == '\n'
          || (input[i] == '\r' && (i + 1 >= input.length || input[i + 1] != '\n'))) {
        line++;
        lineStart = i + 1;
      } else if (input[i] == '\r') {
        lineStart = i + 1; // CR of a CRLF: its LF ends the line
      }
    }
    return new long[] {line, at - lineStart + 1};
  }

  /** Where the JDK's decoder (REPORT on malformed input) first stops, or -1. */
  private static int firstMalformedByte(byte[] input) {
    java.nio.charset.CharsetDecoder d =
        StandardCharsets.UTF_8
            .newDecoder()
            .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
            .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT);
    java.nio.ByteBuffer in = java.nio.ByteBuffer.wrap(input);
    java.nio.CharBuffer out = java.nio.CharBuffer.allocate(input.length * 2);
    java.nio.charset.CoderResult result = d.decode(in, out, true);
    if (result.isError()) {
      return in.position();
    }
    result = d.flush(out);
    return result.isError() ? in.position() : -1;
  }

  @Test
  void theErrorStaysForEveryLaterRead() throws IOException {
    try (StrictUtf8InputStream in =
        new StrictUtf8InputStream(new ByteArrayInputStream(hex("41 FF")))) {
      byte[] buf = new byte[8];
      assertEquals(1, in.read(buf, 0, 8));
      IllFormedTextException first = assertThrows(IllFormedTextException.class, () -> in.read(buf));
      assertSame(first, assertThrows(IllFormedTextException.class, in::read));
      assertEquals(0, in.available());
    }
  }

  @Test
  void columnsAfterAByteOrderMarkStartAfterIt() {
    IllFormedTextException e =
        refusal(
            concat(hex("EF BB BF"), utf8("[1,"), hex("C0 80")), 8192, new ByteArrayOutputStream());
    assertEquals(6, e.byteOffset());
    assertEquals(4, e.column());
  }

  /**
   * The place of the error is the one jackson gives a token at the same byte: the same offset, line
   * and column, after multi-byte characters, CR, LF and CRLF line ends, and a BOM.
   */
  @Test
  void theErrorsPlaceIsTheOneJacksonGivesTheSameByte() throws IOException {
    byte[] before = concat(hex("EF BB BF"), utf8("[\"é€𝛼\",\r\n \"ü\",\r\r\n\n  \"ß\", "));
    JsonLocation token;
    try (JsonParser p = JSON.createParser(concat(before, utf8("1]")))) {
      JsonToken t;
      while ((t = p.nextToken()) != JsonToken.VALUE_NUMBER_INT) {
        assertTrue(t != null);
      }
      token = p.currentTokenLocation();
    }
    IllFormedTextException e =
        refusal(concat(before, hex("ED A0 80"), utf8("]")), 8192, new ByteArrayOutputStream());
    assertEquals(token.getByteOffset(), e.byteOffset());
    assertEquals(token.getLineNr(), e.line());
    assertEquals(token.getColumnNr(), e.column());
  }

  // ---- through jackson -------------------------------------------------------------------------

  @Test
  void jacksonReadingThroughTheFilterFailsAtTheBadBytesWithTheirPlace() throws IOException {
    StringBuilder doc = new StringBuilder("{\"names\": [");
    for (int i = 0; i < 3000; i++) {
      doc.append("\"name").append(i).append("\",\n");
    }
    byte[] before = utf8(doc.append("\"x").toString());
    byte[] input = concat(before, hex("ED A0 80"), utf8("\"]}"));
    try (JsonParser p =
        JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(input)))) {
      JsonProcessingException e =
          assertThrows(
              JsonProcessingException.class,
              () -> {
                while (p.nextToken() != null) {
                  // read on
                }
              });
      IllFormedTextException bad = assertInstanceOfIllFormed(e);
      assertEquals(before.length, bad.getLocation().getByteOffset());
      assertEquals(3001, bad.getLocation().getLineNr());
      assertEquals("/names/3000", p.getParsingContext().pathAsPointer().toString());
    }
  }

  private static IllFormedTextException assertInstanceOfIllFormed(Throwable t) {
    if (t instanceof IllFormedTextException e) {
      return e;
    }
    throw new AssertionError("expected an IllFormedTextException, got " + t, t);
  }

  @Test
  void anErrorInTheFirstBytesComesFromCreatingTheParser() {
    byte[] input = hex("5B C0 80 5D"); // [ C0 80 ]
    assertThrows(
        IllFormedTextException.class,
        () -> JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(input))));
  }

  @Test
  void theMessageGivesThePlace() {
    IllFormedTextException e =
        refusal(concat(utf8("\n\n  "), hex("FF")), 8192, new ByteArrayOutputStream());
    assertEquals(
        "ill-formed UTF-8: the byte 0xFF never appears in UTF-8 at 3:3 (byte 4)", e.getMessage());
  }

  static Stream<Arguments> encodings() {
    return Stream.of(
        Arguments.of("UTF-8", "", StrictUtf8InputStream.Encoding.UTF_8),
        Arguments.of("UTF-8", "EF BB BF", StrictUtf8InputStream.Encoding.UTF_8),
        Arguments.of("UTF-16BE", "", StrictUtf8InputStream.Encoding.UTF_16BE),
        Arguments.of("UTF-16BE", "FE FF", StrictUtf8InputStream.Encoding.UTF_16BE),
        Arguments.of("UTF-16LE", "", StrictUtf8InputStream.Encoding.UTF_16LE),
        Arguments.of("UTF-16LE", "FF FE", StrictUtf8InputStream.Encoding.UTF_16LE),
        Arguments.of("UTF-32BE", "", StrictUtf8InputStream.Encoding.UTF_32BE),
        Arguments.of("UTF-32BE", "00 00 FE FF", StrictUtf8InputStream.Encoding.UTF_32BE),
        Arguments.of("UTF-32LE", "", StrictUtf8InputStream.Encoding.UTF_32LE),
        Arguments.of("UTF-32LE", "FF FE 00 00", StrictUtf8InputStream.Encoding.UTF_32LE));
  }

  /**
   * jackson reads the same tokens through the filter as from the bytes alone, in every encoding.
   */
  @ParameterizedTest
  @MethodSource("encodings")
  void jacksonReadsTheSameTokensThroughTheFilterInEveryEncoding(
      String charset, String bom, StrictUtf8InputStream.Encoding detected) throws IOException {
    String doc = "{\"é\": [1, \"€𝛼\", null],\r\n \"k\": {\"a\": true}}";
    byte[] input = concat(hex(bom), doc.getBytes(java.nio.charset.Charset.forName(charset)));
    List<String> raw = tokens(new ByteArrayInputStream(input));
    StrictUtf8InputStream filtered = new StrictUtf8InputStream(trickle(input, 3));
    assertEquals(raw, tokens(filtered));
    assertEquals(detected, filtered.encoding());
    assertEquals(List.of("{", "é", "[", "1", "€𝛼", "null"), raw.subList(0, 6));
  }

  private static List<String> tokens(InputStream in) throws IOException {
    List<String> out = new ArrayList<>();
    try (JsonParser p = JSON.createParser(in)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        out.add(p.getText());
      }
    }
    return out;
  }

  // ---- UTF-16 and UTF-32 -----------------------------------------------------------------------

  private static byte[] utf16(String s, boolean bigEndian, boolean bom) {
    byte[] body = s.getBytes(bigEndian ? StandardCharsets.UTF_16BE : StandardCharsets.UTF_16LE);
    return bom ? concat(bigEndian ? hex("FE FF") : hex("FF FE"), body) : body;
  }

  /** Code units in the given byte order. */
  private static byte[] units16(boolean bigEndian, int... units) {
    byte[] b = new byte[units.length * 2];
    for (int i = 0; i < units.length; i++) {
      int hi = units[i] >>> 8;
      int lo = units[i] & 0xFF;
      b[2 * i] = (byte) (bigEndian ? hi : lo);
      b[2 * i + 1] = (byte) (bigEndian ? lo : hi);
    }
    return b;
  }

  static Stream<Arguments> utf16Forms() {
    List<Arguments> forms = new ArrayList<>();
    for (boolean bigEndian : new boolean[] {true, false}) {
      for (boolean bom : new boolean[] {true, false}) {
        forms.add(Arguments.of(bigEndian, bom));
      }
    }
    return forms.stream();
  }

  @ParameterizedTest
  @MethodSource("utf16Forms")
  void wellFormedUtf16PassesThroughUnchanged(boolean bigEndian, boolean bom) throws IOException {
    byte[] input = utf16("[\"é€𝛼\",\r\n1]", bigEndian, bom);
    for (int chunk : CHUNKS) {
      assertArrayEquals(input, readAll(input, chunk, new ByteArrayOutputStream()));
    }
  }

  @ParameterizedTest
  @MethodSource("utf16Forms")
  void anUnpairedHighSurrogateIsRefused(boolean bigEndian, boolean bom) {
    byte[] before = utf16("[\"\n  ", bigEndian, bom);
    byte[] input = concat(before, units16(bigEndian, 0xD83D, 'a', '"', ']'));
    for (int chunk : CHUNKS) {
      IllFormedTextException e = refusal(input, chunk, new ByteArrayOutputStream());
      assertEquals(
          "ill-formed UTF-16: the high surrogate 0xD83D is followed by 0x0061, not by a low"
              + " surrogate",
          e.reason());
      assertEquals(before.length, e.byteOffset());
      assertEquals(2, e.line());
      assertEquals(3, e.column());
    }
  }

  @ParameterizedTest
  @MethodSource("utf16Forms")
  void aLowSurrogateAloneIsRefused(boolean bigEndian, boolean bom) {
    byte[] before = utf16("\"", bigEndian, bom);
    byte[] input = concat(before, units16(bigEndian, 0xDE00, '"'));
    IllFormedTextException e = refusal(input, 3, new ByteArrayOutputStream());
    assertEquals(
        "ill-formed UTF-16: the low surrogate 0xDE00 follows no high surrogate", e.reason());
    assertEquals(before.length, e.byteOffset());
    assertEquals(2, e.column());
  }

  @ParameterizedTest
  @MethodSource("utf16Forms")
  void aHighSurrogateOrAHalfCodeUnitAtTheEndIsRefused(boolean bigEndian, boolean bom) {
    byte[] before = utf16("\"ab", bigEndian, bom);
    IllFormedTextException high =
        refusal(concat(before, units16(bigEndian, 0xDBFF)), 1, new ByteArrayOutputStream());
    assertEquals(
        "ill-formed UTF-16: the high surrogate 0xDBFF ends the input without its low one",
        high.reason());
    assertEquals(before.length, high.byteOffset());
    IllFormedTextException odd = refusal(concat(before, hex("00")), 1, new ByteArrayOutputStream());
    assertEquals("ill-formed UTF-16: the input ends inside a 2-byte code unit", odd.reason());
    assertEquals(before.length, odd.byteOffset());
  }

  @Test
  void jacksonReadingUtf16ThroughTheFilterRefusesAnUnpairedSurrogate() {
    // jackson alone decodes UTF-16 with the JDK's reader, which puts U+FFFD in its place.
    byte[] input =
        concat(utf16("[\"", true, false), units16(true, 0xD800), utf16("\"]", true, false));
    assertThrows(
        IllFormedTextException.class,
        () -> {
          try (JsonParser p =
              JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(input)))) {
            while (p.nextToken() != null) {
              p.getText();
            }
          }
        });
  }

  private static byte[] units32(boolean bigEndian, long... units) {
    byte[] b = new byte[units.length * 4];
    for (int i = 0; i < units.length; i++) {
      for (int k = 0; k < 4; k++) {
        int shift = bigEndian ? 24 - 8 * k : 8 * k;
        b[4 * i + k] = (byte) (units[i] >>> shift);
      }
    }
    return b;
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void wellFormedUtf32PassesThroughUnchanged(boolean bigEndian) throws IOException {
    byte[] input = units32(bigEndian, 0xFEFF, '[', '"', 0x10FFFF, 0xE9, '"', ']');
    for (int chunk : CHUNKS) {
      assertArrayEquals(input, readAll(input, chunk, new ByteArrayOutputStream()));
    }
    try (StrictUtf8InputStream in = new StrictUtf8InputStream(new ByteArrayInputStream(input))) {
      in.read();
      assertEquals(
          bigEndian
              ? StrictUtf8InputStream.Encoding.UTF_32BE
              : StrictUtf8InputStream.Encoding.UTF_32LE,
          in.encoding());
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aUtf32CodeUnitAboveTheLastCodePointOrASurrogateIsRefused(boolean bigEndian) {
    // Without a BOM: jackson (and the filter) see UTF-32 from the zero bytes around '['.
    byte[] above = units32(bigEndian, '[', '"', 0x10FFFF, '\n', 0x110000, '"', ']');
    IllFormedTextException e = refusal(above, 3, new ByteArrayOutputStream());
    assertEquals("ill-formed UTF-32: the code unit 0x00110000 is above U+10FFFF", e.reason());
    assertEquals(16, e.byteOffset());
    assertEquals(2, e.line());
    assertEquals(1, e.column());
    byte[] surrogate = units32(bigEndian, '[', '"', 0x10000, 0xDFFF, '"', ']');
    IllFormedTextException s = refusal(surrogate, 8192, new ByteArrayOutputStream());
    assertEquals(
        "ill-formed UTF-32: the code unit 0x0000DFFF is a surrogate (U+D800 to U+DFFF), which is"
            + " not a character",
        s.reason());
    assertEquals(5, s.column(), "U+10000 takes two columns, as in jackson's UTF-16 view");
    IllFormedTextException cut =
        refusal(concat(units32(bigEndian, '1'), hex("00 00")), 1, new ByteArrayOutputStream());
    assertEquals("ill-formed UTF-32: the input ends inside a 4-byte code unit", cut.reason());
    assertEquals(4, cut.byteOffset());
  }
}
