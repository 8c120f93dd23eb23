package io.birj.pelican;

import java.util.List;

/** Kind 3: an indirect argument by id (v2 {@code IndirectArgId}). */
public final class IndirectArg extends Node implements Expr {
  private final long argId;

  IndirectArg(PelicanContext ctx, long argId) {
    super(ctx, mix(3, argId), 1);
    this.argId = argId;
  }

  public long argId() {
    return argId;
  }

  @Override
  public int kindNumber() {
    return ExprKind.INDIRECT_ARG.number();
  }

  @Override
  public String kindName() {
    return ExprKind.INDIRECT_ARG.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.INDIRECT_ARG;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return argId == ((IndirectArg) other).argId;
  }
}
