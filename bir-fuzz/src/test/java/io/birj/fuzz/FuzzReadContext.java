package io.birj.fuzz;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;

/**
 * The simplest read context: every axis and register name resolves (the loader checks names in its
 * second pass, which a single expression does not have), nodes are minted in one context, the
 * module says which wire version the read dispatch picks.
 */
final class FuzzReadContext implements QuasiAffineExpr.ReadContext {
  private final PelicanContext pelican;
  private final Module module;
  private final CodecRegistry codecs;

  FuzzReadContext(PelicanContext pelican, int version, CodecRegistry codecs) {
    this.pelican = pelican;
    this.module = new Module(pelican);
    this.module.setVersion(version);
    this.codecs = codecs;
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
  public Module module() {
    return module;
  }

  @Override
  public CodecRegistry codecs() {
    return codecs;
  }
}
