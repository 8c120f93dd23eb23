package io.birj.codec.v1;

import static io.birj.codec.v1.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.codec.WireSize;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The v1 reader holds the writers' limits ({@link CodecLimits}), measured as they measure them (the
 * compact v2 form): an expression exactly at a limit reads and writes, one byte or one level over
 * it is refused by both, so what reads also writes and what writes also reads.
 */
class V1LimitAgreementTest {
  private static final CodecLimits UNLIMITED = CodecLimits.DEFAULT.withMaxWireBytes(Long.MAX_VALUE);

  private final PelicanContext pc = new PelicanContext();

  private static CodecLimits maxBytes(long max) {
    return CodecLimits.DEFAULT.withMaxWireBytes(max);
  }

  private static String writeUnlimited(Expr e) {
    return Wire.write(e, WriteOptions.DEFAULT.withLimits(UNLIMITED));
  }

  private Expr read(String json, CodecLimits limits) {
    return Wire.read(json, Wire.context(pc).withLimits(limits));
  }

  private BirException readRefusal(String json, CodecLimits limits) {
    return Wire.readError(json, Wire.context(pc).withLimits(limits));
  }

  private static BirException writeRefusal(Expr e, CodecLimits limits) {
    return assertThrows(
        BirException.class, () -> Wire.write(e, WriteOptions.DEFAULT.withLimits(limits)));
  }

