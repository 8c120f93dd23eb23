package io.birj.api.codec;

import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.AffineIV;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.jvm.Allocations;
import io.birj.testkit.jvm.SmallStack;
import io.birj.testkit.property.Choices;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link WireSize}: its figures against a reference v2 writer ({@link V2Json}) and a brute-force
 * count of the tree, on every kind, at any depth and width.
 */
class WireSizeTest {
  private final PelicanContext ctx = WireTestKinds.context();
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
    Expr lane = ctx.vendor(WireTestKinds.LANE, "l\n0", new long[0], List.of());
    Expr clamp = ctx.vendor(WireTestKinds.CLAMP, null, new long[] {-1, 99}, List.of(i));
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

  @Test
  void wireSizeReachesIntoVendorChildren() {
    Expr sum = ctx.sum(i, i);
    Expr e = ctx.vendor(WireTestKinds.CLAMP, null, new long[] {0, 9}, List.of(sum));
    assertEquals(V2Json.write(e).length, WireSize.of(e, V2Json.VENDOR_SIZER).v2Bytes());
    assertEquals(4, WireSize.of(e).treeNodes());
  }

  @Test
  void aDeepExpressionIsMeasuredOnASmallStack() throws Exception {
    int depth = 100_000;
    Expr e = i;
    for (int n = 0; n < depth; n++) {
      e = ctx.modulo(ctx.mult(e, 3), 1000);
    }
    Expr deep = e;
    assertEquals(2L * depth + 1, SmallStack.call(() -> WireSize.of(deep)).treeNodes());
  }

  // ---- work per term of a wide expression: bytes allocated at two widths, never a time ---------

  /** {@code (1*x0 + 2*x1 + ... + 7)} in a fresh context. */
  private static AffineExpr wideAffine(int terms) {
    PelicanContext pc = new PelicanContext();
    List<Term> ts = new ArrayList<>(terms);
    for (int n = 0; n < terms; n++) {
      ts.add(new Term(pc.affineIV("x" + n), n + 1));
    }
    return pc.affine(ts, 7);
  }

