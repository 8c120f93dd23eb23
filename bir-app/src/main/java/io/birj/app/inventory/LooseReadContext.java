package io.birj.app.inventory;

import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;

/**
 * A read context for a lone expression, outside any document: every axis and register name resolves
 * to a node of that name (there is no loop nest or function to check it against).
 */
public final class LooseReadContext implements ExprReadContext {
  private final PelicanContext pelican;
  private final ExprKindRegistry kinds;

  public LooseReadContext(PelicanContext pelican, ExprKindRegistry kinds) {
    this.pelican = pelican;
    this.kinds = kinds;
  }

  @Override
  public PelicanContext pelican() {
    return pelican;
  }

  @Override
  public AffineIV findAxis(String name) {
    return pelican.affineIV(name);
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    return pelican.intRuntimeValue(name);
  }

  @Override
  public ShardId getOrCreateShardId(long ub) {
    return pelican.shardId(ub);
  }

  @Override
  public ExprKindRegistry kinds() {
    return kinds;
  }
}
