package io.birj.pelican;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import io.birj.pelican.metrics.WireSize;
import io.birj.pelican.simplify.Ranges;
import io.birj.pelican.simplify.Simplifier;
import io.birj.pelican.testing.ExprDags;
import io.birj.pelican.testing.ExprDags.Recipe;
import io.birj.pelican.testing.StructuralIds;
import io.birj.pelican.testing.TestVendorKinds;
import io.birj.pelican.testing.V2Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the algebra over random expression DAGs ({@link ExprDags}). Tries: {@code
 * jqwik.tries.default} (300 in the default build, more with {@code -Psoak}).
 */
class ExprPropertiesTest {
  private static final long TEXT_LIMIT = 200_000;

  @Provide
  Arbitrary<Recipe> wide() {
    return ExprDags.wide();
  }

  @Provide
  Arbitrary<Recipe> small() {
    return ExprDags.small();
  }

  @Property
  void structurallyEqualNodesAreIdenticalAndOnlyThey(
      @ForAll("wide") Recipe r1, @ForAll("wide") Recipe r2) {
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
    // a fresh context makes structurally equal, distinct objects with the same hash
    List<Expr> fresh = r1.build(TestVendorKinds.context());
    for (int n = 0; n < a.size(); n++) {
      assertEquals(ids.id(a.get(n)), ids.id(fresh.get(n)));
      assertEquals(a.get(n).hashCode(), fresh.get(n).hashCode());
    }
  }

  @Property
  void affineTermsAreInCanonicalOrderWhateverOrderTheyAreGivenIn(
      @ForAll("wide") Recipe r, @ForAll long seed) {
    PelicanContext ctx = TestVendorKinds.context();
    for (Expr e : r.build(ctx)) {
      if (e instanceof AffineExpr a) {
        for (int n = 1; n < a.termCount(); n++) {
          assertTrue(ExprOrder.compare(a.idx(n - 1), a.idx(n)) < 0);
        }
        List<AffineExpr.Term> shuffled = new ArrayList<>(a.terms());
        Collections.shuffle(shuffled, new Random(seed));
        assertSame(a, ctx.affine(shuffled, a.constant()));
      }
    }
  }

  @Property(tries = 200)
  void theCanonicalOrderIsATotalOrderConsistentWithIdentity(
      @ForAll("wide") Recipe r1, @ForAll("wide") Recipe r2) {
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

  @Property
  void textRoundTripsToTheSameObject(@ForAll("wide") Recipe r) {
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

  @Property
  void damagedTextParsesOrFailsWithAParseErrorOnly(@ForAll("wide") Recipe r, @ForAll long seed) {
    PelicanContext ctx = TestVendorKinds.context();
    Random random = new Random(seed);
    String alphabet = "()[]|,*+-%@`\\ 0123456789ijsumodfloordivccgrouphardx\n\u00e9";
    for (Expr e : r.build(ctx)) {
      String text;
      try {
        text = ExprPrinter.print(e, 2_000);
      } catch (PelicanException tooLong) {
        continue;
      }
      StringBuilder b = new StringBuilder(text);
      for (int n = random.nextInt(4); n >= 0; n--) {
        int at = b.length() == 0 ? 0 : random.nextInt(b.length());
        switch (random.nextInt(3)) {
          case 0:
            if (b.length() > 0) {
              b.deleteCharAt(at);
            }
            break;
          case 1:
            b.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
            break;
          default:
            b.setLength(at);
        }
      }
      try {
        Expr parsed = ctx.parse(b.toString());
        assertSame(parsed, ctx.parse(ctx.print(parsed)));
      } catch (ExprParseException expected) {
        assertTrue(expected.column() >= 1 && expected.column() <= b.length() + 1);
      }
    }
  }

  @Property
  void simplificationNeverChangesTheValue(@ForAll("small") Recipe r, @ForAll long seed) {
    PelicanContext ctx = TestVendorKinds.context();
    Ranges ranges =
        Ranges.builder()
            .axis("i", 0, 7)
            .axis("j", -3, 3)
            .axis("k", 0, 15)
            .register("r0", -4, 4)
            .register("r1", 0, 100)
            .build();
    Random random = new Random(seed);
    List<Environment> inside = new ArrayList<>();
    List<Environment> anywhere = new ArrayList<>();
    for (int n = 0; n < 6; n++) {
      inside.add(environment(random, true));
      anywhere.add(environment(random, false));
    }
    for (Expr e : r.build(ctx)) {
      assertSameValue(e, Simplifier.simplify(e, ranges), inside);
      assertSameValue(e, Simplifier.simplify(e), anywhere);
      assertSameValue(e, Simplifier.simplify(e), inside);
    }
  }

  @Property
  void simplificationIsIdempotent(@ForAll("small") Recipe r, @ForAll("wide") Recipe w) {
    assertIdempotent(r);
    assertIdempotent(w);
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

  private static Environment environment(Random random, boolean inRanges) {
    Environment.Builder b = Environment.builder();
    if (inRanges) {
      b.axis("i", random.nextInt(8))
          .axis("j", random.nextInt(7) - 3)
          .axis("k", random.nextInt(16))
          .register("r0", random.nextInt(9) - 4)
          .register("r1", random.nextInt(101));
    } else {
      long[] wild = {Long.MIN_VALUE, Long.MAX_VALUE, -1, 0, 1, 1L << 40, -(1L << 62)};
      for (String axis : ExprDags.AXES) {
        b.axis(axis, random.nextBoolean() ? random.nextInt(41) - 20 : wild[random.nextInt(7)]);
      }
      b.register("r0", random.nextInt(1000) - 500).register("r1", wild[random.nextInt(7)]);
    }
    for (long ub = 1; ub <= 8; ub *= 2) {
      b.shard(ub, random.nextInt((int) ub));
    }
    b.rank(random.nextInt(4)).indirectArg(0, 3).indirectArg(1, -2).indirectArg(2, 9);
    for (String s : ExprDags.AXES) {
      b.symbol(s, random.nextInt(10) - 5);
    }
    return b.vendor("lane", "l0", random.nextInt(5)).build();
  }

  private static void assertSameValue(Expr original, Expr simplified, List<Environment> envs) {
    for (Environment env : envs) {
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
      assertEquals(expected, actual, () -> original + " simplified to " + simplified);
    }
  }

  @Property
  void wireSizeEqualsABruteForceCountOfTheTree(@ForAll("wide") Recipe r) {
    PelicanContext ctx = TestVendorKinds.context();
    for (Expr e : r.build(ctx)) {
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
