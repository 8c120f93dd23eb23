package io.birj.writer.hostile;

import static io.birj.writer.hostile.Docs.READER;
import static io.birj.writer.hostile.Docs.concat;
import static io.birj.writer.hostile.Docs.constant;
import static io.birj.writer.hostile.Docs.doc;
import static io.birj.writer.hostile.Docs.utf8;
import static io.birj.writer.hostile.Docs.withAddress;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Hostile JSON documents, each a case held to {@link Bounded}'s time and to a bound on the bytes it
 * allocates: it ends in a model or a positioned BirException ({@link Outcome}), never in another
 * exception, a hang, a stack overflow or running out of memory.
 */
class HostileJsonTest {
  static final long MB = 1 << 20;

  /** The bound for a case over {@code doc}: a fixed allowance plus a few copies of the input. */
  static long bound(byte[] doc) {
    return 64 * MB + 12L * doc.length;
  }

  static Outcome outcome(String what, byte[] doc) {
    return Bounded.run(what, bound(doc), () -> Outcome.of(what, READER, doc)).value();
  }

  static Outcome outcome(String what, String doc) {
    return outcome(what, utf8(doc));
  }

  static final int MILLION = 1_000_000;

  // ---- depth 10^6

  @Test
  void arraysAMillionDeepAreRefusedAtTheNestingLimit() {
    String d =
        "{\"version\": 2, \"functions\": [], \"x\": "
            + "[".repeat(MILLION)
            + "]".repeat(MILLION)
            + "}";
    BirException e = outcome("deep arrays", d).refused();
    assertTrue(e.reason().startsWith("the JSON nests"), e.reason());
    assertEquals(1, e.line());
  }

  @Test
  void objectsAMillionDeepAreRefusedAtTheNestingLimit() {
    String d =
        "{\"version\": 2, \"functions\": [], \"x\": "
            + "{\"a\": ".repeat(MILLION)
            + "1"
            + "}".repeat(MILLION)
            + "}";
    BirException e = outcome("deep objects", d).refused();
    assertTrue(e.reason().startsWith("the JSON nests"), e.reason());
  }

  @Test
  void expressionsAMillionDeepAreRefusedAtTheNestingLimit() {
    String d =
        withAddress(
            "{\"kind\": \"FloorDivKind\", \"denom\": 2, \"numer\": ".repeat(MILLION)
                + constant(1)
                + "}".repeat(MILLION));
    // The expression's own bound (CodecLimits.maxDepth) comes before the document's.
    BirException e = outcome("deep expression", d).refused();
    assertTrue(e.reason().startsWith("expression nests deeper than the limit"), e.reason());
  }

  @Test
  void regionsAMillionDeepAreRefusedAtTheNestingLimit() {
    int loops = MILLION / 4;
    StringBuilder b = new StringBuilder("{\"version\": 2, \"functions\": [{\"name\": \"f\", ");
    for (int i = 0; i < loops; i++) {
      b.append("\"blocks\": [{\"name\": \"b\", \"instructions\": [{\"name\": \"l\", \"opcode\":")
          .append(
              " \"Loop\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 0, \"ub\": 2, \"stride\": 1}, ");
    }
    b.append("\"blocks\": []");
    b.append("}]}]".repeat(loops));
    b.append("}]}");
    BirException e = outcome("deep regions", b.toString()).refused();
    assertTrue(e.reason().startsWith("the JSON nests"), e.reason());
  }

  // ---- 100 MB strings, 10^5-digit numbers

  @Test
  void aHundredMegabyteNameIsRefusedByTheStringLimitNotHeld() {
    byte[] d =
        concat(
            utf8("{\"version\": 2, \"functions\": [{\"name\": \""),
            filled(100 * MB, 'a'),
            utf8("\", \"blocks\": []}]}"));
    BirException e = outcome("100 MB name", d).refused();
    assertEquals(
        "a string is longer than the limit of "
            + BirReader.DEFAULT_MAX_STRING_LENGTH
            + " characters",
        e.reason());
  }

  @Test
  void aHundredMegabyteKeyIsRefusedByTheKeyLimit() {
    byte[] d =
        concat(
            utf8("{\"version\": 2, \"functions\": [], \""), filled(100 * MB, 'k'), utf8("\": 1}"));
    BirException e = outcome("100 MB key", d).refused();
    assertEquals(
        "a key is longer than the limit of "
            + com.fasterxml.jackson.core.StreamReadConstraints.DEFAULT_MAX_NAME_LEN
            + " characters",
        e.reason());
  }

