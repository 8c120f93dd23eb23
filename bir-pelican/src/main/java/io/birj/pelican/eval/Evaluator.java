package io.birj.pelican.eval;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.PelicanException;
import io.birj.pelican.ShardId;
import io.birj.pelican.Sum;
import io.birj.pelican.VendorNode;
import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The value of an expression under an {@link Environment}, in signed 64-bit arithmetic.
 *
 * <ul>
 *   <li>Every node's value must fit in 64 bits: a node whose exact value does not is an error
 *       (never a silent wrap). Within one AffineExpr or Sum the value is computed exactly, so the
 *       order of the terms cannot make an intermediate sum overflow when the result fits.
 *   <li>{@code FloorDiv} rounds toward negative infinity and {@code Modulo} takes the sign of the
 *       divisor ({@link Math#floorDiv}, {@link Math#floorMod}, as ISL and MLIR define them): {@code
 *       -7 floordiv 2 = -4}, {@code -7 mod 2 = 1}. The divisor must be positive: 0 is a "division
 *       by zero" error, a negative divisor an error of its own (the algebra's divisors are
 *       positive).
 *   <li>{@code CCDiv} and {@code CCMod} divide like FloorDiv and Modulo; the replica group names
 *       the collective the result is used in and does not change the arithmetic.
 *   <li>Vendor nodes take the value the environment gives their kind and symbol, else evaluate
 *       through {@link io.birj.pelican.VendorKind#evaluate} with their children's values; its
 *       {@link ArithmeticException}s and other runtime errors become {@link PelicanException}s.
 * </ul>
 *
 * Evaluation is iterative (any depth) and visits each distinct node once, so a small DAG whose tree
 * form is exponentially large evaluates in time linear in the DAG.
 */
public final class Evaluator {
  private Evaluator() {}

  /** The value of {@code e} under {@code env}; a {@link PelicanException} when it has none. */
  public static long evaluate(Expr e, Environment env) {
    Map<Expr, Long> done = new HashMap<>();
    ExprWalk.postorder(e, done, n -> node(n, env, done));
    return done.get(e);
  }

  private static long node(Expr e, Environment env, Map<Expr, Long> v) {
    if (e instanceof AffineExpr a) {
      return affine(a, v);
    }
    if (e instanceof Sum s) {
      return sum(s, v);
    }
    if (e instanceof Mult m) {
      long x = v.get(m.var());
      try {
        return Math.multiplyExact(x, m.scale());
      } catch (ArithmeticException ex) {
        throw overflow(e);
      }
    }
    if (e instanceof FloorDiv d) {
      return Math.floorDiv(v.get(d.numer()), divisor(d.denom(), e));
    }
    if (e instanceof Modulo d) {
      return Math.floorMod(v.get(d.numer()), divisor(d.denom(), e));
    }
    if (e instanceof CCDiv d) {
      return Math.floorDiv(v.get(d.numer()), divisor(d.denom(), e));
    }
    if (e instanceof CCMod d) {
      return Math.floorMod(v.get(d.numer()), divisor(d.denom(), e));
    }
    if (e instanceof VendorNode n) {
      Long given = env.vendor(n.kindName(), n.symbol());
      return given != null ? given : vendor(n, v);
    }
    return leaf(e, env);
  }

  private static long leaf(Expr e, Environment env) {
    Leaf leaf = Leaf.of(e);
    if (leaf == null) {
      throw new IllegalStateException("no evaluation rule for " + e.getClass().getName());
    }
    Long value = env.value(leaf);
    if (value == null) {
      throw new PelicanException(
          "no value for the " + leaf.kind().description() + " " + text(e) + " in the environment");
    }
    if (e instanceof ShardId x && (value < 0 || value >= x.ub())) {
      throw new PelicanException(
          "shard index " + value + " is outside [0, " + x.ub() + ") of " + text(e));
    }
    return value;
  }

  private static long affine(AffineExpr a, Map<Expr, Long> v) {
    try {
      long r = a.constant();
      for (int i = 0; i < a.termCount(); i++) {
        r = Math.addExact(r, Math.multiplyExact(a.coeff(i), v.get(a.idx(i))));
      }
      return r;
    } catch (ArithmeticException ex) {
      BigInteger r = BigInteger.valueOf(a.constant());
      for (int i = 0; i < a.termCount(); i++) {
        r = r.add(BigInteger.valueOf(a.coeff(i)).multiply(BigInteger.valueOf(v.get(a.idx(i)))));
      }
      return exact(r, a);
    }
  }

  private static long sum(Sum s, Map<Expr, Long> v) {
    try {
      long r = 0;
      for (Expr t : s.terms()) {
        r = Math.addExact(r, v.get(t));
      }
      return r;
    } catch (ArithmeticException ex) {
      BigInteger r = BigInteger.ZERO;
      for (Expr t : s.terms()) {
        r = r.add(BigInteger.valueOf(v.get(t)));
      }
      return exact(r, s);
    }
  }

  private static long exact(BigInteger r, Expr e) {
    if (r.bitLength() > 63) {
      throw overflow(e);
    }
    return r.longValue();
  }

  private static long vendor(VendorNode n, Map<Expr, Long> v) {
    List<Expr> children = n.children();
    long[] values = new long[children.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = v.get(children.get(i));
    }
    try {
      return n.vendorKind().evaluate(n.params(), n.symbol(), values);
    } catch (PelicanException ex) {
      throw ex;
    } catch (ArithmeticException ex) {
      throw new PelicanException(
          "integer overflow evaluating " + text(n) + ": " + ex.getMessage(), ex);
    } catch (RuntimeException ex) {
      throw new PelicanException(
          "vendor kind " + n.kindName() + " failed on " + text(n) + ": " + ex, ex);
    }
  }

  private static long divisor(long denom, Expr e) {
    if (denom == 0) {
      throw new PelicanException("division by zero in " + text(e));
    }
    if (denom < 0) {
      throw new PelicanException("non-positive divisor " + denom + " in " + text(e));
    }
    return denom;
  }

  /** An expression as messages show it: its text form, cut short. */
  static String text(Expr e) {
    return ExprPrinter.printAbbreviated(e, 200);
  }

  private static PelicanException overflow(Expr e) {
    return new PelicanException(
        "integer overflow: the value of " + text(e) + " does not fit 64 bits");
  }
}
