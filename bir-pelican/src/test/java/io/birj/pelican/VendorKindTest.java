package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.AffineExpr.Term;
import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import io.birj.pelican.simplify.Simplifier;
import io.birj.pelican.testing.TestVendorKinds;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A vendor kind defined in test sources (outside the module) is interned, ordered, printed, parsed,
 * evaluated and simplified like a built-in kind, without changing the module.
 */
class VendorKindTest {
  private final PelicanContext ctx = TestVendorKinds.context();
  private final AffineIV i = ctx.affineIV("i");

  @Test
  void aVendorIndexTakesPartInAffinesLikeABuiltInIndex() {
    AffineIdx lane = (AffineIdx) ctx.vendor(TestVendorKinds.LANE, "x", new long[0], List.of());
    AffineIdx scaled =
        (AffineIdx) ctx.vendor(TestVendorKinds.SCALED, null, new long[] {4}, List.of(i));
    AffineExpr a = ctx.affine(List.of(new Term(scaled, 2), new Term(lane, 3), new Term(i, 1)), 1);
    assertSame(a, ctx.affine(List.of(new Term(i, 1), new Term(lane, 3), new Term(scaled, 2)), 1));
    assertEquals(List.of(i, lane, scaled), a.children(), "built-in kinds first, then by number");
    String text = ctx.print(a);
    assertEquals("(i + 3*@lane[x]() + 2*@scaled(4 | i) + 1)", text);
    assertSame(a, ctx.parse(text));
    Environment env = Environment.builder().axis("i", 5).vendor("lane", "x", 7).build();
    assertEquals(5 + 21 + 2 * 20 + 1, Evaluator.evaluate(a, env));
  }

  @Test
  void vendorNodesOfDifferentParametersSymbolsOrChildrenAreDistinct() {
    Expr a = ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 1}, List.of(i));
    assertNotSame(a, ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 2}, List.of(i)));
    assertNotSame(
        a, ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {0, 1}, List.of(ctx.affineIV("j"))));
    Expr x = ctx.vendor(TestVendorKinds.LANE, "x", new long[0], List.of());
    assertNotSame(x, ctx.vendor(TestVendorKinds.LANE, "y", new long[0], List.of()));
    assertTrue(
        ExprOrder.compare(x, ctx.vendor(TestVendorKinds.LANE, "y", new long[0], List.of())) < 0);
  }

  @Test
  void aVendorKindWithAnyNumberOfChildren() {
    Expr max = ctx.parse("@maxof(| i, (2*i), i mod 3)");
    assertEquals(3, max.children().size());
    assertEquals(10, Evaluator.evaluate(max, Environment.builder().axis("i", 5).build()));
    assertSame(ctx.parse("@maxof(| i, (2*i), i mod 3)"), max);
  }

  @Test
  void simplificationReachesIntoVendorChildren() {
    Expr e = ctx.parse("@clamp(0, 9 | sum(i, i))");
    assertEquals("@clamp(0, 9 | (2*i))", ctx.print(Simplifier.simplify(e)));
  }
}
