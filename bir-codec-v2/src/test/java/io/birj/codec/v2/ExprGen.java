package io.birj.codec.v2;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIdx;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.property.Choices;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Random expressions of the eleven v2-written kinds, drawn from a source of choices. */
final class ExprGen {
  private static final String[] NAMES = {"i", "j", "k", "axis_0", "ré", "a\"b\\c", "\u0001x", "𝛼"};
  private static final long[] EDGES = {0, 1, -1, 2, 7, Long.MIN_VALUE, Long.MAX_VALUE, 1 << 20};

  private final PelicanContext pc;
  private final Choices r;

  ExprGen(PelicanContext pc, Choices r) {
    this.pc = pc;
    this.r = r;
  }

  long value() {
    return r.chance(25) ? r.pick(EDGES) : r.between(-100, 100);
  }

  String name() {
    return NAMES[r.between(0, NAMES.length - 1)];
  }

  AffineIdx index() {
    switch (r.between(0, 2)) {
      case 0:
        return pc.affineIV(name());
      case 1:
        return pc.intRuntimeValue(name());
      default:
        return pc.shardId(r.between(1, 5));
    }
  }

  AffineExpr affine() {
    Map<AffineIdx, Long> terms = new LinkedHashMap<>();
    int n = r.between(0, 3);
    for (int i = 0; i < n; i++) {
      terms.put(index(), value());
    }
    List<AffineExpr.Term> ts = new ArrayList<>();
    terms.forEach((k, v) -> ts.add(new AffineExpr.Term(k, v)));
    return pc.affine(ts, value());
  }

  Expr leaf() {
    switch (r.between(0, 5)) {
      case 0:
        return pc.ccGetRank(value(), value());
      case 1:
        return pc.indirectArg(value());
      case 2:
        return index();
      case 3:
        return pc.shardId(value());
      default:
        return affine();
    }
  }

  Expr expr(int depth) {
    if (depth <= 0 || !r.chance(75)) {
      return leaf();
    }
    switch (r.between(0, 4)) {
      case 0:
        List<Expr> ts = new ArrayList<>();
        int n = r.between(0, 3);
        for (int i = 0; i < n; i++) {
          ts.add(expr(depth - 1));
        }
        return pc.sum(ts);
      case 1:
        return pc.mult(expr(depth - 1), value());
      case 2:
        return pc.floorDiv(expr(depth - 1), value());
      case 3:
        return pc.modulo(expr(depth - 1), value());
      default:
        return pc.ccDiv(expr(depth - 1), value(), r.bool() ? r.anyLong() : value());
    }
  }

  /** A DAG: each new node takes its children from the nodes made so far, so many are shared. */
  Expr dag(int nodes) {
    List<Expr> pool = new ArrayList<>();
    pool.add(leaf());
    for (int i = 0; i < nodes; i++) {
      Expr a = pool.get(r.between(0, pool.size() - 1));
      Expr b = pool.get(r.between(0, pool.size() - 1));
      switch (r.between(0, 3)) {
        case 0:
          pool.add(pc.sum(List.of(a, b, a)));
          break;
        case 1:
          pool.add(pc.mult(a, value()));
          break;
        case 2:
          pool.add(pc.floorDiv(b, value()));
          break;
        default:
          pool.add(leaf());
      }
    }
    return pc.sum(pool.subList(Math.max(0, pool.size() - 3), pool.size()));
  }
}
