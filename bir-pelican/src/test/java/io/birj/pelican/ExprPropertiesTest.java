package io.birj.pelican;

import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import io.birj.pelican.simplify.Ranges;
import io.birj.pelican.simplify.Simplifier;
import io.birj.pelican.testing.ExprDags;
import io.birj.pelican.testing.ExprDags.Recipe;
import io.birj.pelican.testing.StructuralIds;
import io.birj.pelican.testing.TestVendorKinds;
import io.birj.testkit.property.Choices;
import io.birj.testkit.property.Shuffle;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Properties of the algebra over random expression DAGs ({@link ExprDags}), run by {@link
 * io.birj.testkit.property.PropertyCheck#forAll}: {@value #TRIES} tries each by default, a hundred
 * times more with {@code -Psoak}.
 */
class ExprPropertiesTest {
  private static final long TEXT_LIMIT = 200_000;
  private static final int TRIES = 300;

  /**
   * Two recipes: drawn apart, or the second a near miss of the first ({@link ExprDags#nearMiss}),
   * whose nodes differ from the first's in one field. Recipes drawn apart seldom meet two nodes
   * that differ in one field only, and those are what an identity that leaves a field out merges.
   */
  record TwoRecipes(Recipe first, Recipe second) {
    static TwoRecipes draw(Choices c) {
      Recipe first = c.unit(ExprDags::wide);
      Recipe second = c.bool() ? c.unit(d -> ExprDags.nearMiss(first, d)) : c.unit(ExprDags::wide);
      return new TwoRecipes(first, second);
    }
  }

  @Test
  void structurallyEqualNodesAreIdenticalAndOnlyThey() {
    forAll(TRIES, TwoRecipes::draw, t -> identicalExactlyWhenEqual(t.first(), t.second()));
  }

  private static void identicalExactlyWhenEqual(Recipe r1, Recipe r2) {
    PelicanContext ctx = TestVendorKinds.context();
    List<Expr> a = r1.build(ctx);
    List<Expr> b = r2.build(ctx);
    List<Expr> again = r1.build(ctx);
    for (int n = 0; n < a.size(); n++) {
      assertSame(a.get(n), again.get(n), "rebuilding gives the same objects");
    }
    StructuralIds ids = new StructuralIds();
    for (Expr x : a) {
      for (Expr y : b) {
        assertEquals(ids.id(x) == ids.id(y), x == y, () -> x + " vs " + y);
      }
    }
    // The oracle sees only the objects it is given: a node of the first recipe handed out for a
    // different node of the second looks like itself. Built alone, the second recipe shows what
    // each of its nodes should have been.
    List<Expr> alone = r2.build(TestVendorKinds.context());
    for (int n = 0; n < b.size(); n++) {
      Expr asked = alone.get(n);
      Expr given = b.get(n);
      assertEquals(ids.id(asked), ids.id(given), () -> "asked for " + asked + ", given " + given);
    }
    // a fresh context makes structurally equal, distinct objects with the same hash
    List<Expr> fresh = r1.build(TestVendorKinds.context());
    for (int n = 0; n < a.size(); n++) {
      assertEquals(ids.id(a.get(n)), ids.id(fresh.get(n)));
      assertEquals(a.get(n).hashCode(), fresh.get(n).hashCode());
    }
  }

  @Test
  void affineTermsAreInCanonicalOrderWhateverOrderTheyAreGivenIn() {
    forAll(TRIES, ExprDags::wide, Shuffle::draw, ExprPropertiesTest::canonicalTermOrder);
  }

  private static void canonicalTermOrder(Recipe r, Shuffle shuffle) {
    PelicanContext ctx = TestVendorKinds.context();
    for (Expr e : r.build(ctx)) {
      if (e instanceof AffineExpr a) {
        for (int n = 1; n < a.termCount(); n++) {
          assertTrue(ExprOrder.compare(a.idx(n - 1), a.idx(n)) < 0);
        }
        List<AffineExpr.Term> shuffled = shuffle.apply(a.terms());
        assertSame(a, ctx.affine(shuffled, a.constant()));
      }
    }
  }

  @Test
  void theCanonicalOrderIsATotalOrderConsistentWithIdentity() {
    forAll(200, ExprDags::wide, ExprDags::wide, ExprPropertiesTest::totalOrder);
  }

  private static void totalOrder(Recipe r1, Recipe r2) {
    PelicanContext ctx = TestVendorKinds.context();
    List<Expr> all = new ArrayList<>(r1.build(ctx));
    all.addAll(r2.build(ctx));
    for (Expr x : all) {
      for (Expr y : all) {
        int xy = ExprOrder.compare(x, y);
        assertEquals(x == y, xy == 0);
        assertEquals(Integer.signum(xy), -Integer.signum(ExprOrder.compare(y, x)));
        for (Expr z : all) {
          if (xy < 0 && ExprOrder.compare(y, z) < 0) {
            assertTrue(ExprOrder.compare(x, z) < 0);
          }
        }
      }
    }
  }

  @Test
  void textRoundTripsToTheSameObject() {
    forAll(TRIES, ExprDags::wide, ExprPropertiesTest::textRoundTrip);
  }

  private static void textRoundTrip(Recipe r) {
    PelicanContext ctx = TestVendorKinds.context();
    PelicanContext other = TestVendorKinds.context();
    StructuralIds ids = new StructuralIds();
    for (Expr e : r.build(ctx)) {
      String text;
      try {
        text = ExprPrinter.print(e, TEXT_LIMIT);
      } catch (PelicanException tooLong) {
        continue; // an exponentially large tree form
      }
      assertSame(e, ctx.parse(text), text);
      assertEquals(ids.id(e), ids.id(other.parse(text)), text);
    }
  }

  /** Characters that damaged text gains: the text form's own, and a few strangers. */
  private static final String DAMAGE =
      "()[]|,*+-%@`\\ 0123456789ijsumodfloordivccgrouphardx\n\u00e9";

  /** One edit of a text: delete, insert or cut at {@code at} (modulo the length). */
  record Edit(int kind, int at, char inserted) {
    static Edit draw(Choices c) {
      return new Edit(
          c.between(0, 2), c.between(0, 1 << 20), DAMAGE.charAt(c.between(0, DAMAGE.length() - 1)));
    }

    void apply(StringBuilder b) {
      int where = b.length() == 0 ? 0 : at % b.length();
      switch (kind) {
        case 0:
          if (b.length() > 0) {
            b.deleteCharAt(where);
          }
          break;
        case 1:
          b.insert(where, inserted);
          break;
        default:
          b.setLength(where);
      }
    }
  }

  @Test
  void damagedTextParsesOrFailsWithAParseErrorOnly() {
    forAll(
        TRIES,
        ExprDags::wide,
        c -> c.listOf(1, 4, 50, Edit::draw),
        ExprPropertiesTest::damagedTextParsesOrFails);
  }

  private static void damagedTextParsesOrFails(Recipe r, List<Edit> edits) {
    PelicanContext ctx = TestVendorKinds.context();
    for (Expr e : r.build(ctx)) {
      String text;
      try {
        text = ExprPrinter.print(e, 2_000);
      } catch (PelicanException tooLong) {
        continue;
      }
      StringBuilder b = new StringBuilder(text);
      edits.forEach(edit -> edit.apply(b));
      try {
        Expr parsed = ctx.parse(b.toString());
        assertSame(parsed, ctx.parse(ctx.print(parsed)));
      } catch (ExprParseException expected) {
        assertTrue(expected.column() >= 1 && expected.column() <= b.length() + 1);
      }
    }
  }

  /** Six environments inside the ranges below, and six anywhere (64-bit edges included). */
  record Environments(List<Shown> inside, List<Shown> anywhere) {
    static Environments draw(Choices c) {
      List<Shown> inside = new ArrayList<>();
      List<Shown> anywhere = new ArrayList<>();
      for (int n = 0; n < 6; n++) {
        inside.add(c.unit(d -> environment(d, true)));
        anywhere.add(c.unit(d -> environment(d, false)));
      }
      return new Environments(inside, anywhere);
    }
  }

  @Test
  void simplificationNeverChangesTheValue() {
    forAll(TRIES, ExprDags::small, Environments::draw, ExprPropertiesTest::sameValue);
  }

  private static void sameValue(Recipe r, Environments envs) {
    PelicanContext ctx = TestVendorKinds.context();
    Ranges ranges =
        Ranges.builder()
            .axis("i", 0, 7)
            .axis("j", -3, 3)
            .axis("k", 0, 15)
            .register("r0", -4, 4)
            .register("r1", 0, 100)
            .build();
    List<Shown> inside = envs.inside();
    List<Shown> anywhere = envs.anywhere();
    for (Expr e : r.build(ctx)) {
      assertSameValue(e, Simplifier.simplify(e, ranges), inside);
      assertSameValue(e, Simplifier.simplify(e), anywhere);
      assertSameValue(e, Simplifier.simplify(e), inside);
    }
  }

  @Test
  void simplificationIsIdempotent() {
    forAll(
        TRIES,
        ExprDags::small,
        ExprDags::wide,
        (r, w) -> {
          assertIdempotent(r);
          assertIdempotent(w);
        });
  }

  private static void assertIdempotent(Recipe r) {
    PelicanContext ctx = TestVendorKinds.context();
    Ranges ranges = Ranges.builder().axis("i", 0, 7).axis("j", -3, 3).build();
    for (Expr e : r.build(ctx)) {
      Expr once = Simplifier.simplify(e, ranges);
      assertSame(once, Simplifier.simplify(once, ranges), () -> e + " simplified to " + once);
      Expr exact = Simplifier.simplify(e);
      assertSame(exact, Simplifier.simplify(exact), () -> e + " simplified to " + exact);
    }
  }

  /** An environment, and its bindings as text (for a counterexample). */
  record Shown(Environment env, String text) {
    @Override
    public String toString() {
      return text;
    }
  }

  /** Records each binding as it is made, so the environment can be shown. */
  private static final class Bindings {
    final Environment.Builder b = Environment.builder();
    final StringBuilder text = new StringBuilder("{");

    long note(String what, long value) {
      text.append(text.length() > 1 ? ", " : "").append(what).append('=').append(value);
      return value;
    }
  }

  private static Shown environment(Choices c, boolean inRanges) {
    Bindings n = new Bindings();
    Environment.Builder b = n.b;
    long[] wild = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE, 1L << 40, -(1L << 62)};
    if (inRanges) {
      b.axis("i", n.note("i", c.between(0, 7)))
          .axis("j", n.note("j", c.between(-3, 3)))
          .axis("k", n.note("k", c.between(0, 15)))
          .register("r0", n.note("r0", c.between(-4, 4)))
          .register("r1", n.note("r1", c.between(0, 100)));
    } else {
      for (String axis : ExprDags.AXES) {
        b.axis(axis, n.note(axis, c.bool() ? c.pick(wild) : c.between(-20, 20)));
      }
      b.register("r0", n.note("r0", c.between(-500, 499)))
          .register("r1", n.note("r1", c.pick(wild)));
    }
    for (long ub = 1; ub <= 8; ub *= 2) {
      b.shard(ub, n.note("shard" + ub, c.between(0, ub - 1)));
    }
    b.rank(n.note("rank", c.between(0, 3))).indirectArg(0, 3).indirectArg(1, -2).indirectArg(2, 9);
    for (String s : ExprDags.AXES) {
      b.symbol(s, n.note("sym " + s, c.between(-5, 4)));
    }
    b.vendor("lane", "l0", n.note("lane", c.between(0, 4)));
    return new Shown(b.build(), n.text.append('}').toString());
  }

  private static void assertSameValue(Expr original, Expr simplified, List<Shown> envs) {
    for (Shown shown : envs) {
      Environment env = shown.env();
      long expected;
      try {
        expected = Evaluator.evaluate(original, env);
      } catch (PelicanException noValue) {
        continue;
      }
      long actual;
      try {
        actual = Evaluator.evaluate(simplified, env);
      } catch (PelicanException e) {
        throw new AssertionError(
            "simplified " + original + " to " + simplified + " which fails: " + e.getMessage());
      }
      assertEquals(
          expected, actual, () -> original + " simplified to " + simplified + " in " + shown);
    }
  }
}
