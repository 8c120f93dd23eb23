package io.birj.reduce.edit;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Instruction;
import io.birj.api.model.Operand;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCMod;
import io.birj.pelican.Expr;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;
import io.birj.pelican.Mult;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.Sum;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An expression with a loop axis replaced by one of its values: what a loop's body keeps when the
 * loop is taken away and the body hoisted (the reducer's loop granularity), the axis at its first
 * value. The algebra's own constructors make the new nodes, so they are interned with the rest.
 */
public final class AxisValue {
  /** Deeper than any reader's limit allows by default (512): such an expression is removed. */
  private static final int MAX_DEPTH = 4096;

  private AxisValue() {}

  /**
   * Replaces {@code axis} by {@code value} in every expression the model lets an edit set in {@code
   * body} and the instructions nested in it: access patterns' addresses, symbolic immediates,
   * predicates and orders. What cannot be rewritten is left, for {@link References#dropDangling} to
   * remove.
   */
  public static void substituteIn(
      PelicanContext pc, List<Instruction> body, String axis, long value) {
    ArrayDeque<Instruction> todo = new ArrayDeque<>(body);
    while (!todo.isEmpty()) {
      Instruction i = todo.pop();
      for (List<Operand> ops : Arrays.asList(i.ins(), i.indirectionIns(), i.outs())) {
        if (ops == null) {
          continue;
        }
        for (Operand o : ops) {
          if (o instanceof SymbolicAp ap && ap.addrs() != null) {
            List<QuasiAffineExpr> addrs = new ArrayList<>(ap.addrs());
            addrs.replaceAll(e -> orSame(substitute(pc, e, axis, value), e));
            ap.setAddrs(addrs);
          } else if (o instanceof SymbolicImmValue v && v.expr() != null) {
            v.setExpr(orSame(substitute(pc, v.expr(), axis, value), v.expr()));
          }
        }
      }
      if (i.predicates() != null) {
        for (AffinePredicate p : i.predicates()) {
          if (p.expr() != null) {
            p.setExpr(orSame(substitute(pc, p.expr(), axis, value), p.expr()));
          }
        }
      }
      if (i.order() != null) {
        List<QuasiAffineExpr> order = new ArrayList<>(i.order());
        order.replaceAll(e -> orSame(substitute(pc, e, axis, value), e));
        i.setOrder(order);
      }
      if (i.blocks() != null) {
        for (BasicBlock b : i.blocks()) {
          todo.addAll(b.instructions());
        }
      }
    }
  }

  private static QuasiAffineExpr orSame(QuasiAffineExpr rewritten, QuasiAffineExpr e) {
    return rewritten == null ? e : rewritten;
  }

  /**
   * {@code e} with every {@code AffIVKind} of {@code axis} replaced by {@code value}; {@code null}
   * when it cannot be (a vendor node over the axis, or a constant that would overflow), so the
   * caller removes what holds it instead.
   */
  public static QuasiAffineExpr substitute(
      PelicanContext pc, QuasiAffineExpr e, String axis, long value) {
    if (!e.axes().contains(axis)) {
      return e;
    }
    if (e.expr().depth() > MAX_DEPTH) {
      return null;
    }
    try {
      Expr out = new Rewrite(pc, axis, value).of(e.expr());
      return out == null ? null : QuasiAffineExpr.of(out, e.sourcePosition());
    } catch (ArithmeticException overflow) {
      return null;
    }
  }

  private static final class Rewrite {
    private final PelicanContext pc;
    private final String axis;
    private final long value;
    private final Map<Expr, Expr> done = new HashMap<>();

    Rewrite(PelicanContext pc, String axis, long value) {
      this.pc = pc;
      this.axis = axis;
      this.value = value;
    }

    /** Shared sub-expressions are rewritten once; the depth is the expression's own. */
    Expr of(Expr e) {
      if (done.containsKey(e)) {
        return done.get(e);
      }
      Expr out;
      if (e instanceof AffineExpr a) {
        long c = a.constant();
        List<AffineExpr.Term> terms = new ArrayList<>();
        for (AffineExpr.Term t : a.terms()) {
          if (t.idx() instanceof AffineIV iv && iv.axis().equals(axis)) {
            c = Math.addExact(c, Math.multiplyExact(t.coeff(), value));
          } else {
            terms.add(t);
          }
        }
        out = pc.affine(terms, c);
      } else if (e instanceof Sum s) {
        List<Expr> terms = new ArrayList<>();
        for (Expr t : s.terms()) {
          Expr r = of(t);
          if (r == null) {
            return null;
          }
          terms.add(r);
        }
        out = pc.sum(terms);
      } else if (e instanceof Mult m) {
        Expr v = of(m.var());
        out = v == null ? null : pc.mult(v, m.scale());
      } else if (e instanceof FloorDiv d) {
        Expr n = of(d.numer());
        out = n == null ? null : pc.floorDiv(n, d.denom());
      } else if (e instanceof Modulo d) {
        Expr n = of(d.numer());
        out = n == null ? null : pc.modulo(n, d.denom());
      } else if (e instanceof CCDiv d) {
        Expr n = of(d.numer());
        out = n == null ? null : pc.ccDiv(n, d.denom(), d.replicaGroupsId());
      } else if (e instanceof CCMod d) {
        Expr n = of(d.numer());
        out = n == null ? null : pc.ccMod(n, d.denom(), d.replicaGroupsId());
      } else if (e instanceof AffineIV iv && iv.axis().equals(axis)) {
        out = pc.constant(value);
      } else if (e.children().isEmpty()) {
        out = e;
      } else {
        out = null;
      }
      done.put(e, out);
      return out;
    }
  }
}
