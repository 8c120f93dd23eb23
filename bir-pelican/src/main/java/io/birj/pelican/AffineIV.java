package io.birj.pelican;

import java.util.List;

/**
 * Kind 6: a loop induction variable, by its axis name. The wire carries only the name; the geometry
 * (lb, ub, stride) lives on the loop axis the reader resolves the name to
 * (docs/wire/expressions.md, "Reader and writer").
 */
public final class AffineIV extends Node implements AffineIdx {
  private final String axis;

  AffineIV(PelicanContext ctx, String axis) {
    super(ctx, mix(6, axis), 1);
    this.axis = axis;
  }

  public String axis() {
    return axis;
  }

  @Override
  public int kindNumber() {
    return ExprKind.AFFINE_IV.number();
  }

  @Override
  public String kindName() {
    return ExprKind.AFFINE_IV.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.AFFINE_IV;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return axis.equals(((AffineIV) other).axis);
  }
}