  @Test
  void aHundredMegabyteKeptStringIsRefusedByTheStringLimit() {
    byte[] d =
        concat(
            utf8("{\"version\": 2, \"functions\": [], \"x_note\": \""),
            filled(100 * MB, 'n'),
            utf8("\"}"));
    assertTrue(
        outcome("100 MB kept string", d).refused().reason().startsWith("a string is longer"));
  }

  @Test
  void aNumberOfAHundredThousandDigitsIsRefusedWherever() {
    String digits = "9".repeat(100_000);
    for (String d :
        List.of(
            "{\"version\": " + digits + ", \"functions\": []}",
            "{\"version\": 2, \"functions\": [], \"x\": [-" + digits + "]}",
            "{\"version\": 2, \"functions\": [], \"x\": 0." + digits + "e1}",
            withAddress(constant(0).replace("\"c\": 0", "\"c\": " + digits)))) {
      BirException e = outcome("10^5 digits", d).refused();
      assertTrue(e.reason().startsWith("a number of "), e.reason());
    }
  }

  // ---- 64-bit edges

  @Test
  void aVersionAtOrPast2To31IsNeverTakenForItsLowBits() {
    // Each of these has 1 or 2 in its low 32 bits; the expression cannot be read in any version.
    for (String v :
        List.of(
            "4294967297",
            "4294967298",
            "9223372036854775807",
            "9223372036854775810",
            "18446744073709551618")) {
      BirException e =
          outcome(
                  "version " + v,
                  withAddress(constant(1)).replace("\"version\": 2", "\"version\": " + v))
              .refused();
      assertEquals(
          io.birj.api.dispatch.ExprDispatch.BAD_READ_VERSION + ", found a version of 2^31 or more",
          e.reason(),
          v);
    }
    for (String v : List.of("-1", "-9223372036854775809")) {
      BirException e =
          outcome("version " + v, "{\"version\": " + v + ", \"functions\": []}").refused();
      assertEquals("/version", e.pointer(), e.getMessage());
    }
  }

  @Test
  void signed64BitConstantsReadAtTheirEdgesAndOneBeyondIsRefused() {
    for (String c : List.of("9223372036854775807", "-9223372036854775808")) {
      Module m =
          outcome("c = " + c, withAddress(constant(0).replace("\"c\": 0", "\"c\": " + c))).read();
      assertTrue(
          new String(Docs.WRITER.toBytes(m, WriteOptions.DEFAULT), StandardCharsets.UTF_8)
              .contains("\"c\":" + c));
    }
    for (String c : List.of("9223372036854775808", "-9223372036854775809")) {
      BirException e =
          outcome("c = " + c, withAddress(constant(0).replace("\"c\": 0", "\"c\": " + c)))
              .refused();
      assertTrue(e.pointer().endsWith("/addrs/0/c"), e.getMessage());
    }
  }

  @Test
  void anUnsigned64BitTermCountReadsAtItsMaximumAndIsRefusedBeyond() {
    for (String n : List.of("18446744073709551615", "18446744073709551616", "-1")) {
      String sum =
          "{\"kind\": \"SumKind\", \"n_terms\": " + n + ", \"terms\": [" + constant(1) + "]}";
      BirException e = outcome("n_terms " + n, withAddress(sum)).refused();
      assertTrue(e.pointer().contains("/addrs/0"), e.getMessage());
    }
  }

  // ---- duplicate keys

  @Test
  void aDuplicateKeyIsRefusedAtTheSecondOccurrence() {
    // One rule and one message (DuplicateKey) for a module's, kept content's, an instruction's and
    // an expression's keys alike.
    Map<String, String> keyOf = new LinkedHashMap<>();
    keyOf.put("{\"version\": 2, \"version\": 2, \"functions\": []}", "version");
    keyOf.put("{\"version\": 2, \"functions\": [], \"x\": {\"a\": 1, \"a\": 1}}", "a");
    keyOf.put(doc("{\"name\": \"i0\", \"name\": \"i1\", \"opcode\": \"NoOp\"}"), "name");
    keyOf.put(withAddress("{\"kind\": \"AffExprKind\", \"c\": 1, \"terms\": [], \"c\": 2}"), "c");
    keyOf.forEach(
        (d, key) -> {
          BirException e = outcome("duplicate key", d).refused();
          assertEquals(DuplicateKey.message(key), e.reason());
          assertTrue(e.line() > 0, e.getMessage());
        });
  }

  // ---- encodings

  private static final byte[] SMALL = utf8("{\"version\": 2, \"functions\": []}");