  private AffineExpr body(int terms) {
    List<AffineExpr.Term> ts = new ArrayList<>();
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i - 3));
    }
    return pc.affine(ts, -5);
  }

  /** One expression of each v1 form. */
  private List<Expr> v1Forms() {
    return List.of(
        body(0),
        body(5),
        pc.floorDiv(body(3), 7),
        pc.modulo(body(2), -8),
        pc.ccDiv(body(4), 16, 0),
        pc.indirectArg(Long.MIN_VALUE),
        pc.shardId(12));
  }

  @Test
  void aV1FormIsMeasuredByItsCompactV2Form() {
    for (Expr e : v1Forms()) {
      assertEquals(WireSize.of(e).v2Bytes(), V1Size.v2Bytes(e), pc.print(e));
      assertTrue(V1Codec.wireBytes(e) <= V1Size.v2Bytes(e), "v1 is never the larger");
    }
  }

  @Test
  void aCcGetRankIsMeasuredAsTheCcDivItReadsBackAs() {
    Expr rank = pc.ccGetRank(3, 40);
    Expr readBack = read(Wire.write(rank), UNLIMITED);
    assertEquals(pc.ccDiv(pc.constant(3), 40, 0), readBack);
    assertEquals(WireSize.of(readBack).v2Bytes(), V1Size.v2Bytes(rank));
    int before = pc.size();
    V1Size.v2Bytes(pc.ccGetRank(5, 6));
    assertEquals(before + 1, pc.size(), "measuring interns nothing in the expression's context");
  }

  @Test
  void anExpressionExactlyAtTheByteLimitReadsAndWrites() {
    Expr e = pc.modulo(body(20), 64);
    long size = WireSize.of(e).v2Bytes();
    String json = writeUnlimited(e);
    assertSame(e, read(json, maxBytes(size)));
    assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(maxBytes(size))));
  }

  @Test
  void oneByteOverTheLimitIsRefusedByTheReaderAndTheWriter() {
    Expr e = pc.modulo(body(20), 64);
    long size = WireSize.of(e).v2Bytes();
    String json = writeUnlimited(e);
    String tail = " bytes, more than the limit of " + (size - 1) + " (CodecLimits.maxWireBytes)";
    assertEquals(
        "the expression's compact v2 form takes " + size + tail,
        readRefusal(json, maxBytes(size - 1)).reason());
    assertEquals(
        "the expression's compact v2 form would take " + size + tail,
        writeRefusal(e, maxBytes(size - 1)).reason());
  }

  @Test
  void theReadRefusalPointsAtTheExpressionsStart() throws IOException {
    String doc = "{\"addr\":\n    " + writeUnlimited(pc.floorDiv(body(3), 2)) + "}";
    TestReadContext ctx = Wire.context(pc).withLimits(maxBytes(10));
    try (JsonParser p = Wire.JSON.createParser(doc)) {
      p.nextToken(); // {
      p.nextToken(); // "addr"
      p.nextToken(); // {
      BirException x = assertThrows(BirException.class, () -> Wire.V1.read(p, ctx));
      assertEquals("/addr", x.pointer());
      assertEquals(2, x.line());
      assertEquals(5, x.column());
    }
  }

  @Test
  void aBodyPastTheLimitIsRefusedBeforeItsEndIsRead() {
    StringBuilder json = new StringBuilder(q("{'op':'Mod','op_param':8,'terms':["));
    for (int i = 0; i < 1000; i++) {
      json.append(i == 0 ? "" : ",").append(q("{'AxisLabel':'i" + i + "','coef':1}"));
    }
    // Cut off: a reader that went on to the end would report the truncation instead.
    BirException x = readRefusal(json.toString(), maxBytes(2000));
    assertTrue(
        x.reason().startsWith("the expression's compact v2 form takes at least "), x.reason());
    assertTrue(x.reason().endsWith("more than the limit of 2000 (CodecLimits.maxWireBytes)"));
    assertEquals("", x.pointer());
    assertEquals(1, x.column());
  }

  @Test
  void anExpressionAtTheDepthLimitReadsAndWritesOneLevelDeeperIsRefusedByBoth() {
    Expr e = pc.modulo(body(2), 4); // Modulo, AffineExpr, AffineIV: 3 levels
    String json = Wire.write(e);
    CodecLimits three = CodecLimits.DEFAULT.withMaxDepth(3);
    CodecLimits two = CodecLimits.DEFAULT.withMaxDepth(2);
    assertSame(e, read(json, three));
    assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(three)));
    assertEquals(
        "expression nests deeper than the limit of 2 levels (CodecLimits.maxDepth)",
        readRefusal(json, two).reason());
    assertEquals(
        "the expression nests 3 levels deep, more than the limit of 2 (CodecLimits.maxDepth)",
        writeRefusal(e, two).reason());
  }

  @Test
  void readerAndWriterAgreeAtTheLimitOnRandomV1Forms() {
    Random r = new Random(15);
    String[] names = {"i", "j", "ré", "a\"b", "\u0007", "𝛼", "x".repeat(40)};
    for (int round = 0; round < 300; round++) {
      List<AffineExpr.Term> ts = new ArrayList<>();
      int n = r.nextInt(6);
      for (int k = 0; k < n; k++) {
        ts.add(new AffineExpr.Term(pc.affineIV(names[k] + round), r.nextLong() >> r.nextInt(64)));
      }
      AffineExpr a = pc.affine(ts, r.nextLong() >> r.nextInt(64));
      long param = r.nextLong() >> r.nextInt(64);
      Expr e;
      switch (r.nextInt(7)) {
        case 0:
          e = pc.floorDiv(a, param);
          break;
        case 1:
          e = pc.modulo(a, param);
          break;
        case 2:
          e = pc.ccDiv(a, param, 0);
          break;
        case 3:
          e = pc.ccGetRank(param, r.nextInt(100));
          break;
        case 4:
          e = pc.indirectArg(param);
          break;
        case 5:
          e = pc.shardId(param);
          break;
        default:
          e = a;
      }
      String json = writeUnlimited(e);
      long size = V1Size.v2Bytes(e);
      Expr back = read(json, maxBytes(size));
      assertEquals(size, WireSize.of(back).v2Bytes(), json);
      assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(maxBytes(size))));
      readRefusal(json, maxBytes(size - 1));
      writeRefusal(e, maxBytes(size - 1));
    }
  }
}
