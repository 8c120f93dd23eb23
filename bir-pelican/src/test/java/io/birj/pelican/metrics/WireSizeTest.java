package io.birj.pelican.metrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.testing.TestVendorKinds;
import io.birj.pelican.testing.V2Json;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class WireSizeTest {
  private final PelicanContext ctx = TestVendorKinds.context();
  private final AffineIV i = ctx.affineIV("i");

  private void assertBytesMatchJackson(Expr e) {
    byte[] written = V2Json.write(e);
    WireSize size = WireSize.of(e, V2Json.VENDOR_SIZER);
    assertEquals(written.length, size.v2Bytes(), new String(written, StandardCharsets.UTF_8));
  }

  @Test
  void theSeedsModuloExampleByteForByte() {
    Expr e = ctx.modulo(ctx.affine(List.of(new Term(i, 2)), 5), 128);
    String json =
        "{\"kind\":\"ModuloKind\",\"numer\":{\"kind\":\"AffExprKind\",\"terms\":[{\"idx\":"
            + "{\"kind\":\"AffIVKind\",\"axis\":\"i\"},\"coeff\":2}],\"c\":5},\"denom\":128}";
    assertArrayEquals(json.getBytes(StandardCharsets.UTF_8), V2Json.write(e));
    assertEquals(new WireSize(3, 3, json.length()), WireSize.of(e));
  }

  @Test
  void everyWrittenKindMatchesJacksonsBytes() {
    List<Expr> all =
        List.of(
            ctx.ccGetRank(-1, Long.MAX_VALUE),
            ctx.indirectArg(Long.MIN_VALUE),
            i,
            ctx.intRuntimeValue("r0"),
            ctx.shardId(8),
            ctx.constant(0),
            ctx.affine(List.of(), -12),
            ctx.affine(List.of(new Term(i, 1), new Term(ctx.shardId(2), -3)), 7),
            ctx.sum(),
            ctx.sum(i, i, ctx.constant(1)),
            ctx.mult(i, -5),
            ctx.floorDiv(i, 3),
            ctx.modulo(i, 3),
            ctx.ccDiv(i, 3, -1L),
            ctx.ccDiv(i, 3, 0));
    for (Expr e : all) {
      assertBytesMatchJackson(e);
    }
  }

  @Test
  void stringsAreMeasuredAsJacksonEscapesThem() {
    String[] names = {
      "a\"b\\c/d",
      "\u0000\u0001\b\t\n\u000b\f\r\u001f\u007f",
      "é",
      "€",
      "😀",
      "x\ud800y",
      "\udc00",
      "",
      "ünïcödé ☃"
    };
    for (String n : names) {
      assertBytesMatchJackson(ctx.affineIV(n));
      assertBytesMatchJackson(ctx.intRuntimeValue(n));
    }
  }

  @Test
  void vendorNodesAreMeasuredByTheirSizer() {
    Expr lane = ctx.vendor(TestVendorKinds.LANE, "l\n0", new long[0], List.of());
    Expr clamp = ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {-1, 99}, List.of(i));
    Expr e = ctx.sum(clamp, ctx.affine(List.of(new Term((io.birj.pelican.AffineIdx) lane, 2)), 0));
    assertBytesMatchJackson(e);
    assertEquals(WireSize.NOT_WRITABLE, WireSize.of(e).v2Bytes(), "no sizer: not writable");
  }

  @Test
  void liveOnlyKindsAreNotWritable() {
    List<Expr> live =
        List.of(
            ctx.apIndex(0),
            ctx.tiledApIndex(0, 1),
            ctx.symbolicIdx("s"),
            ctx.ccMod(i, 2, 0),
            ctx.modulo(ctx.affine(ctx.apIndex(0)), 4));
    for (Expr e : live) {
      WireSize s = WireSize.of(e);
      assertEquals(WireSize.NOT_WRITABLE, s.v2Bytes(), e.toString());
      assertFalse(s.v2Writable());
      assertTrue(s.treeNodes() >= 1);
    }
  }

  @Test
  void aSharedNodeCountsOncePerUseInTheTreeAndOnceInTheDag() {
    Expr m = ctx.modulo(ctx.affine(i), 4);
    Expr e = ctx.sum(m, m, ctx.mult(m, 2));
    WireSize s = WireSize.of(e);
    assertEquals(1 + 3 + 3 + 4, s.treeNodes());
    assertEquals(5, s.distinctNodes()); // i, (i), mod, mult, sum
    assertBytesMatchJackson(e);
  }

  @Test
  void aDagWhoseTreeHas2To61NodesIsMeasuredExactlyAndItsBytesSaturate() {
    Expr e = i;
    for (int n = 0; n < 60; n++) {
      e = ctx.sum(e, e);
    }
    WireSize s = WireSize.of(e);
    assertEquals((1L << 61) - 1, s.treeNodes());
    assertEquals(61, s.distinctNodes());
    assertEquals(Long.MAX_VALUE, s.v2Bytes());
    assertTrue(s.saturated());
    for (int n = 0; n < 100; n++) {
      e = ctx.sum(e, e);
    }
    assertEquals(Long.MAX_VALUE, WireSize.of(e).treeNodes());
    assertEquals(161, WireSize.of(e).distinctNodes());
  }

  @Test
  void deepExpressionsAreMeasuredWithoutRecursion() {
    Expr e = i;
    for (int n = 0; n < 100_000; n++) {
      e = ctx.mult(e, 2);
    }
    WireSize s = WireSize.of(e);
    assertEquals(100_001, s.treeNodes());
    assertEquals(100_001, s.distinctNodes());
    long perMult = "{\"kind\":\"MultKind\",\"var\":,\"scale\":2}".length();
    assertEquals(
        100_000 * perMult + "{\"kind\":\"AffIVKind\",\"axis\":\"i\"}".length(), s.v2Bytes());
  }

  @Test
  void numberWidths() {
    assertEquals(1, WireSize.longBytes(0));
    assertEquals(2, WireSize.longBytes(-1));
    assertEquals(19, WireSize.longBytes(Long.MAX_VALUE));
    assertEquals(20, WireSize.longBytes(Long.MIN_VALUE));
    assertEquals(20, WireSize.unsignedBytes(-1L));
    assertEquals(19, WireSize.unsignedBytes(Long.MIN_VALUE));
    assertEquals(Long.MAX_VALUE, WireSize.add(Long.MAX_VALUE - 1, 2));
  }
}
