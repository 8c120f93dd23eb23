package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;

/**
 * An affine predicate: {@code {"expr": <QuasiAffineExpr>, "cmp": "GE"}} (the expression compared
 * with zero), then unknown keys. {@code cmp} is {@code null} when absent.
 */
public final class AffinePredicate extends ModelObject {
  private QuasiAffineExpr expr;
  private String cmp;

  public AffinePredicate(QuasiAffineExpr expr, String cmp) {
    setExpr(expr);
    this.cmp = cmp;
  }

  public QuasiAffineExpr expr() {
    return expr;
  }

  public void setExpr(QuasiAffineExpr expr) {
    if (expr == null) {
      throw new IllegalArgumentException("a predicate needs an expression");
    }
    this.expr = expr;
  }

  public String cmp() {
    return cmp;
  }

  public void setCmp(String cmp) {
    this.cmp = cmp;
  }
}
