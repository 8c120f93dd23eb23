package io.birj.pelican;

import java.util.List;

/** Kind 2: the collective rank of an iteration on a channel (v2 {@code CCGetRankKind}). */
public final class CCGetRank extends Node implements Expr {
  private final long iterationId;
  private final long channelId;

  CCGetRank(PelicanContext ctx, long iterationId, long channelId) {
    super(ctx, mix(mix(2, iterationId), channelId), 1);
    this.iterationId = iterationId;
    this.channelId = channelId;
  }

  public long iterationId() {
    return iterationId;
  }

  public long channelId() {
    return channelId;
  }

  @Override
  public int kindNumber() {
    return ExprKind.CC_GET_RANK.number();
  }

  @Override
  public String kindName() {
    return ExprKind.CC_GET_RANK.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.CC_GET_RANK;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    CCGetRank o = (CCGetRank) other;
    return iterationId == o.iterationId && channelId == o.channelId;
  }
}
