package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.testing.TestVendorKinds;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every built-in kind: its factory, number, name, fields, children and interning. */
class NodeKindsTest {
  private final PelicanContext ctx = new PelicanContext();
  private final AffineIV i = ctx.affineIV("i");

  private static void assertKind(Expr e, ExprKind kind, int number, String name) {
    assertSame(kind, e.kind());
    assertEquals(number, e.kindNumber());
    assertEquals(name, e.kindName());
    assertEquals(number, kind.number());
    assertEquals(name, kind.displayName());
    assertSame(kind, ExprKind.ofNumber(number));
  }

  @Test
  void ccGetRankIsKind2WithIterationAndChannel() {
    CCGetRank r = ctx.ccGetRank(3, 4);
    assertKind(r, ExprKind.CC_GET_RANK, 2, "CCGetRank");
    assertEquals(3, r.iterationId());
    assertEquals(4, r.channelId());
    assertEquals(List.of(), r.children());
    assertSame(r, ctx.ccGetRank(3, 4));
    assertNotSame(r, ctx.ccGetRank(4, 3));
    assertFalse(r.kind().isIndex());
  }

  @Test
  void indirectArgIsKind3() {
    IndirectArg a = ctx.indirectArg(7);
    assertKind(a, ExprKind.INDIRECT_ARG, 3, "IndirectArg");
    assertEquals(7, a.argId());
    assertSame(a, ctx.indirectArg(7));
    assertNotSame(a, ctx.indirectArg(8));
  }

  @Test
  void affineIvIsKind6ByAxisName() {
    assertKind(i, ExprKind.AFFINE_IV, 6, "AffineIV");
    assertEquals("i", i.axis());
    assertSame(i, ctx.affineIV("i"));
    assertNotSame(i, ctx.affineIV("j"));
    assertTrue(i.kind().isIndex());
    assertEquals(1, i.depth());
  }

  @Test
  void intRuntimeValueIsKind7ByRegisterName() {
    IntRuntimeValue r = ctx.intRuntimeValue("r0");
    assertKind(r, ExprKind.INT_RUNTIME_VALUE, 7, "IntRuntimeValue");
    assertEquals("r0", r.register());
    assertSame(r, ctx.intRuntimeValue("r0"));
    assertNotSame((Expr) r, ctx.affineIV("r0"));
  }

  @Test
  void apIndexIsKind9() {
    APIndex a = ctx.apIndex(2);
    assertKind(a, ExprKind.AP_INDEX, 9, "APIndex");
    assertEquals(2, a.dim());
    assertSame(a, ctx.apIndex(2));
  }

  @Test
  void tiledApIndexIsKind10() {
    TiledAPIndex a = ctx.tiledApIndex(2, 16);
    assertKind(a, ExprKind.TILED_AP_INDEX, 10, "TiledAPIndex");
    assertEquals(2, a.dim());
    assertEquals(16, a.tile());
    assertSame(a, ctx.tiledApIndex(2, 16));
    assertNotSame(a, ctx.tiledApIndex(16, 2));
  }

  @Test
  void symbolicIdxIsKind12() {
    SymbolicIdx s = ctx.symbolicIdx("n");
    assertKind(s, ExprKind.SYMBOLIC_IDX, 12, "SymbolicIdx");
    assertEquals("n", s.name());
    assertSame(s, ctx.symbolicIdx("n"));
  }

  @Test
  void shardIdIsKind13ByUpperBound() {
    ShardId s = ctx.shardId(8);
    assertKind(s, ExprKind.SHARD_ID, 13, "ShardId");
    assertEquals(8, s.ub());
    assertSame(s, ctx.shardId(8));
    assertTrue(s.kind().isIndex());
  }

  @Test
  void affineExprIsKind17WithTermsAndConstant() {
    AffineIV j = ctx.affineIV("j");
    AffineExpr a = ctx.affine(List.of(new AffineExpr.Term(i, 2), new AffineExpr.Term(j, -1)), 5);
    assertKind(a, ExprKind.AFFINE_EXPR, 17, "AffineExpr");
    assertEquals(List.of(new AffineExpr.Term(i, 2), new AffineExpr.Term(j, -1)), a.terms());
    assertEquals(2, a.termCount());
    assertEquals(5, a.constant());
    assertEquals(2, a.coeffOf(i));
    assertEquals(0, a.coeffOf(ctx.affineIV("k")));
    assertEquals(List.of(i, j), a.children());
    assertEquals(2, a.depth());
    assertFalse(a.isConstant());
    assertTrue(ctx.constant(5).isConstant());
    assertEquals(1, ctx.constant(5).depth());
  }

