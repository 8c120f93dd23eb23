package io.birj.pelican;

import java.util.List;

/**
 * Kind 26: {@code numer mod denom}, with the sign of the divisor (floor semantics), e.g. PSUM bank
 * rotation.
 */
public final class Modulo extends Node implements Expr {
  private final Expr numer;
  private final long denom;

  Modulo(PelicanContext ctx, Expr numer, long denom) {
    super(
        ctx,
        mix(mix(26, numer), denom),
        numer.depth() == Integer.MAX_VALUE ? Integer.MAX_VALUE : numer.depth() + 1);
    this.numer = numer;
    this.denom = denom;
  }

  public Expr numer() {
    return numer;
  }

  public long denom() {
    return denom;
  }

  @Override
  public int kindNumber() {
    return ExprKind.MODULO.number();
  }

  @Override
  public String kindName() {
    return ExprKind.MODULO.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.MODULO;
  }

  @Override
  public List<Expr> children() {
    return List.of(numer);
  }

  @Override
  boolean sameShape(Node other) {
    Modulo o = (Modulo) other;
    return numer == o.numer && denom == o.denom;
  }
}
