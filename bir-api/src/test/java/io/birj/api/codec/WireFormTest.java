package io.birj.api.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.PelicanContext;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The v1 gate {@code isV1} (docs/wire/expressions.md): the table for every kind. */
class WireFormTest {
  private final PelicanContext ctx = WireTestKinds.context();
  private final AffineIV i = ctx.affineIV("i");
  private final AffineExpr affine = ctx.affine(i);

  @Test
  void isV1ForEveryKind() {
    Map<String, Boolean> table = new LinkedHashMap<>();
    Map<String, Expr> exprs = new LinkedHashMap<>();
    exprs.put("2 CCGetRank", ctx.ccGetRank(0, 1));
    table.put("2 CCGetRank", true);
    exprs.put("3 IndirectArg", ctx.indirectArg(1));
    table.put("3 IndirectArg", true);
    exprs.put("6 AffineIV", i);
    exprs.put("7 IntRuntimeValue", ctx.intRuntimeValue("r"));
    exprs.put("9 APIndex", ctx.apIndex(0));
    exprs.put("10 TiledAPIndex", ctx.tiledApIndex(0, 2));
    exprs.put("12 SymbolicIdx", ctx.symbolicIdx("s"));
    exprs.put("13 ShardId", ctx.shardId(4));
    exprs.put("17 AffineExpr", affine);
    table.put("17 AffineExpr", true);
    exprs.put("17 AffineExpr constant", ctx.constant(3));
    table.put("17 AffineExpr constant", true);
    exprs.put("17 AffineExpr of a ShardId", ctx.affine(ctx.shardId(4)));
    table.put("17 AffineExpr of a ShardId", true); // isV1 does not look at the terms
    exprs.put("18 Sum", ctx.sum(affine));
    exprs.put("23 Mult", ctx.mult(affine, 2));
    exprs.put("25 FloorDiv of affine", ctx.floorDiv(affine, 2));
    table.put("25 FloorDiv of affine", true);
    exprs.put("26 Modulo of affine", ctx.modulo(affine, 2));
    table.put("26 Modulo of affine", true);
    exprs.put("27 CCDiv of affine", ctx.ccDiv(affine, 2, 0));
    table.put("27 CCDiv of affine", true);
    exprs.put("28 CCMod of affine", ctx.ccMod(affine, 2, 0));
    exprs.put("25 FloorDiv of an index", ctx.floorDiv(i, 2));
    exprs.put("26 Modulo of a Sum", ctx.modulo(ctx.sum(affine), 2));
    exprs.put("27 CCDiv of a CCGetRank", ctx.ccDiv(ctx.ccGetRank(0, 0), 2, 0));
    exprs.put("25 FloorDiv of FloorDiv", ctx.floorDiv(ctx.floorDiv(affine, 2), 2));
    exprs.put("26 Modulo of Mult", ctx.modulo(ctx.mult(affine, 2), 2));
    exprs.put("vendor", ctx.vendor(WireTestKinds.CLAMP, null, new long[] {0, 1}, List.of(affine)));
    for (Map.Entry<String, Expr> e : exprs.entrySet()) {
      assertEquals(table.getOrDefault(e.getKey(), false), WireForm.isV1(e.getValue()), e.getKey());
    }
  }

  @Test
  void elevenKindsHaveAV2TagAndFourLiveOnlyKindsHaveNone() {
    int tagged = 0;
    for (ExprKind k : ExprKind.values()) {
      if (WireForm.v2Tag(k) != null) {
        tagged++;
      }
    }
    assertEquals(11, tagged);
    assertNull(WireForm.v2Tag(ExprKind.AP_INDEX));
    assertNull(WireForm.v2Tag(ExprKind.TILED_AP_INDEX));
    assertNull(WireForm.v2Tag(ExprKind.SYMBOLIC_IDX));
    assertNull(WireForm.v2Tag(ExprKind.CC_MOD));
    assertEquals("AffExprKind", WireForm.v2Tag(ExprKind.AFFINE_EXPR));
    assertEquals("ShardIDKind", WireForm.v2Tag(ExprKind.SHARD_ID));
    assertEquals("IndirectArgId", WireForm.v2Tag(ExprKind.INDIRECT_ARG));
    assertTrue(WireForm.hasV2Form(i));
    assertFalse(WireForm.hasV2Form(ctx.ccMod(i, 2, 0)));
    assertFalse(WireForm.hasV2Form(ctx.vendor(WireTestKinds.LANE, "l", new long[0], List.of())));
  }
}