  @Test
  void measuringAWideAffineTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "WireSize.of(affine)",
        n -> {
          AffineExpr a = wideAffine(n);
          return () -> WireSize.of(a);
        });
  }

  @Test
  void measuringAWideSumTakesConstantWorkPerTerm() {
    Allocations.assertLinear(
        "WireSize.of(sum)",
        n -> {
          // sum((x0 + 0), (x1 + 1), ...): a wide node whose children are composite
          AffineExpr a = wideAffine(n);
          PelicanContext pc = a.context();
          List<Expr> ts = new ArrayList<>(n);
          for (int k = 0; k < n; k++) {
            ts.add(pc.affine(List.of(new Term(a.idx(k), 1)), k));
          }
          Expr s = pc.sum(ts);
          return () -> WireSize.of(s);
        });
  }

  // ---- against a brute-force count of the tree, on random DAGs of every kind -----------------

  @Test
  void wireSizeEqualsABruteForceCountOfTheTree() {
    forAll(300, WireSizeTest::randomDag, WireSizeTest::wireSizeByBruteForce);
  }

  /** Axis and register names, including ones a JSON string must escape. */
  private static final List<String> NAMES = List.of("i", "j", "a b", "é`\\", "\"q\"", "\u0001", "");

  private static long number(Choices c) {
    switch (c.between(0, 2)) {
      case 0:
        return c.between(-6, 6);
      case 1:
        return c.pick(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1);
      default:
        return c.anyLong();
    }
  }

  /**
   * Every node a random DAG is made of, the root last: each node's children are drawn from the
   * nodes made before it (the latest most often), so sub-expressions are shared.
   */
  private static List<Expr> randomDag(Choices c) {
    PelicanContext pc = WireTestKinds.context();
    List<Expr> made = new ArrayList<>();
    int nodes = c.between(1, 14);
    for (int n = 0; n < nodes; n++) {
      made.add(made.isEmpty() || c.chance(30) ? leaf(pc, c) : inner(pc, c, made));
    }
    return made;
  }

  private static Expr leaf(PelicanContext pc, Choices c) {
    String name = c.pick(NAMES);
    switch (c.between(0, 9)) {
      case 0:
        return pc.affineIV(name);
      case 1:
        return pc.intRuntimeValue(name);
      case 2:
        return pc.shardId(number(c));
      case 3:
        return pc.constant(number(c));
      case 4:
        return pc.ccGetRank(number(c), number(c));
      case 5:
        return pc.indirectArg(number(c));
      case 6:
        return pc.apIndex(number(c));
      case 7:
        return pc.tiledApIndex(number(c), number(c));
      case 8:
        return pc.symbolicIdx(name);
      default:
        return pc.vendor(WireTestKinds.LANE, name, new long[0], List.of());
    }
  }

  private static Expr child(Choices c, List<Expr> made) {
    return made.get(c.chance(40) ? made.size() - 1 : c.between(0, made.size() - 1));
  }

  private static Expr inner(PelicanContext pc, Choices c, List<Expr> made) {
    Expr a = child(c, made);
    switch (c.between(0, 8)) {
      case 0:
        {
          Set<AffineIdx> idx = new LinkedHashSet<>();
          for (int k = c.between(0, 4); k > 0; k--) {
            if (child(c, made) instanceof AffineIdx x) {
              idx.add(x);
            }
          }
          List<Term> terms = new ArrayList<>();
          idx.forEach(x -> terms.add(new Term(x, number(c))));
          return pc.affine(terms, number(c));
        }
      case 1:
        return pc.sum(c.listOf(0, 4, 60, d -> child(d, made)));
      case 2:
        return pc.mult(a, number(c));
      case 3:
        return pc.floorDiv(a, number(c));
      case 4:
        return pc.modulo(a, number(c));
      case 5:
        return pc.ccDiv(a, number(c), number(c));
      case 6:
        return pc.ccMod(a, number(c), number(c));
      case 7:
        return pc.vendor(WireTestKinds.CLAMP, null, new long[] {number(c), number(c)}, List.of(a));
      default:
        return pc.vendor(
            WireTestKinds.MAXOF, null, new long[0], c.listOf(0, 4, 60, d -> child(d, made)));
    }
  }

  private static void wireSizeByBruteForce(List<Expr> made) {
    for (Expr e : made) {
      WireSize size = WireSize.of(e, V2Json.VENDOR_SIZER);
      Map<Expr, Boolean> distinct = new IdentityHashMap<>();
      long[] budget = {2_000_000};
      long tree = countTree(e, distinct, budget);
      assertEquals(distinct.size(), size.distinctNodes());
      if (budget[0] < 0) {
        continue; // too large to expand by brute force
      }
      assertEquals(tree, size.treeNodes());
      if (tree <= 20_000) {
        byte[] written = V2Json.write(e);
        assertEquals(written == null ? WireSize.NOT_WRITABLE : written.length, size.v2Bytes());
      }
    }
  }

  /** Expands the tree node by node (no memo), up to a budget. */
  private static long countTree(Expr e, Map<Expr, Boolean> distinct, long[] budget) {
    distinct.put(e, true);
    if (--budget[0] < 0) {
      return -1;
    }
    long n = 1;
    for (Expr c : e.children()) {
      long k = countTree(c, distinct, budget);
      if (k < 0) {
        markAll(c, distinct);
        return -1;
      }
      n += k;
    }
    return n;
  }

  private static void markAll(Expr e, Map<Expr, Boolean> distinct) {
    if (distinct.put(e, true) == null) {
      for (Expr c : e.children()) {
        markAll(c, distinct);
      }
    } else {
      for (Expr c : e.children()) {
        if (!distinct.containsKey(c)) {
          markAll(c, distinct);
        }
      }
    }
  }
}
