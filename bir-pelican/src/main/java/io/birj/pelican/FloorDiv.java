package io.birj.pelican;

import java.util.List;

/** Kind 25: {@code numer floordiv denom}, rounding toward negative infinity. */
public final class FloorDiv extends Node implements Expr {
  private final Expr numer;
  private final long denom;

  FloorDiv(PelicanContext ctx, Expr numer, long denom) {
    super(
        ctx,
        mix(mix(25, numer), denom),
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
    return ExprKind.FLOOR_DIV.number();
  }

  @Override
  public String kindName() {
    return ExprKind.FLOOR_DIV.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.FLOOR_DIV;
  }

  @Override
  public List<Expr> children() {
    return List.of(numer);
  }

  @Override
  boolean sameShape(Node other) {
    FloorDiv o = (FloorDiv) other;
    return numer == o.numer && denom == o.denom;
  }
}
