package io.birj.pelican;

import java.util.List;

/**
 * Kind 9: the index of one dimension of an access pattern. Live only: the compiler lowers it to a
 * descriptor stride before emission, and a writer that meets one fails (docs/wire/expressions.md,
 * "Node kinds").
 */
public final class APIndex extends Node implements AffineIdx {
  private final long dim;

  APIndex(PelicanContext ctx, long dim) {
    super(ctx, mix(9, dim), 1);
    this.dim = dim;
  }

  /** The access-pattern dimension this index runs over. */
  public long dim() {
    return dim;
  }

  @Override
  public int kindNumber() {
    return ExprKind.AP_INDEX.number();
  }

  @Override
  public String kindName() {
    return ExprKind.AP_INDEX.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.AP_INDEX;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return dim == ((APIndex) other).dim;
  }
}
