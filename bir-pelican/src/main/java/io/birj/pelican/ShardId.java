package io.birj.pelican;

import java.util.List;

/**
 * Kind 13: the shard index, by its upper bound (the shard count). Interned per function on read
 * ({@code Function::getOrCreateShardId}); byte-identical in v1 and v2 (docs/wire/expressions.md).
 */
public final class ShardId extends Node implements AffineIdx {
  private final long ub;

  ShardId(PelicanContext ctx, long ub) {
    super(ctx, mix(13, ub), 1);
    this.ub = ub;
  }

  public long ub() {
    return ub;
  }

  @Override
  public int kindNumber() {
    return ExprKind.SHARD_ID.number();
  }

  @Override
  public String kindName() {
    return ExprKind.SHARD_ID.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.SHARD_ID;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return ub == ((ShardId) other).ub;
  }
}
