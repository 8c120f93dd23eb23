package io.birj.pelican.testing;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.property.Choices;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Random expression DAGs for property tests. A {@link Recipe} is a list of build steps, each of
 * which may use the nodes made by earlier steps (so sub-expressions are shared: a DAG); {@link
 * Recipe#build} replays it in a context. Recipes shrink well because every choice is a plain number
 * interpreted modulo what is available, and the simplest choices make the simplest recipe (one
 * step: the axis {@code i}).
 */
public final class ExprDags {
  private ExprDags() {}

  /** Axis and register names, including ones the text form must back-quote. */
  public static final List<String> NAMES = List.of("i", "j", "k", "sum", "a b", "é`\\", "");

  /** Axis names the evaluation properties give values to. */
  public static final List<String> AXES = List.of("i", "j", "k");

  /** One build step: what to make, and numbers that pick its parts. */
  public record Step(int op, int a, int b, long x, long y, List<Integer> refs) {}

  /** Build steps; the last node made is the root. */
  public record Recipe(List<Step> steps, boolean wide) {
    /** Makes every step's node in {@code ctx} (contexts must know the test vendor kinds). */
    public List<Expr> build(PelicanContext ctx) {
      List<Expr> made = new ArrayList<>();
      for (Step s : steps) {
        made.add(step(ctx, s, made, wide));
      }
      return made;
    }

    public Expr root(PelicanContext ctx) {
      List<Expr> made = build(ctx);
      return made.get(made.size() - 1);
    }
  }

  /** A recipe with small numbers (for evaluation) and names in {@link #AXES}. */
  public static Recipe small(Choices c) {
    return recipe(c, false);
  }

  /** A recipe with numbers anywhere in 64 bits, awkward names, all kinds. */
  public static Recipe wide(Choices c) {
    return recipe(c, true);
  }

  /**
   * {@code r} with one number of one step moved by one: a near miss. The node that step makes
   * differs from {@code r}'s in a single field (a name, a number, a child), so a node kind that
   * leaves a field out of its identity makes two such nodes one object.
   */
  public static Recipe nearMiss(Recipe r, Choices c) {
    List<Step> steps = new ArrayList<>(r.steps());
    int at = c.between(0, steps.size() - 1);
    Step s = steps.get(at);
    long by = c.bool() ? -1 : 1; // x and y wrap around at the ends of the long range
    switch (c.between(0, 3)) {
      case 0:
        s = new Step(s.op(), s.a(), s.b(), s.x() + by, s.y(), s.refs());
        break;
      case 1:
        s = new Step(s.op(), s.a(), s.b(), s.x(), s.y() + by, s.refs());
        break;
      case 2: // a and b pick names and children modulo what there is: they stay non-negative
        s = new Step(s.op(), s.a() + 1, s.b(), s.x(), s.y(), s.refs());
        break;
      default:
        s = new Step(s.op(), s.a(), s.b() + 1, s.x(), s.y(), s.refs());
    }
    steps.set(at, s);
    return new Recipe(steps, r.wide());
  }

  private static Recipe recipe(Choices c, boolean wide) {
    return new Recipe(c.listOf(1, 14, 88, d -> step(d, wide)), wide);
  }

  private static Step step(Choices c, boolean wide) {
    return new Step(
        c.between(0, 40),
        c.between(0, 1000),
        c.between(0, 1000),
        number(c, wide),
        number(c, wide),
        c.listOf(0, 4, 60, d -> d.between(0, 1000)));
  }

  private static long number(Choices c, boolean wide) {
    if (!wide) {
      return c.between(-6, 6);
    }
    switch (c.between(0, 2)) {
      case 0:
        return c.between(-6, 6);
      case 1:
        return c.pick(0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE + 1);
      default:
        return c.anyLong();
    }
  }

  private static Expr step(PelicanContext ctx, Step s, List<Expr> made, boolean wide) {
    int op = s.op();
    if (made.isEmpty() || op < 12) {
      return leaf(ctx, s, made, wide);
    }
    Expr first = pick(made, s.a());
    long positive = wide ? s.x() : Math.floorMod(s.x(), 5) + 1; // mostly positive divisors
    switch (op % 9) {
      case 0:
      case 1:
        return affine(ctx, s, made);
      case 2:
        {
          List<Expr> terms = new ArrayList<>();
          for (int r : s.refs()) {
            terms.add(pick(made, r));
          }
          return ctx.sum(terms);
        }
      case 3:
        return ctx.mult(first, s.y());
      case 4:
        return ctx.floorDiv(first, op == 13 ? s.y() : positive);
      case 5:
        return ctx.modulo(first, op == 14 ? s.y() : positive);
      case 6:
        return ctx.ccDiv(first, positive, wide ? s.y() : s.b());
      case 7:
        return wide || op > 30
            ? ctx.ccMod(first, positive, s.y())
            : ctx.vendor(TestVendorKinds.CLAMP, null, new long[] {-3, s.y() + 5}, List.of(first));
      default:
        {
          List<Expr> kids = new ArrayList<>();
          kids.add(first);
          for (int r : s.refs()) {
            kids.add(pick(made, r));
          }
          return op % 2 == 0
              ? ctx.vendor(TestVendorKinds.MAXOF, null, new long[0], kids)
              : ctx.vendor(TestVendorKinds.SCALED, null, new long[] {s.y()}, List.of(first));
        }
    }
  }

  private static Expr leaf(PelicanContext ctx, Step s, List<Expr> made, boolean wide) {
    List<String> names = wide ? NAMES : AXES;
    String name = names.get(s.a() % names.size());
    switch (s.op() % 12) {
      case 0:
      case 1:
      case 2:
        return ctx.affineIV(name);
      case 3:
        return ctx.intRuntimeValue(wide ? name : "r" + (s.a() % 2));
      case 4:
        return ctx.shardId(wide ? s.x() : 1L << (s.a() % 4));
      case 5:
        return ctx.constant(s.x());
      case 6:
        return ctx.ccGetRank(s.a() % 3, s.b() % 2);
      case 7:
        return ctx.indirectArg(s.a() % 3);
      case 8:
        return wide ? ctx.apIndex(s.x()) : ctx.affine(ctx.affineIV(name));
      case 9:
        return wide ? ctx.tiledApIndex(s.x(), s.y()) : ctx.symbolicIdx(name);
      case 10:
        return wide ? ctx.symbolicIdx(name) : ctx.affineIV(name);
      default:
        return ctx.vendor(TestVendorKinds.LANE, wide ? name : "l0", new long[0], List.of());
    }
  }

  /** An affine of the index nodes made so far (picked by refs), without duplicates. */
  private static Expr affine(PelicanContext ctx, Step s, List<Expr> made) {
    List<AffineExpr.Term> terms = new ArrayList<>();
    Set<Expr> used = new HashSet<>();
    long coeff = s.y();
    for (int r : s.refs()) {
      Expr e = pick(made, r);
      if (e instanceof AffineIdx idx && used.add(idx)) {
        terms.add(new AffineExpr.Term(idx, coeff));
        coeff = coeff == s.y() ? s.x() : coeff - 1;
      }
    }
    return ctx.affine(terms, s.x());
  }

  private static Expr pick(List<Expr> made, int r) {
    // Prefer recent nodes so that recipes grow deep as well as wide.
    int n = made.size();
    return made.get(r % 3 == 0 ? n - 1 : r % n);
  }
}
