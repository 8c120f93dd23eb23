package io.birj.pelican;

/**
 * Kind 26: {@code numer mod denom}, with the sign of the divisor (floor semantics), e.g. PSUM bank
 * rotation.
 */
public final class Modulo extends DivisionNode implements Expr {
  Modulo(PelicanContext ctx, Expr numer, long denom) {
    super(ctx, ExprKind.MODULO, numer, denom);
  }
}
