package io.birj.pelican.simplify;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;
import io.birj.pelican.Sum;
import io.birj.pelican.VendorNode;
import io.birj.pelican.eval.Leaf;
import io.birj.pelican.simplify.Ranges.Interval;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The explicit simplifier (like MLIR's {@code simplifyAffineExpr}): the context's factories never
 * rewrite, this does, on request. Bottom-up, each distinct node once, without recursion on the
 * expression's depth. It
 *
 * <ul>
 *   <li>drops zero coefficients; folds constants through every operator;
 *   <li>flattens nested sums (an inner sum of more than 64 summands stays nested, which keeps a
 *       deep chain of sums linear) and merges the linear summands (affine expressions and bare
 *       indices) into one AffineExpr; gathers equal summands ({@code x + x*3} becomes {@code x *
 *       4}); recombines {@code (x floordiv k) * k + x mod k} into {@code x};
 *   <li>turns {@code Mult} of a linear operand into an AffineExpr and merges {@code (x * a) * b};
 *   <li>cancels {@code (x * m) floordiv k} and {@code (x * m) mod k} when {@code k} divides {@code
 *       m}; merges {@code (x floordiv a) floordiv b} and {@code (x mod a) mod b} ({@code b | a});
 *       divides an affine numerator whose coefficients and constant are all multiples of {@code k};
 *   <li>reduces the coefficients of an affine numerator of {@code mod k} modulo {@code k} and drops
 *       the {@code mod} when the reduced numerator is known to lie in {@code [0, k)} ({@code (a*k +
 *       r) mod k} becomes {@code r}); folds {@code floordiv} and {@code mod} whose numerator's
 *       range lies within one multiple of {@code k}.
 * </ul>
 *
 * Ranges come from the {@link Ranges} given (loop axes, registers, ...), from ShardId bounds and
 * from the operators themselves ({@code x mod k} lies in {@code [0, k)}); without them only exact
 * rewrites are made. CCDiv and CCMod keep their form (the replica group matters to the hardware),
 * as do divisions by a non-positive divisor (they fail on evaluation) and vendor nodes (their
 * children are simplified).
 *
 * <p><b>Never changes the value</b>: in every environment whose leaves lie inside the ranges and in
 * which the original evaluates (see {@link io.birj.pelican.eval.Evaluator}: each node's value must
 * fit 64 bits), the result evaluates to the same value. A rewrite whose constants would overflow is
 * not made; a rewrite that makes a node with a value of its own (a partial sum, a reduced
 * numerator) is made only when that node's range is known to fit 64 bits. So the simplifier never
 * wraps and never fails: overflow stays where the original had it.
 *
 * <p>The normal form of a linear expression is an AffineExpr (a lone index stays a lone index). The
 * result is a fixed point: {@code simplify(simplify(e)) == simplify(e)}. Both properties are
 * checked as properties over random DAGs (ExprPropertiesTest).
 */
public final class Simplifier {
  /** The largest inner sum whose summands are lifted into the enclosing sum. */
  static final int MAX_FLATTENED = 64;

  private final PelicanContext ctx;
  private final Ranges ranges;
  private final Map<Expr, Interval> rangeMemo = new HashMap<>();

  private Simplifier(PelicanContext ctx, Ranges ranges) {
    this.ctx = ctx;
    this.ranges = ranges;
  }

  /** {@code e} simplified using only exact facts (no leaf ranges). */
  public static Expr simplify(Expr e) {
    return simplify(e, Ranges.NONE);
  }

  /** {@code e} simplified, trusting that the leaves lie inside {@code ranges}. */
  public static Expr simplify(Expr e, Ranges ranges) {
    Simplifier s = new Simplifier(e.context(), ranges);
    Map<Expr, Expr> done = new HashMap<>();
    ExprWalk.postorder(e, done, node -> s.rule(node, done));
    return done.get(e);
  }

  /**
   * The interval {@code e}'s value lies in when its leaves lie inside {@code ranges} (and it
   * evaluates), or {@code null} when it is not known or not within 64 bits.
   */
  public static Interval range(Expr e, Ranges ranges) {
    return new Simplifier(e.context(), ranges).range(e);
  }

  // ---- rules: each takes a node of the original and the simplified children ------------------

  private Expr rule(Expr e, Map<Expr, Expr> done) {
    if (e instanceof AffineExpr a) {
      Linear lin = new Linear(0);
      lin.c = a.constant();
      for (int i = 0; i < a.termCount(); i++) {
        if (!lin.add((AffineIdx) done.get(a.idx(i)), a.coeff(i))) {
          return e; // two vendor indices simplified to one and their coefficients overflow
        }
      }
      return lin.toAffine();
    }
    if (e instanceof Sum s) {
      List<Expr> kids = new ArrayList<>();
      for (Expr t : s.terms()) {
        Expr k = done.get(t);
        if (k instanceof Sum inner && inner.terms().size() <= MAX_FLATTENED) {
          // lifting the summands removes a node and adds none; a large inner sum stays nested so
          // that a deep chain of sums does not grow quadratically many summands
          kids.addAll(inner.terms());
        } else {
          kids.add(k);
        }
      }
      return sum(kids);
    }
    if (e instanceof Mult m) {
      return mult(done.get(m.var()), m.scale());
    }
    if (e instanceof FloorDiv d) {
      return floorDiv(done.get(d.numer()), d.denom());
    }
    if (e instanceof Modulo d) {
      return modulo(done.get(d.numer()), d.denom());
    }
    if (e instanceof CCDiv d) {
      return ctx.ccDiv(done.get(d.numer()), d.denom(), d.replicaGroupsId());
    }
    if (e instanceof CCMod d) {
      return ctx.ccMod(done.get(d.numer()), d.denom(), d.replicaGroupsId());
    }
    if (e instanceof VendorNode v) {
      List<Expr> kids = new ArrayList<>();
      for (Expr c : v.children()) {
        kids.add(done.get(c));
      }
      return ctx.vendor(v.vendorKind(), v.symbol(), v.params(), kids);
    }
    return e; // leaves
  }

  /**
   * A sum of simplified, flattened summands. Totals are accumulated exactly (so the result does not
   * depend on the summands' order); a total that does not fit 64 bits leaves its summands as they
   * were, and so does a new summand whose range is not known to fit.
   */
  private Expr sum(List<Expr> kids) {
    ExactLinear lin = new ExactLinear();
    List<Expr> linearKids = new ArrayList<>();
    Map<Expr, BigInteger> scales = new LinkedHashMap<>(); // non-linear base -> total scale
    Map<Expr, List<Expr>> byBase = new HashMap<>(); // non-linear base -> its summands
    for (Expr k : kids) {
      Linear l = linear(k);
      if (l != null) {
        lin.add(l, BigInteger.ONE);
        linearKids.add(k);
        continue;
      }
      Expr base = k;
      long scale = 1;
      if (k instanceof Mult m) {
        base = m.var();
        scale = m.scale();
      }
      scales.merge(base, BigInteger.valueOf(scale), BigInteger::add);
      byBase.computeIfAbsent(base, b -> new ArrayList<>()).add(k);
    }
    boolean recombined = recombineDivMod(scales, lin);

    List<Expr> out = new ArrayList<>();
    for (Map.Entry<Expr, BigInteger> t : scales.entrySet()) {
      BigInteger total = t.getValue();
      if (total.signum() == 0) {
        continue; // the summands cancel: their value is 0
      }
      if (total.bitLength() < 64) {
        out.add(mult(t.getKey(), total.longValue()));
      } else if (!recombined) {
        // The total overflows: keep them apart. Only the non-linear summands: a linear one equal
        // to the base (e.g. the constant (2) beside (2) * k) is already in the linear part.
        out.addAll(byBase.get(t.getKey()));
      } else {
        return ctx.sum(kids);
      }
    }
    Linear merged = lin.toLinear();
    if (merged == null) {
      if (recombined) {
        return ctx.sum(kids);
      }
      out.addAll(linearKids); // the merged constant or a coefficient overflows
    } else {
      Expr affine = merged.toAffine();
      if (out.isEmpty()) {
        return affine; // the whole sum is linear: the affine has the sum's value
      }
      boolean zero = affine instanceof AffineExpr a && a.isConstant() && a.constant() == 0;
      if (!zero) {
        boolean single = linearKids.size() == 1 && linear(linearKids.get(0)).equals(merged);
        out.add(single ? linearKids.get(0) : affine);
      }
    }
    if (out.isEmpty()) {
      return ctx.constant(0);
    }
    if (out.size() == 1) {
      return out.get(0); // its value is the sum's value
    }
    // Every other summand is a node with a value of its own: one not given must provably fit.
    Set<Expr> given = new HashSet<>(kids);
    for (Expr t : out) {
      if (!given.contains(t) && range(t) == null) {
        return ctx.sum(kids);
      }
    }
    return ctx.sum(out);
  }

  /**
   * Replaces {@code (x floordiv k) * (s*k) + (x mod k) * s} by {@code x * s}, until no such pair is
   * left (a worklist: linear in the number of summands). Returns true when it replaced any.
   */
  private boolean recombineDivMod(Map<Expr, BigInteger> scales, ExactLinear lin) {
    boolean anyDiv = false;
    for (Expr base : scales.keySet()) {
      anyDiv |= base instanceof FloorDiv;
    }
    if (!anyDiv) {
      return false; // nothing to pair (and a new FloorDiv only appears from a pairing)
    }
    Map<DivKey, Expr> divs = new HashMap<>();
    Map<DivKey, Expr> mods = new HashMap<>();
    ArrayDeque<Expr> work = new ArrayDeque<>();
    for (Expr base : scales.keySet()) {
      index(base, divs, mods, work);
    }
    boolean any = false;
    while (!work.isEmpty()) {
      Modulo m = (Modulo) work.poll();
      BigInteger s = scales.get(m);
      DivKey key = new DivKey(m.numer(), m.denom());
      Expr div = divs.get(key);
      if (s == null || s.signum() == 0 || div == null || !scales.containsKey(div)) {
        continue;
      }
      if (!scales.get(div).equals(s.multiply(BigInteger.valueOf(m.denom())))) {
        continue;
      }
      scales.remove(m);
      scales.remove(div);
      divs.remove(key);
      mods.remove(key);
      any = true;
      Expr x = m.numer();
      Linear xl = linear(x);
      if (xl != null) {
        lin.add(xl, s);
        continue;
      }
      scales.merge(x, s, BigInteger::add);
      index(x, divs, mods, work); // x's scale changed: it may pair now
      if (x instanceof FloorDiv d && mods.containsKey(new DivKey(d.numer(), d.denom()))) {
        work.add(mods.get(new DivKey(d.numer(), d.denom())));
      }
    }
    return any;
  }

  private static void index(
      Expr base, Map<DivKey, Expr> divs, Map<DivKey, Expr> mods, ArrayDeque<Expr> work) {
    if (base instanceof Modulo m && m.denom() > 0) {
      mods.put(new DivKey(m.numer(), m.denom()), m);
      work.add(m);
    } else if (base instanceof FloorDiv d && d.denom() > 0) {
      divs.put(new DivKey(d.numer(), d.denom()), d);
    }
  }

  /** A numerator (by identity: nodes are interned) and a divisor. */
  private record DivKey(Expr numer, long denom) {}

  /** A linear form accumulated in exact integers: the order of additions cannot overflow it. */
  private final class ExactLinear {
    final Map<AffineIdx, BigInteger> terms = new LinkedHashMap<>();
    BigInteger c = BigInteger.ZERO;

    void add(Linear l, BigInteger scale) {
      c = c.add(BigInteger.valueOf(l.c).multiply(scale));
      for (Map.Entry<AffineIdx, Long> t : l.terms.entrySet()) {
        terms.merge(t.getKey(), BigInteger.valueOf(t.getValue()).multiply(scale), BigInteger::add);
      }
    }

    /** The form in 64-bit numbers, or null when a coefficient or the constant does not fit. */
    Linear toLinear() {
      if (c.bitLength() >= 64) {
        return null;
      }
      Linear r = new Linear(c.longValue());
      for (Map.Entry<AffineIdx, BigInteger> t : terms.entrySet()) {
        if (t.getValue().bitLength() >= 64) {
          return null;
        }
        r.terms.put(t.getKey(), t.getValue().longValue());
      }
      return r;
    }
  }

  /** {@code x * k} for a simplified {@code x}; its value is the product. */
  private Expr mult(Expr x, long k) {
    // (v * a) * k = v * (a*k): unwrap as long as the product fits (a loop, not a recursion)
    while (x instanceof Mult m && k != 0 && k != 1) {
      try {
        k = Math.multiplyExact(m.scale(), k);
      } catch (ArithmeticException ex) {
        break;
      }
      x = m.var();
    }
    if (k == 1) {
      return x;
    }
    if (k == 0) {
      return ctx.constant(0);
    }
    Linear lin = linear(x);
    if (lin != null) {
      Linear scaled = lin.times(k);
      return scaled == null ? ctx.mult(x, k) : scaled.toAffine();
    }
    return ctx.mult(x, k);
  }

  /** {@code n floordiv k} for a simplified {@code n}. */
  private Expr floorDiv(Expr n, long k) {
    if (k <= 0) {
      return ctx.floorDiv(n, k);
    }
    // (x floordiv a) floordiv k = x floordiv (a*k) for a, k > 0: unwrap in a loop
    while (n instanceof FloorDiv d && d.denom() > 0) {
      try {
        k = Math.multiplyExact(d.denom(), k);
      } catch (ArithmeticException ex) {
        break;
      }
      n = d.numer();
    }
    if (k == 1) {
      return n;
    }
    Interval r = range(n);
    if (r != null && Math.floorDiv(r.lo(), k) == Math.floorDiv(r.hi(), k)) {
      return ctx.constant(Math.floorDiv(r.lo(), k));
    }
    if (n instanceof Mult m && m.scale() % k == 0) {
      return mult(m.var(), m.scale() / k);
    }
    Linear lin = linear(n);
    if (lin != null) {
      // n = k*q + rem with every coefficient of q a multiple of k and rem's constant in [0, k)
      Linear q = new Linear(Math.floorDiv(lin.c, k));
      Linear rem = new Linear(Math.floorMod(lin.c, k));
      for (Map.Entry<AffineIdx, Long> t : lin.terms.entrySet()) {
        if (t.getValue() % k == 0) {
          q.terms.put(t.getKey(), t.getValue() / k);
        } else {
          rem.terms.put(t.getKey(), t.getValue());
        }
      }
      if (rem.terms.isEmpty()) {
        return q.toAffine(); // exact: rem is a constant in [0, k)
      }
      Interval rr = range(rem.toAffine());
      if (rr != null && Math.floorDiv(rr.lo(), k) == Math.floorDiv(rr.hi(), k)) {
        Linear shifted = q.plusConstant(Math.floorDiv(rr.lo(), k));
        if (shifted != null) {
          return shifted.toAffine(); // the floordiv's own value
        }
      }
    }
    return ctx.floorDiv(n, k);
  }

  /** {@code n mod k} for a simplified {@code n}. */
  private Expr modulo(Expr n, long k) {
    if (k <= 0) {
      return ctx.modulo(n, k);
    }
    if (k == 1) {
      return ctx.constant(0);
    }
    // (x mod a) mod k = x mod k when k divides a: unwrap in a loop
    while (n instanceof Modulo inner && inner.denom() > 0 && inner.denom() % k == 0) {
      n = inner.numer();
    }
    Interval r = range(n);
    if (r != null && Math.floorDiv(r.lo(), k) == Math.floorDiv(r.hi(), k)) {
      if (r.lo() == r.hi()) {
        return ctx.constant(Math.floorMod(r.lo(), k));
      }
      if (Math.floorDiv(r.lo(), k) == 0) {
        return n; // already in [0, k)
      }
    }
    if (n instanceof Mult m && m.scale() % k == 0) {
      return ctx.constant(0);
    }
    Linear lin = linear(n);
    if (lin != null) {
      Linear reduced = new Linear(Math.floorMod(lin.c, k));
      for (Map.Entry<AffineIdx, Long> t : lin.terms.entrySet()) {
        long c = Math.floorMod(t.getValue(), k);
        if (c != 0) {
          reduced.terms.put(t.getKey(), c);
        }
      }
      if (reduced.terms.isEmpty()) {
        return ctx.constant(reduced.c); // exact: every term is a multiple of k
      }
      if (!reduced.equals(lin)) {
        Expr rn = reduced.toAffine();
        Interval rr = range(rn);
        if (rr != null) { // the reduced numerator is a node of its own: it must fit
          return Math.floorDiv(rr.lo(), k) == 0 && Math.floorDiv(rr.hi(), k) == 0
              ? rn
              : ctx.modulo(rn, k);
        }
      }
    }
    return ctx.modulo(n, k);
  }

  // ---- ranges ---------------------------------------------------------------------------------

  private Interval range(Expr e) {
    if (!rangeMemo.containsKey(e)) {
      ExprWalk.postorder(e, rangeMemo, this::computeRange);
    }
    return rangeMemo.get(e);
  }

  /** The node's interval from its children's (already known) intervals. */
  private Interval computeRange(Expr e) {
    if (e instanceof ShardId x) {
      return x.ub() > 0 ? new Interval(0, x.ub() - 1) : null;
    }
    Leaf leaf = Leaf.of(e);
    if (leaf != null) {
      return ranges.interval(leaf);
    }
    if (e instanceof AffineExpr a) {
      Interval acc = Interval.of(a.constant());
      for (int i = 0; i < a.termCount() && acc != null; i++) {
        acc = add(acc, scale(rangeMemo.get(a.idx(i)), a.coeff(i)));
      }
      return acc;
    }
    if (e instanceof Sum s) {
      Interval acc = Interval.of(0);
      for (Expr t : s.terms()) {
        acc = add(acc, rangeMemo.get(t));
      }
      return acc;
    }
    if (e instanceof Mult m) {
      return scale(rangeMemo.get(m.var()), m.scale());
    }
    if (e instanceof FloorDiv d) {
      return divRange(rangeMemo.get(d.numer()), d.denom());
    }
    if (e instanceof CCDiv d) {
      return divRange(rangeMemo.get(d.numer()), d.denom());
    }
    if (e instanceof Modulo d) {
      return modRange(rangeMemo.get(d.numer()), d.denom());
    }
    if (e instanceof CCMod d) {
      return modRange(rangeMemo.get(d.numer()), d.denom());
    }
    return null; // vendor nodes
  }

  private static Interval add(Interval a, Interval b) {
    if (a == null || b == null) {
      return null;
    }
    try {
      return new Interval(Math.addExact(a.lo(), b.lo()), Math.addExact(a.hi(), b.hi()));
    } catch (ArithmeticException ex) {
      return null;
    }
  }

  private static Interval scale(Interval a, long k) {
    if (a == null) {
      return null;
    }
    try {
      long x = Math.multiplyExact(a.lo(), k);
      long y = Math.multiplyExact(a.hi(), k);
      return new Interval(Math.min(x, y), Math.max(x, y));
    } catch (ArithmeticException ex) {
      return null;
    }
  }

  private static Interval divRange(Interval n, long k) {
    if (n == null || k <= 0) {
      return null;
    }
    return new Interval(Math.floorDiv(n.lo(), k), Math.floorDiv(n.hi(), k));
  }

  private static Interval modRange(Interval n, long k) {
    if (k <= 0) {
      return null;
    }
    if (n != null && Math.floorDiv(n.lo(), k) == Math.floorDiv(n.hi(), k)) {
      return new Interval(Math.floorMod(n.lo(), k), Math.floorMod(n.hi(), k));
    }
    return new Interval(0, k - 1);
  }

  // ---- linear forms -----------------------------------------------------------------------------

  /** The linear form of an AffineExpr or a bare index, else null. */
  private Linear linear(Expr e) {
    if (e instanceof AffineIdx idx) {
      Linear l = new Linear(0);
      l.terms.put(idx, 1L);
      return l;
    }
    if (e instanceof AffineExpr a) {
      Linear l = new Linear(a.constant());
      for (int i = 0; i < a.termCount(); i++) {
        l.terms.put(a.idx(i), a.coeff(i));
      }
      return l;
    }
    return null;
  }

  /** {@code c + Σ coeff·idx} under construction; exact (operations report overflow). */
  private final class Linear {
    final Map<AffineIdx, Long> terms = new HashMap<>();
    long c;

    Linear(long c) {
      this.c = c;
    }

    boolean add(AffineIdx idx, long coeff) {
      Long prior = terms.get(idx);
      try {
        terms.put(idx, prior == null ? coeff : Math.addExact(prior, coeff));
        return true;
      } catch (ArithmeticException ex) {
        return false;
      }
    }

    /** this += other * k, all or nothing. */
    boolean addAll(Linear other, long k) {
      Linear trial = copy();
      try {
        trial.c = Math.addExact(trial.c, Math.multiplyExact(other.c, k));
        for (Map.Entry<AffineIdx, Long> t : other.terms.entrySet()) {
          if (!trial.add(t.getKey(), Math.multiplyExact(t.getValue(), k))) {
            return false;
          }
        }
      } catch (ArithmeticException ex) {
        return false;
      }
      set(trial);
      return true;
    }

    Linear times(long k) {
      Linear r = new Linear(0);
      return r.addAll(this, k) ? r : null;
    }

    Linear plusConstant(long d) {
      Linear r = copy();
      try {
        r.c = Math.addExact(c, d);
        return r;
      } catch (ArithmeticException ex) {
        return null;
      }
    }

    Linear copy() {
      Linear r = new Linear(c);
      r.terms.putAll(terms);
      return r;
    }

    void set(Linear other) {
      terms.clear();
      terms.putAll(other.terms);
      c = other.c;
    }

    Expr toAffine() {
      List<AffineExpr.Term> list = new ArrayList<>();
      for (Map.Entry<AffineIdx, Long> t : terms.entrySet()) {
        if (t.getValue() != 0) {
          list.add(new AffineExpr.Term(t.getKey(), t.getValue()));
        }
      }
      return ctx.affine(list, c);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Linear l && l.c == c && nonZero(l.terms).equals(nonZero(terms));
    }

    @Override
    public int hashCode() {
      return Long.hashCode(c);
    }
  }

  private static Map<AffineIdx, Long> nonZero(Map<AffineIdx, Long> m) {
    Map<AffineIdx, Long> r = new HashMap<>();
    m.forEach(
        (k, v) -> {
          if (v != 0) {
            r.put(k, v);
          }
        });
    return r;
  }
}
