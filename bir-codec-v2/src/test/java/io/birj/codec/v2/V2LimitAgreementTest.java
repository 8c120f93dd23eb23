package io.birj.codec.v2;

import static io.birj.codec.v2.Wire.q;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.TestReadContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader holds the writer's limits ({@link CodecLimits}), measured the same way: an expression
 * exactly at a limit reads and writes, one byte or one level over it is refused by both, so what
 * reads also writes.
 */
class V2LimitAgreementTest {
  private static final CodecLimits UNLIMITED = CodecLimits.DEFAULT.withMaxWireBytes(Long.MAX_VALUE);

  private final PelicanContext pc = new PelicanContext();

  private static CodecLimits maxBytes(long max) {
    return CodecLimits.DEFAULT.withMaxWireBytes(max);
  }

  private static long utf8Length(String json) {
    return json.getBytes(StandardCharsets.UTF_8).length;
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

  /** {@code (x0 + 2*x1 + ... + 3) mod 64}. */
  private Expr affineModulo(int terms) {
    List<AffineExpr.Term> ts = new ArrayList<>();
    for (int i = 0; i < terms; i++) {
      ts.add(new AffineExpr.Term(pc.affineIV("x" + i), i + 1));
    }
    return pc.modulo(pc.affine(ts, 3), 64);
  }

  @Test
  void anExpressionExactlyAtTheByteLimitReadsAndWrites() {
    Expr e = affineModulo(20);
    String json = writeUnlimited(e);
    CodecLimits exact = maxBytes(utf8Length(json));
    assertSame(e, read(json, exact));
    assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(exact)));
  }

  @Test
  void oneByteOverTheLimitIsRefusedByTheReaderAndTheWriter() {
    Expr e = affineModulo(20);
    String json = writeUnlimited(e);
    long size = utf8Length(json);
    CodecLimits under = maxBytes(size - 1);
    BirException onRead = readRefusal(json, under);
    BirException onWrite = writeRefusal(e, under);
    assertEquals(
        "the expression's compact v2 form takes "
            + size
            + " bytes, more than the limit of "
            + (size - 1)
            + " (CodecLimits.maxWireBytes)",
        onRead.reason());
    assertTrue(
        onWrite
            .reason()
            .startsWith(
                "the expression's compact v2 form would take "
                    + size
                    + " bytes, more than the limit of "
                    + (size - 1)
                    + " (CodecLimits.maxWireBytes)"),
        onWrite.reason());
  }

  @Test
  void theReadRefusalPointsAtTheExpressionsStart() throws IOException {
    Expr e = affineModulo(3);
    String doc = "[0,\n  " + writeUnlimited(e) + "]";
    TestReadContext ctx = Wire.context(pc).withLimits(maxBytes(10));
    try (JsonParser p = Wire.JSON.createParser(doc)) {
      p.nextToken(); // [
      p.nextToken(); // 0
      p.nextToken(); // {
      BirException x = assertThrows(BirException.class, () -> Wire.V2.read(p, ctx));
      assertEquals("/1", x.pointer());
      assertEquals(2, x.line());
      assertEquals(3, x.column());
    }
  }

  @Test
  void aSumPastTheLimitIsRefusedBeforeItsEndIsRead() {
    StringBuilder json = new StringBuilder(q("{'kind':'SumKind','n_terms':1000,'terms':["));
    for (int i = 0; i < 1000; i++) {
      json.append(i == 0 ? "" : ",").append(q("{'kind':'ShardIDKind','ub':1}"));
    }
    // Cut off: a reader that went on to the end would report the truncation instead.
    BirException x = readRefusal(json.toString(), maxBytes(2000));
    assertTrue(
        x.reason().startsWith("the expression's compact v2 form takes at least "), x.reason());
    assertTrue(x.reason().endsWith("more than the limit of 2000 (CodecLimits.maxWireBytes)"));
    assertEquals(1, x.column());
  }

  @Test
  void theReadMeasureIsTheCompactFormNotTheInputsBytes() {
    Expr e = affineModulo(4);
    long compact = utf8Length(writeUnlimited(e));
    // Keys in another order, and whitespace: larger input, same expression, same measure.
    String spaced =
        q(
            "{ 'denom' : 64 , 'numer' : { 'c' : 3 , 'terms' : [ "
                + "{ 'coeff' : 1 , 'idx' : { 'axis' : 'x0' , 'kind' : 'AffIVKind' } } , "
                + "{ 'coeff' : 2 , 'idx' : { 'axis' : 'x1' , 'kind' : 'AffIVKind' } } , "
                + "{ 'coeff' : 3 , 'idx' : { 'axis' : 'x2' , 'kind' : 'AffIVKind' } } , "
                + "{ 'coeff' : 4 , 'idx' : { 'axis' : 'x3' , 'kind' : 'AffIVKind' } } ] , "
                + "'kind' : 'AffExprKind' } , 'kind' : 'ModuloKind' }");
    assertTrue(utf8Length(spaced) > compact);
    assertSame(e, read(spaced, maxBytes(compact)));
    readRefusal(spaced, maxBytes(compact - 1));
  }

  @Test
  void aReadOnlyCcModIsMeasuredAsTheModuloItBecomes() {
    String ccMod = q("{'kind':'CCModKind','numer':{'kind':'ShardIDKind','ub':4},'denom':2}");
    Expr modulo = pc.modulo(pc.shardId(4), 2);
    long size = utf8Length(Wire.write(modulo));
    assertSame(modulo, read(ccMod, maxBytes(size)));
    readRefusal(ccMod, maxBytes(size - 1));
  }

  @Test
  void escapedAndNonAsciiNamesAreMeasuredAsTheyAreWritten() {
    Expr e = pc.sum(pc.affineIV("a\"b\\c"), pc.affineIV("\u0001x"), pc.intRuntimeValue("ré𝛼"));
    String json = writeUnlimited(e);
    long size = utf8Length(json);
    assertSame(e, read(json, maxBytes(size)));
    readRefusal(json, maxBytes(size - 1));
  }

  @Test
  void anExpressionAtTheDepthLimitReadsAndWritesOneLevelDeeperIsRefusedByBoth() {
    Expr e = pc.shardId(1);
    for (int i = 1; i < 10; i++) {
      e = pc.mult(e, 2);
    }
    assertEquals(10, e.depth());
    String json = Wire.write(e);
    CodecLimits ten = CodecLimits.DEFAULT.withMaxDepth(10);
    CodecLimits nine = CodecLimits.DEFAULT.withMaxDepth(9);
    assertSame(e, read(json, ten));
    assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(ten)));
    assertEquals(
        "expression nests deeper than the limit of 9 levels (CodecLimits.maxDepth)",
        readRefusal(json, nine).reason());
    assertEquals(
        "the expression nests 10 levels deep, more than the limit of 9 (CodecLimits.maxDepth)",
        writeRefusal(e, nine).reason());
  }

  @Test
  void aVendorNodeIsMeasuredOnReadAsItsCodecWritesIt() {
    ExprKindRegistry kinds = new ExprKindRegistry(List.of(TestVendorKinds.CLAMP_CODEC));
    PelicanContext vpc = new PelicanContext(List.of(TestVendorKinds.CLAMP));
    Expr e =
        vpc.sum(
            vpc.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 7}, List.of(vpc.shardId(3))),
            vpc.affineIV("i"));
    WriteOptions withKinds = new WriteOptions(UNLIMITED, kinds, "");
    String json = Wire.write(e, withKinds);
    long size = utf8Length(json);
    TestReadContext exact = Wire.context(vpc).withKinds(kinds).withLimits(maxBytes(size));
    TestReadContext under = Wire.context(vpc).withKinds(kinds).withLimits(maxBytes(size - 1));
    assertSame(e, Wire.read(json, exact));
    Wire.readError(json, under);
    assertThrows(BirException.class, () -> Wire.write(e, withKinds.withLimits(maxBytes(size - 1))));
  }

  @Test
  void readerAndWriterAgreeAtTheLimitOnRandomExpressions() {
    io.birj.testkit.property.PropertyCheck.forAll(
        300,
        c -> c.bool() ? new ExprGen(pc, c).expr(5) : new ExprGen(pc, c).dag(8),
        e -> {
          String json = writeUnlimited(e);
          long size = utf8Length(json);
          assertEquals(size, V2Codec.wireBytes(e, ExprKindRegistry.EMPTY));
          assertSame(e, read(json, maxBytes(size)));
          assertEquals(json, Wire.write(e, WriteOptions.DEFAULT.withLimits(maxBytes(size))));
          if (size > 1) {
            readRefusal(json, maxBytes(size - 1));
            writeRefusal(e, maxBytes(size - 1));
          }
        });
  }
}
