package io.birj.pelican;

import java.util.List;

/** Kind 23: {@code var * scale}, a sub-expression times a constant (v2 {@code MultKind}). */
public final class Mult extends Node implements Expr {
  private final Expr var;
  private final long scale;

  Mult(PelicanContext ctx, Expr var, long scale) {
    super(
        ctx,
        mix(mix(23, var), scale),
        var.depth() == Integer.MAX_VALUE ? Integer.MAX_VALUE : var.depth() + 1);
    this.var = var;
    this.scale = scale;
  }

  public Expr var() {
    return var;
  }

  public long scale() {
    return scale;
  }

  @Override
  public int kindNumber() {
    return ExprKind.MULT.number();
  }

  @Override
  public String kindName() {
    return ExprKind.MULT.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.MULT;
  }

  @Override
  public List<Expr> children() {
    return List.of(var);
  }

  @Override
  boolean sameShape(Node other) {
    Mult o = (Mult) other;
    return var == o.var && scale == o.scale;
  }
}
