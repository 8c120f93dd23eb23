package io.birj.codec.v2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.PelicanCodec.WriteOptions;
import io.birj.api.error.BirException;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the v2 writer refuses before writing a byte: kinds without a v2 form (9, 10, 12, 28:
 * docs/wire/expressions.md, "Node kinds"), expressions whose tree is too large or too deep; and
 * that a large tree streams.
 */
class V2WriteGuardTest {
  private final PelicanContext pc = new PelicanContext();

  /** Writes through a generator that is flushed, so any byte written would show. */
  private static BirException refusal(Expr e, WriteOptions o, ByteArrayOutputStream out) {
    return assertThrows(
        BirException.class,
        () -> {
          try (JsonGenerator g = Wire.JSON.createGenerator(out)) {
            try {
              Wire.V2.write(e, g, o);
            } finally {
              g.flush();
            }
          }
        });
  }

  private static BirException refusal(Expr e) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BirException x = refusal(e, WriteOptions.DEFAULT, out);
    assertEquals(0, out.size(), "nothing is written when the writer refuses");
    return x;
  }

  private AffineExpr termOf(io.birj.pelican.AffineIdx idx) {
    return pc.affine(List.of(new AffineExpr.Term(idx, 1)), 0);
  }

  @Test
  void apIndexHasNoWireForm() {
    BirException e = refusal(pc.floorDiv(termOf(pc.apIndex(0)), 2));
    assertEquals("Unsupported expression kind: APIndex (kind 9)", e.reason());
    assertEquals("/numer/terms/0/idx", e.pointer());
  }

  @Test
  void tiledApIndexHasNoWireForm() {
    BirException e = refusal(pc.sum(List.of(pc.shardId(1), termOf(pc.tiledApIndex(0, 4)))));
    assertEquals("Unsupported expression kind: TiledAPIndex (kind 10)", e.reason());
    assertEquals("/terms/1/terms/0/idx", e.pointer());
  }

  @Test
  void symbolicIdxHasNoWireForm() {
    BirException e = refusal(pc.mult(pc.symbolicIdx("s"), 2));
    assertEquals("Unsupported expression kind: SymbolicIdx (kind 12)", e.reason());
    assertEquals("/var", e.pointer());
  }

  @Test
  void ccModIsNeverWritten() {
    BirException e = refusal(pc.ccMod(pc.shardId(2), 2, 0));
    assertEquals("Unsupported expression kind: CCMod (kind 28)", e.reason());
    assertEquals("", e.pointer());
  }

  @Test
  void refusalPointerStartsAtTheCallersPointer() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    WriteOptions o =
        new WriteOptions(CodecLimits.DEFAULT, ExprKindRegistry.EMPTY, "/ins/0/addrs/1");
    BirException e = refusal(pc.modulo(pc.symbolicIdx("s"), 2), o, out);
    assertEquals("/ins/0/addrs/1/numer", e.pointer());
  }

  @Test
  void canWriteTellsWhichExpressionsHaveAV2Form() {
    assertFalse(Wire.V2.canWrite(pc.apIndex(1), ExprKindRegistry.EMPTY));
    assertFalse(
        Wire.V2.canWrite(pc.sum(List.of(pc.ccMod(pc.shardId(1), 1, 1))), ExprKindRegistry.EMPTY));
    assertTrue(
        Wire.V2.canWrite(pc.sum(List.of(pc.ccDiv(pc.shardId(1), 1, 1))), ExprKindRegistry.EMPTY));
  }

  /** x(k+1) = x(k) + x(k): k distinct nodes, a tree of 2^(k+1) - 1 nodes. */
  private Expr doublingDag(int depth) {
    Expr x = pc.shardId(1);
    for (int i = 0; i < depth; i++) {
      x = pc.sum(List.of(x, x));
    }
    return x;
  }

  @Test
  void dagOfDepth40IsRefusedBySizeWithNothingWritten() {
    BirException e = refusal(doublingDag(40));
    assertTrue(e.reason().startsWith("the expression's compact v2 form would take "), e.reason());
    assertTrue(e.reason().contains("more than the limit of 67108864 (CodecLimits.maxWireBytes)"));
  }

  @Test
  void wireSizeIsExactForTheDoublingDag() {
    // ShardId leaf 29 bytes; Sum(x,x) = 37 + 2|x| + 1 ... computed, checked against real bytes
    Expr e = doublingDag(12);
    assertEquals(Wire.write(e).length(), V2Codec.wireBytes(e, ExprKindRegistry.EMPTY));
  }

  @Test
  void wireSizeSaturatesInsteadOfOverflowing() {
    assertEquals(Long.MAX_VALUE, V2Codec.wireBytes(doublingDag(100), ExprKindRegistry.EMPTY));
    assertTrue(refusal(doublingDag(100)).reason().contains("more than 9223372036854775807 bytes"));
  }

  @Test
  void treeOfAMillionNodesStreamsToTheOutput() throws IOException {
    Expr e = doublingDag(19); // 2^20 - 1 = 1,048,575 tree nodes, 20 distinct
    long[] count = {0};
    OutputStream counting =
        new OutputStream() {
          @Override
          public void write(int b) {
            count[0]++;
          }

          @Override
          public void write(byte[] b, int off, int len) {
            count[0] += len;
          }
        };
    try (JsonGenerator g = Wire.JSON.createGenerator(counting)) {
      Wire.V2.write(e, g, WriteOptions.DEFAULT);
    }
    assertEquals(V2Codec.wireBytes(e, ExprKindRegistry.EMPTY), count[0]);
    assertTrue(count[0] > 30_000_000L);
  }

  @Test
  void smallerByteLimitRefusesWhatTheDefaultAccepts() {
    Expr e = doublingDag(3);
    long size = V2Codec.wireBytes(e, ExprKindRegistry.EMPTY);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    WriteOptions tight =
        new WriteOptions(new CodecLimits(512, size - 1), ExprKindRegistry.EMPTY, "");
    refusal(e, tight, out);
    assertEquals(0, out.size());
    WriteOptions exact = new WriteOptions(new CodecLimits(512, size), ExprKindRegistry.EMPTY, "");
    assertEquals(Wire.write(e), Wire.write(e, exact));
  }

  @Test
  void expressionDeeperThanTheDepthLimitIsRefused() {
    Expr x = pc.shardId(1);
    for (int i = 0; i < 600; i++) {
      x = pc.mult(x, 2);
    }
    BirException e = refusal(x);
    assertEquals(
        "the expression nests 601 levels deep, more than the limit of 512 (CodecLimits.maxDepth)",
        e.reason());
  }

  @Test
  void expressionDeeperThanTheGeneratorAllowsIsRefused() {
    Expr x = pc.shardId(1);
    for (int i = 0; i < 505; i++) {
      x = pc.sum(List.of(x));
    }
    BirException e = refusal(x);
    assertTrue(
        e.reason().startsWith("the expression's v2 form nests 1011 JSON levels deep"), e.reason());
  }
}
