package io.birj.testkit;

import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;
import java.util.Set;

/**
 * A read context for tests: the axes and registers it knows by name ({@code null}: every name),
 * nodes minted by one {@link PelicanContext}, a module (version 0 until a test sets it) and the
 * codecs given. Fields are open so that a test can change one thing.
 */
public class TestReadContext implements ExprDispatch.ReadContext {
  public final PelicanContext pc;
  public final Set<String> axes;
  public final Set<String> registers;
  public final Module module = new Module();
  public CodecLimits limits = CodecLimits.DEFAULT;

  /** The vendor kinds; {@code null}: the codecs' own. */
  public ExprKindRegistry kinds;

  public CodecRegistry codecs;

  public TestReadContext(
      PelicanContext pc, CodecRegistry codecs, Set<String> axes, Set<String> registers) {
    this.pc = pc;
    this.codecs = codecs;
    this.axes = axes;
    this.registers = registers;
  }

  /** Knows every axis and register name. */
  public static TestReadContext open(PelicanContext pc, CodecRegistry codecs) {
    return new TestReadContext(pc, codecs, null, null);
  }

  public TestReadContext withLimits(CodecLimits l) {
    this.limits = l;
    return this;
  }

  public TestReadContext withKinds(ExprKindRegistry k) {
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
      throw BirException.atPointer(
          io.birj.api.error.DiagnosticCode.BIR016,
          "",
          "no register named \"" + name + "\" in the function");
    }
    return pc.intRuntimeValue(name);
  }

  @Override
  public CodecLimits limits() {
    return limits;
  }

  @Override
  public ExprKindRegistry kinds() {
    return kinds != null ? kinds : codecs.kinds();
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