  @Test
  void sumIsKind18AndKeepsItsOrder() {
    Sum s = ctx.sum(i, ctx.constant(1));
    assertKind(s, ExprKind.SUM, 18, "Sum");
    assertEquals(List.of(i, ctx.constant(1)), s.terms());
    assertSame(s, ctx.sum(List.of(i, ctx.constant(1))));
    assertNotSame(s, ctx.sum(ctx.constant(1), i));
    assertSame(ctx.sum(), ctx.sum(List.of()));
  }

  @Test
  void multIsKind23() {
    Mult m = ctx.mult(i, 3);
    assertKind(m, ExprKind.MULT, 23, "Mult");
    assertSame(i, m.var());
    assertEquals(3, m.scale());
    assertEquals(List.of(i), m.children());
    assertEquals(2, m.depth());
  }

  @Test
  void floorDivIsKind25() {
    FloorDiv d = ctx.floorDiv(i, 4);
    assertKind(d, ExprKind.FLOOR_DIV, 25, "FloorDiv");
    assertSame(i, d.numer());
    assertEquals(4, d.denom());
  }

  @Test
  void moduloIsKind26() {
    Modulo d = ctx.modulo(i, 4);
    assertKind(d, ExprKind.MODULO, 26, "Modulo");
    assertSame(i, d.numer());
    assertEquals(4, d.denom());
    assertNotSame((Expr) d, ctx.floorDiv(i, 4));
  }

  @Test
  void ccDivIsKind27WithUnsignedReplicaGroup() {
    CCDiv d = ctx.ccDiv(i, 4, -1L);
    assertKind(d, ExprKind.CC_DIV, 27, "CCDiv");
    assertEquals("18446744073709551615", Long.toUnsignedString(d.replicaGroupsId()));
    assertEquals(4, d.denom());
    assertSame(d, ctx.ccDiv(i, 4, -1L));
    assertNotSame(d, ctx.ccDiv(i, 4, 0));
  }

  @Test
  void ccModIsKind28() {
    CCMod d = ctx.ccMod(i, 4, 1);
    assertKind(d, ExprKind.CC_MOD, 28, "CCMod");
    assertEquals(1, d.replicaGroupsId());
    assertNotSame((Expr) d, ctx.ccDiv(i, 4, 1));
  }

  @Test
  void kindNumbersOutsideTheAlgebraHaveNoKind() {
    assertNull(ExprKind.ofNumber(0));
    assertNull(ExprKind.ofNumber(11));
    assertNull(ExprKind.ofNumber(24));
    assertNull(ExprKind.ofNumber(-1));
    assertNull(ExprKind.ofNumber(1000));
  }

  @Test
  void fourKindsAreLiveOnly() {
    for (ExprKind k : ExprKind.values()) {
      boolean expected =
          k.number() == 9 || k.number() == 10 || k.number() == 12 || k.number() == 28;
      assertEquals(expected, k.isLiveOnly(), k.name());
    }
  }

  @Test
  void vendorNodesAreVendorExprOrVendorIndex() {
    PelicanContext v = TestVendorKinds.context();
    Expr lane = v.vendor(TestVendorKinds.LANE, "x", new long[0], List.of());
    assertTrue(lane instanceof VendorIndex);
    assertNull(lane.kind());
    assertEquals(101, lane.kindNumber());
    assertEquals("lane", lane.kindName());
    assertEquals("x", ((VendorNode) lane).symbol());
    Expr clamp = v.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 9}, List.of(v.affineIV("i")));
    assertTrue(clamp instanceof VendorExpr);
    assertEquals(9, ((VendorNode) clamp).param(1));
    assertEquals(2, ((VendorNode) clamp).paramCount());
    assertEquals(2, clamp.depth());
    assertSame(
        clamp, v.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 9}, List.of(v.affineIV("i"))));
    long[] copy = ((VendorNode) clamp).params();
    copy[0] = 42;
    assertEquals(0, ((VendorNode) clamp).param(0), "params() is a copy");
  }

  @Test
  void depthOfAnAffineCountsItsIndexChildren() {
    PelicanContext v = TestVendorKinds.context();
    Expr inner = v.vendor(TestVendorKinds.SCALED, null, new long[] {2}, List.of(v.affineIV("i")));
    AffineExpr a = v.affine((AffineIdx) inner);
    assertEquals(3, a.depth());
  }

  @Test
  void equalityIsIdentityAndHashIsStructural() {
    PelicanContext other = new PelicanContext();
    Expr a = ctx.modulo(ctx.affine(i), 4);
    Expr b = other.modulo(other.affine(other.affineIV("i")), 4);
    assertFalse(a.equals(b), "nodes of different contexts are never equal");
    assertEquals(a.hashCode(), b.hashCode(), "the hash is structural and run-independent");
  }
}
