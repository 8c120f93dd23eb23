package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static io.birj.codec.v2.Wire.readError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.codec.CodecLimits;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Deep, huge, truncated and malformed input: always a BirException with a position. */
class V2HostileInputTest {
  private final PelicanContext pc = new PelicanContext();
  private final TestReadContext ctx = Wire.context(pc);

  private static final byte[] OPEN =
      "{\"kind\":\"MultKind\",\"var\":".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] LEAF =
      "{\"kind\":\"ShardIDKind\",\"ub\":1}".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] CLOSE = ",\"scale\":2}".getBytes(StandardCharsets.US_ASCII);

  /** {@code depth} nested MultKind objects, made on the fly (never held in memory whole). */
  static InputStream nested(long depth, boolean closed) {
    return new InputStream() {
      long pos;
      final long openBytes = depth * OPEN.length;
      final long total = openBytes + (closed ? LEAF.length + depth * CLOSE.length : 0);

      @Override
      public int read() {
        if (pos >= total) {
          return -1;
        }
        long i = pos++;
        if (i < openBytes) {
          return OPEN[(int) (i % OPEN.length)];
        }
        i -= openBytes;
        if (i < LEAF.length) {
          return LEAF[(int) i];
        }
        i -= LEAF.length;
        return CLOSE[(int) (i % CLOSE.length)];
      }
    };
  }

  private Expr read(JsonFactory f, InputStream in, TestReadContext c) throws IOException {
    try (JsonParser p = f.createParser(in)) {
      return Wire.V2.read(p, c);
    }
  }

  @Test
  void millionDeepExpressionFailsAtTheDepthLimit() {
    BirException e =
        assertThrows(BirException.class, () -> read(Wire.JSON, nested(1_000_000, false), ctx));
    assertEquals(
        "expression nests deeper than the limit of 512 levels (CodecLimits.maxDepth)", e.reason());
    assertTrue(e.line() == 1 && e.column() > 0);
    assertTrue(e.pointer().startsWith("/var/var/var"));
  }

  @Test
  void millionDeepExpressionFailsAtJacksonsNestingLimitWhenOursIsHigher() {
    TestReadContext loose = ctx.withLimits(new CodecLimits(Integer.MAX_VALUE, Long.MAX_VALUE));
    BirException e =
        assertThrows(BirException.class, () -> read(Wire.JSON, nested(1_000_000, false), loose));
    assertEquals("the JSON nests 1001 levels deep, more than the limit of 1000", e.reason());
    assertTrue(e.column() > 0);
  }

  @Test
  void deepExpressionWithinRaisedLimitsIsReadWithoutRecursion() throws IOException {
    int depth = 100_000;
    JsonFactory unlimited =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .build();
    TestReadContext loose = ctx.withLimits(new CodecLimits(Integer.MAX_VALUE, Long.MAX_VALUE));
    Expr e = read(unlimited, nested(depth, true), loose);
    assertEquals(depth + 1, e.depth());
  }

  @Test
  void truncatedInputIsAnErrorWithItsPosition() {
    BirException e =
        readError("{\"kind\":\"MultKind\",\n\"var\":{\"kind\":\"AffIVKind\",\"axis\":\"i\"", ctx);
    assertEquals(
        "unexpected end of input: the object opened at line 2, column 7 is not closed", e.reason());
    assertEquals(2, e.line());
  }

  @Test
  void emptyInputIsAnError() {
    assertEquals("unexpected end of input", readError("", ctx).reason());
  }

  @Test
  void malformedJsonIsAnErrorInBirjsWordsWithItsPosition() {
    BirException e = readError("{\"kind\" \"ShardIDKind\"}", ctx);
    assertEquals("unexpected character '\"': expected ':' after a key", e.reason());
    assertEquals(1, e.line());
    assertTrue(e.column() > 0);
  }

  @Test
  void hugeNumberIsRefusedByTheLengthLimit() {
    String digits = "9".repeat(5000);
    BirException e = readError(q("{'kind':'ShardIDKind','ub':" + digits + "}"), ctx);
    assertEquals("a number of 5000 characters is longer than the limit of 1000", e.reason());
  }

  @Test
  void longNumberWithinTheLengthLimitIsARangeError() {
    String digits = "9".repeat(500);
    BirException e = readError(q("{'kind':'ShardIDKind','ub':-" + digits + "}"), ctx);
    assertTrue(e.reason().endsWith("is outside the signed 64-bit range"), e.reason());
  }

  @Test
  void nullWhereAValueBelongsIsAnError() {
    assertEquals(
        "\"ub\" must be an integer, found null",
        readError(q("{'kind':'ShardIDKind','ub':null}"), ctx).reason());
  }
}
