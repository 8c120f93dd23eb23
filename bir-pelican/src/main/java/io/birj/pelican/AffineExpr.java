package io.birj.pelican;

import java.util.AbstractList;
import java.util.List;
import java.util.RandomAccess;

/**
 * Kind 17: the flat affine form {@code c + Σ coeffᵢ·idxᵢ}. Every term's index is of the index
 * family; no index appears twice; the terms are kept in one canonical order ({@link
 * AffineIdx#compareTo}), so the order the wire gave them in does not matter.
 */
public final class AffineExpr extends Node implements Expr {
  /** One term {@code coeff * idx}. */
  public record Term(AffineIdx idx, long coeff) {}

  private final long[] coeff;
  private final long c;

  /**
   * The term indices, and their read-only view, made once: walkers ask a node for its children at
   * every visit, and a wide affine is visited once per child, so a copy per call would cost time
   * quadratic in the number of terms. One object holds both (the view over a list over the array it
   * replaced cost 48 bytes an expression: bir-bench/RESULTS.md, "Issue 25, third step").
   */
  private final Children children;

  /** The indices of the terms, as a list that cannot be changed. */
  private static final class Children extends AbstractList<Expr> implements RandomAccess {
    final AffineIdx[] idx;

    Children(AffineIdx[] idx) {
      this.idx = idx;
    }

    @Override
    public Expr get(int i) {
      return idx[i];
    }

    @Override
    public int size() {
      return idx.length;
    }
  }

  /** Arrays already canonical: sorted, without duplicates, owned by this node. */
  AffineExpr(PelicanContext ctx, AffineIdx[] idx, long[] coeff, long c, int hash) {
    this(ctx, coeff, c, hash, new Children(idx));
  }

  private AffineExpr(PelicanContext ctx, long[] coeff, long c, int hash, Children children) {
    super(ctx, hash, depthOf(children));
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
        return new Term(children.idx[i], coeff[i]);
      }

      @Override
      public int size() {
        return children.idx.length;
      }
    };
  }

  public int termCount() {
    return children.idx.length;
  }

  public AffineIdx idx(int i) {
    return children.idx[i];
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
    return children.idx.length == 0;
  }

  /** The coefficient of {@code index}, or 0 when it has no term here. */
  public long coeffOf(AffineIdx index) {
    for (int i = 0; i < children.idx.length; i++) {
      if (children.idx[i] == index) {
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
    if (c != o.c || children.idx.length != o.children.idx.length) {
      return false;
    }
    for (int i = 0; i < children.idx.length; i++) {
      if (children.idx[i] != o.children.idx[i] || coeff[i] != o.coeff[i]) {
        return false;
      }
    }
    return true;
  }
}
