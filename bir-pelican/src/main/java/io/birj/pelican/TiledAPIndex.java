package io.birj.pelican;

import java.util.List;

/**
 * Kind 10: the index of one dimension of a tiled access pattern (its dimension and tile size). Live
 * only, like {@link APIndex}.
 */
public final class TiledAPIndex extends Node implements AffineIdx {
  private final long dim;
  private final long tile;

  TiledAPIndex(PelicanContext ctx, long dim, long tile) {
    super(ctx, mix(mix(10, dim), tile), 1);
    this.dim = dim;
    this.tile = tile;
  }

  public long dim() {
    return dim;
  }

  public long tile() {
    return tile;
  }

  @Override
  public int kindNumber() {
    return ExprKind.TILED_AP_INDEX.number();
  }

  @Override
  public String kindName() {
    return ExprKind.TILED_AP_INDEX.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.TILED_AP_INDEX;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    TiledAPIndex o = (TiledAPIndex) other;
    return dim == o.dim && tile == o.tile;
  }
}
