package io.birj.pelican;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Kind 17: the flat affine form {@code c + Σ coeffᵢ·idxᵢ}. Every term's index is of the index
 * family; no index appears twice; the terms are kept in one canonical order ({@link
 * AffineIdx#compareTo}), so the order the wire gave them in does not matter.
 */
public final class AffineExpr extends Node implements Expr {
  /** One term {@code coeff * idx}. */
  public record Term(AffineIdx idx, long coeff) {}

  private final AffineIdx[] idx;
  private final long[] coeff;
  private final long c;

  /**
   * A read-only view of {@link #idx}, made once: walkers ask a node for its children at every
   * visit, and a wide affine is visited once per child, so a copy per call would cost time
   * quadratic in the number of terms.
   */
  private final List<Expr> children;

  /** Arrays already canonical: sorted, without duplicates, owned by this node. */
  AffineExpr(PelicanContext ctx, AffineIdx[] idx, long[] coeff, long c, int hash) {
    this(ctx, idx, coeff, c, hash, Collections.unmodifiableList(Arrays.<Expr>asList(idx)));
  }

  private AffineExpr(
      PelicanContext ctx, AffineIdx[] idx, long[] coeff, long c, int hash, List<Expr> children) {
    super(ctx, hash, depthOf(children));
    this.idx = idx;
    this.coeff = coeff;
    this.c = c;
    this.children = children;
  }

  static int hashOf(AffineIdx[] idx, long[] coeff, long c) {
    int h = 17;
    for (int i = 0; i < idx.length; i++) {
      h = mix(mix(h, idx[i]), coeff[i]);
    }
    return mix(h, c);
  }

  /** The terms in canonical order. */
  public List<Term> terms() {
    return new AbstractList<>() {
      @Override
      public Term get(int i) {
        return new Term(idx[i], coeff[i]);
      }

      @Override
      public int size() {
        return idx.length;
      }
    };
  }

  public int termCount() {
    return idx.length;
  }

  public AffineIdx idx(int i) {
    return idx[i];
  }

  public long coeff(int i) {
    return coeff[i];
  }

  /** The constant {@code c}. */
  public long constant() {
    return c;
  }

  /** True when there are no terms: the expression is the constant {@code c}. */
  public boolean isConstant() {
    return idx.length == 0;
  }

  /** The coefficient of {@code index}, or 0 when it has no term here. */
  public long coeffOf(AffineIdx index) {
    for (int i = 0; i < idx.length; i++) {
      if (idx[i] == index) {
        return coeff[i];
      }
    }
    return 0;
  }

  @Override
  public int kindNumber() {
    return ExprKind.AFFINE_EXPR.number();
  }

  @Override
  public String kindName() {
    return ExprKind.AFFINE_EXPR.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.AFFINE_EXPR;
  }

  /** The term indices in canonical order: a read-only view, the same object at every call. */
  @Override
  public List<Expr> children() {
    return children;
  }

  @Override
  boolean sameShape(Node other) {
    AffineExpr o = (AffineExpr) other;
    if (c != o.c || idx.length != o.idx.length) {
      return false;
    }
    for (int i = 0; i < idx.length; i++) {
      if (idx[i] != o.idx[i] || coeff[i] != o.coeff[i]) {
        return false;
      }
    }
    return true;
  }
}
