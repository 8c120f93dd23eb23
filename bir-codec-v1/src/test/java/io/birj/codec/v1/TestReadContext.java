package io.birj.codec.v1;

import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import io.birj.pelican.ShardId;
import java.util.Set;

/**
 * A read context for tests: the axes and registers it knows by name ({@code null}: every name),
 * nodes minted by one {@link PelicanContext}.
 */
final class TestReadContext implements QuasiAffineExpr.ReadContext {
  final PelicanContext pc;
  final Set<String> axes;
  final Set<String> registers;
  CodecLimits limits = CodecLimits.DEFAULT;
  ExprKindRegistry kinds = ExprKindRegistry.EMPTY;
  Module module = new Module();
  CodecRegistry codecs = CodecRegistry.of(new V1Codec());

  TestReadContext(PelicanContext pc, Set<String> axes, Set<String> registers) {
    this.pc = pc;
    this.axes = axes;
    this.registers = registers;
  }

  /** Knows every axis and register name. */
  static TestReadContext open(PelicanContext pc) {
    return new TestReadContext(pc, null, null);
  }

  TestReadContext withLimits(CodecLimits l) {
    this.limits = l;
    return this;
  }

  TestReadContext withKinds(ExprKindRegistry k) {
    this.kinds = k;
    return this;
  }

  @Override
  public PelicanContext pelican() {
    return pc;
  }

  @Override
  public AffineIV findAxis(String name) {
    return axes == null || axes.contains(name) ? pc.affineIV(name) : null;
  }

  @Override
  public IntRuntimeValue findRegister(String name) {
    if (registers != null && !registers.contains(name)) {
      throw BirException.atPointer("", "no register named \"" + name + "\" in the function");
    }
    return pc.intRuntimeValue(name);
  }

  @Override
  public ShardId getOrCreateShardId(long ub) {
    return pc.shardId(ub);
  }

  @Override
  public CodecLimits limits() {
    return limits;
  }

  @Override
  public ExprKindRegistry kinds() {
    return kinds;
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
