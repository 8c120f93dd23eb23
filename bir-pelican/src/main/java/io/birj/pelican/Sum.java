package io.birj.pelican;

import java.util.List;

/**
 * Kind 18: an n-ary sum of sub-expressions (v2 {@code SumKind}). The summands keep the order they
 * were given in: factories intern but never rewrite, so what was read writes back as it was.
 */
public final class Sum extends Node implements Expr {
  private final List<Expr> terms;

  Sum(PelicanContext ctx, List<Expr> terms, int hash) {
    super(ctx, hash, depthOf(terms));
    this.terms = terms;
  }

  static int hashOf(List<Expr> terms) {
    int h = 18;
    for (Expr t : terms) {
      h = mix(h, t);
    }
    return h;
  }

  /** The summands, in order. */
  public List<Expr> terms() {
    return terms;
  }

  @Override
  public int kindNumber() {
    return ExprKind.SUM.number();
  }

  @Override
  public String kindName() {
    return ExprKind.SUM.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.SUM;
  }

  @Override
  public List<Expr> children() {
    return terms;
  }

  @Override
  boolean sameShape(Node other) {
    List<Expr> o = ((Sum) other).terms;
    if (o.size() != terms.size()) {
      return false;
    }
    for (int i = 0; i < terms.size(); i++) {
      if (terms.get(i) != o.get(i)) {
        return false;
      }
    }
    return true;
  }
}