  @Test
  void aUtf8ByteOrderMarkIsAccepted() {
    outcome("UTF-8 BOM", concat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, SMALL)).read();
  }

  @Test
  void utf16AndUtf32DocumentsEndCleanly() {
    String text = new String(SMALL, StandardCharsets.UTF_8);
    for (String cs : List.of("UTF-16BE", "UTF-16LE", "UTF-16", "UTF-32BE", "UTF-32LE")) {
      byte[] d = text.getBytes(java.nio.charset.Charset.forName(cs));
      outcome(cs, d);
      outcome(cs + " with a BOM", concat(bom(cs), d));
    }
  }

  private static byte[] bom(String charset) {
    return "\uFEFF"
        .getBytes(
            java.nio.charset.Charset.forName(charset.equals("UTF-16") ? "UTF-16BE" : charset));
  }

  @Test
  void illFormedUtf8IsRefusedWhereItStands() {
    byte[][] bad = {
      {(byte) 0xC0, (byte) 0x80}, // overlong
      {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, // an encoded surrogate
      {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // above U+10FFFF
      {(byte) 0x80}, // a lone continuation byte
      {(byte) 0xE2, (byte) 0x82}, // a sequence cut short
      {(byte) 0xFF},
      {(byte) 0xFE, (byte) 0xFF}
    };
    byte[] head = utf8("{\"version\": 2, \"functions\": [{\"name\": \"");
    for (byte[] b : bad) {
      byte[] d = concat(head, b, utf8("\", \"blocks\": []}]}"));
      BirException e = outcome("UTF-8 " + Arrays.toString(b), d).refused();
      assertTrue(e.reason().contains("UTF-8"), e.reason());
      assertEquals(1, e.line());
      assertEquals(head.length + 1, e.column(), e.getMessage());
    }
  }

  @Test
  void illFormedUtf16IsRefusedWithAPosition() {
    // A high surrogate followed by a quote: no character.
    String text = "{\"version\": 2, \"functions\": [], \"x\": \"\uD800\"}";
    byte[] be = text.getBytes(StandardCharsets.UTF_16BE);
    outcome("unpaired surrogate in UTF-16BE", be);
    // A lone low surrogate, in little-endian.
    byte[] le =
        "{\"x\": \"\uDC00\", \"version\": 2, \"functions\": []}"
            .getBytes(StandardCharsets.UTF_16LE);
    outcome("unpaired surrogate in UTF-16LE", le);
    // Half a code unit at the end.
    outcome("odd UTF-16 length", Arrays.copyOf(be, be.length - 1)).refused();
  }

  @Test
  void illFormedUtf32IsRefusedWithAPosition() {
    for (byte[] d :
        new byte[][] {
          {0, 0, 0, '{', (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF},
          {0, 0, 0, '{', 0, 0x11, 0, 0},
          {0, 0, 0, '{', 0, 0},
          {0, 0, (byte) 0xFE, (byte) 0xFF, 0, 0, 0, '{'}
        }) {
      BirException e = outcome("UTF-32 " + Arrays.toString(d), d).refused();
      assertTrue(e.line() > 0, e.getMessage());
    }
  }

  // ---- what JSON is not

  @Test
  void nanAndInfinitiesAreRefusedAsNotJson() {
    for (String v : List.of("NaN", "Infinity", "-Infinity", "+Infinity")) {
      BirException e =
          outcome(v, "{\"version\": 2, \"functions\": [], \"x\": [" + v + "]}").refused();
      assertEquals(1, e.line());
      assertFalse(e.reason().contains("ALLOW_"), e.reason());
    }
    BirException e =
        outcome("NaN immediate", withAddress(constant(0).replace("\"c\": 0", "\"c\": NaN")))
            .refused();
    assertTrue(e.reason().startsWith("NaN is not a JSON value"), e.reason());
  }

  @Test
  void commentsAreRefused() {
    for (String c : List.of("// a comment\n", "/* a comment */", "# a comment\n")) {
      BirException e = outcome(c, "{\"version\": 2, " + c + "\"functions\": []}").refused();
      assertEquals(1, e.line(), e.getMessage());
    }
  }

  @Test
  void trailingContentIsRefused() {
    for (String t : List.of(" x", " {}", "]", "}", " 1", ",", "\u0000")) {
      BirException e =
          outcome("trailing " + t, new String(SMALL, StandardCharsets.UTF_8) + t).refused();
      assertTrue(e.line() > 0, e.getMessage());
    }
    outcome("trailing white space", new String(SMALL, StandardCharsets.UTF_8) + " \n\t\r\n").read();
  }

  @Test
  void anEmptyOrBlankDocumentIsRefusedAtLineOneColumnOne() {
    for (byte[] d :
        new byte[][] {new byte[0], utf8("   \n\n"), {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}}) {
      BirException e = outcome("empty", d).refused();
      assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
    }
  }

  @Test
  void aRawControlCharacterInAStringIsRefused() {
    for (char c = 0; c < 0x20; c++) {
      String d = "{\"version\": 2, \"functions\": [{\"name\": \"a" + c + "b\", \"blocks\": []}]}";
      BirException e = outcome("U+" + (int) c, d).refused();
      assertTrue(e.reason().contains("control character"), e.reason());
    }
  }

  @Test
  void escapedControlCharactersInANameReadAndAreReportedExactlyWithAPosition() {
    // An escaped newline and ESC in a referenced name. The diagnostic keeps the name exact (the
    // command line escapes it when it prints the line, bir-app's Reports).
    String name = "x\n1:1: error: forged\u001b[2J";
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"engine\": \"SP\", \"ins\": [{\"kind\":"
                + " \"register_access\", \"regref\": \"x\\n1:1: error: forged\\u001b[2J\"}],"
                + " \"outs\": []}");
    Diagnostic e = outcome("control characters in a name", d).errors().get(0);
    assertEquals("Register with name " + name + " not found in function \"f\"", e.message());
    assertTrue(e.line() > 0, e.toString());
  }

  @Test
  void anOperandExpressionInADocumentWithoutAVersionIsSkippedNotACrash() {
    // No version: no expression can be decoded, which is reported once; the key of the operand
    // whose expression was skipped is neither kept nor said to be another kind's.
    String d =
        "{\"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b0\", \"instructions\":"
            + " [{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"register_access\","
            + " \"regref\": \"R\", \"expr\": "
            + constant(1)
            + "}], \"outs\": []}]}]}]}";
    BirException e = outcome("expression without a version", d).refused();
    assertTrue(e.reason().contains("version"), e.reason());
  }

  @Test
  void anOpcodeKeyExpressionInADocumentWithoutAVersionIsSkippedNotAnUnplacedError() {
    // cc_channel is an expression or an object, told apart by shape and read from held tokens.
    String d =
        "{\"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b0\", \"instructions\":"
            + " [{\"name\": \"i0\", \"opcode\": \"CollectiveCompute\", \"cc_channel\": "
            + constant(1)
            + "}]}]}]}";
    List<Diagnostic> es = outcome("cc_channel without a version", d).errors();
    assertEquals(1, es.size(), es.toString());
    assertEquals("missing required key \"version\" in the document", es.get(0).message());
  }

  // ---- wide expressions

  static String wideAffine(int terms) {
    StringBuilder b = new StringBuilder("{\"kind\": \"AffExprKind\", \"terms\": [");
    for (int k = 1; k <= terms; k++) {
      b.append(k > 1 ? ", " : "")
          .append("{\"idx\": {\"kind\": \"ShardIDKind\", \"ub\": ")
          .append(k)
          .append("}, \"coeff\": ")
          .append(k)
          .append('}');
    }
    return b.append("], \"c\": 7}").toString();
  }

  @Test
  void anAffineOfAHundredThousandTermsReadsWritesAndReadsBackEqual() {
    byte[] d = utf8(withAddress(wideAffine(100_000)));
    Module back =
        Bounded.run(
                "wide affine",
                bound(d) * 4,
                () -> {
                  Module m = Outcome.of("wide affine", READER, d).read();
                  byte[] out = Docs.WRITER.toBytes(m, WriteOptions.DEFAULT);
                  Module again = READER.read(new ByteArrayInputStream(out), "back");
                  assertEquals(List.of(), new SemanticDiff().diff(m, again));
                  return again;
                })
            .value();
    assertEquals(1, back.functions().size());
  }

  @Test
  void aSumOfAHundredThousandTermsReads() {
    StringBuilder b =
        new StringBuilder("{\"kind\": \"SumKind\", \"n_terms\": 100000, \"terms\": [");
    for (int k = 0; k < 100_000; k++) {
      b.append(k > 0 ? ", " : "").append(constant(k));
    }
    byte[] d = utf8(withAddress(b.append("]}").toString()));
    Bounded.run("wide sum", bound(d) * 4, () -> Outcome.of("wide sum", READER, d).read());
  }

  private static byte[] filled(long n, char c) {
    byte[] b = new byte[Math.toIntExact(n)];
    Arrays.fill(b, (byte) c);
    return b;
  }
}
