package io.birj.pelican;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The canonical total order of the expressions of one context: by kind number, then by the kind's
 * own fields and children, lexicographically in their structural order. It fixes the order of the
 * terms of an {@link AffineExpr}, so equal expressions are equal whatever order the wire gave the
 * terms in, and it does not depend on the run (no identity hash, no allocation order).
 *
 * <p>Because the nodes of one context are hash-consed, two children are equal exactly when they are
 * the same object, so a comparison follows a single path down the two expressions (the first pair
 * of children that differ) and needs no recursion: it is safe on expressions of any depth.
 */
public final class ExprOrder {
  /** {@link #compare} as a comparator. */
  public static final Comparator<Expr> CANONICAL = ExprOrder::compare;

  private ExprOrder() {}

  /** Negative, zero or positive as {@code a} sorts before, with or after {@code b}. */
  public static int compare(Expr a, Expr b) {
    while (a != b) {
      int d = Integer.compare(a.kindNumber(), b.kindNumber());
      if (d != 0) {
        return d;
      }
      if (a instanceof AffineIV x) {
        return x.axis().compareTo(((AffineIV) b).axis());
      }
      if (a instanceof IntRuntimeValue x) {
        return x.register().compareTo(((IntRuntimeValue) b).register());
      }
      if (a instanceof SymbolicIdx x) {
        return x.name().compareTo(((SymbolicIdx) b).name());
      }
      if (a instanceof ShardId x) {
        return Long.compare(x.ub(), ((ShardId) b).ub());
      }
      if (a instanceof APIndex x) {
        return Long.compare(x.dim(), ((APIndex) b).dim());
      }
      if (a instanceof TiledAPIndex x) {
        TiledAPIndex y = (TiledAPIndex) b;
        d = Long.compare(x.dim(), y.dim());
        return d != 0 ? d : Long.compare(x.tile(), y.tile());
      }
      if (a instanceof CCGetRank x) {
        CCGetRank y = (CCGetRank) b;
        d = Long.compare(x.iterationId(), y.iterationId());
        return d != 0 ? d : Long.compare(x.channelId(), y.channelId());
      }
      if (a instanceof IndirectArg x) {
        return Long.compare(x.argId(), ((IndirectArg) b).argId());
      }
      Expr[] next = new Expr[2];
      d = compareComposite(a, b, next);
      if (d != 0 || next[0] == null) {
        return d;
      }
      a = next[0];
      b = next[1];
    }
    return 0;
  }

  /**
   * Compares two composite nodes of one kind number: returns the decision, or 0 with {@code next}
   * set to the first pair of differing children (whose order then decides), or 0 with {@code next}
   * unset when they are structurally equal.
   */
  private static int compareComposite(Expr a, Expr b, Expr[] next) {
    if (a instanceof AffineExpr x) {
      AffineExpr y = (AffineExpr) b;
      int d = Integer.compare(x.termCount(), y.termCount());
      for (int i = 0; d == 0 && i < x.termCount(); i++) {
        if (x.idx(i) != y.idx(i)) {
          return descend(x.idx(i), y.idx(i), next);
        }
        d = Long.compare(x.coeff(i), y.coeff(i));
      }
      return d != 0 ? d : Long.compare(x.constant(), y.constant());
    }
    if (a instanceof Sum x) {
      return compareChildren(x.terms(), ((Sum) b).terms(), next);
    }
    if (a instanceof Mult x) {
      Mult y = (Mult) b;
      return x.var() != y.var()
          ? descend(x.var(), y.var(), next)
          : Long.compare(x.scale(), y.scale());
    }
    if (a instanceof FloorDiv x) {
      FloorDiv y = (FloorDiv) b;
      return x.numer() != y.numer()
          ? descend(x.numer(), y.numer(), next)
          : Long.compare(x.denom(), y.denom());
    }
    if (a instanceof Modulo x) {
      Modulo y = (Modulo) b;
      return x.numer() != y.numer()
          ? descend(x.numer(), y.numer(), next)
          : Long.compare(x.denom(), y.denom());
    }
    if (a instanceof CCDiv x) {
      CCDiv y = (CCDiv) b;
      if (x.numer() != y.numer()) {
        return descend(x.numer(), y.numer(), next);
      }
      int d = Long.compare(x.denom(), y.denom());
      return d != 0 ? d : Long.compareUnsigned(x.replicaGroupsId(), y.replicaGroupsId());
    }
    if (a instanceof CCMod x) {
      CCMod y = (CCMod) b;
      if (x.numer() != y.numer()) {
        return descend(x.numer(), y.numer(), next);
      }
      int d = Long.compare(x.denom(), y.denom());
      return d != 0 ? d : Long.compareUnsigned(x.replicaGroupsId(), y.replicaGroupsId());
    }
    VendorNode x = (VendorNode) a;
    VendorNode y = (VendorNode) b;
    int d = x.vendorKind().name().compareTo(y.vendorKind().name());
    if (d == 0) {
      d = compareSymbols(x.symbol(), y.symbol());
    }
    if (d == 0) {
      d = Arrays.compare(x.params(), y.params());
    }
    return d != 0 ? d : compareChildren(x.children(), y.children(), next);
  }

  private static int compareChildren(List<Expr> x, List<Expr> y, Expr[] next) {
    int d = Integer.compare(x.size(), y.size());
    for (int i = 0; d == 0 && i < x.size(); i++) {
      if (x.get(i) != y.get(i)) {
        return descend(x.get(i), y.get(i), next);
      }
    }
    return d;
  }

  private static int compareSymbols(String a, String b) {
    if (a == null || b == null) {
      return a == null ? (b == null ? 0 : -1) : 1;
    }
    return a.compareTo(b);
  }

  private static int descend(Expr a, Expr b, Expr[] next) {
    next[0] = a;
    next[1] = b;
    return 0;
  }
}
