package io.birj.fuzz;

import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.model.Module;
import io.birj.pelican.PelicanContext;

/**
 * The simplest read context: every axis and register name resolves (the loader checks names in its
 * second pass, which a single expression does not have), nodes are minted in one context, the
 * module says which wire version the read dispatch picks.
 */
final class FuzzReadContext extends StandaloneReadContext implements ExprDispatch.ReadContext {
  private final Module module;
  private final CodecRegistry codecs;

  FuzzReadContext(PelicanContext pelican, int version, CodecRegistry codecs) {
    super(pelican, codecs.kinds());
    this.module = new Module(pelican);
    this.module.setVersion(version);
    this.codecs = codecs;
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
