package io.birj.pelican;

/** Kind 25: {@code numer floordiv denom}, rounding toward negative infinity. */
public final class FloorDiv extends DivisionNode implements Expr {
  FloorDiv(PelicanContext ctx, Expr numer, long denom) {
    super(ctx, ExprKind.FLOOR_DIV, numer, denom);
  }
}
