package io.birj.api.codec;

import io.birj.pelican.AffineIV;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.PelicanContext;

/**
 * A read context for a lone expression, outside any document: every axis and register name resolves
 * to a node of that name, since there is no loop nest or function to check it against (in a
 * document the loader checks names in its second pass). For tools that read one expression, e.g.
 * {@code bir expr}.
 */
public class StandaloneReadContext implements ExprReadContext {
  private final PelicanContext pelican;
  private final ExprKindRegistry kinds;

  public StandaloneReadContext(PelicanContext pelican, ExprKindRegistry kinds) {
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
  public ExprKindRegistry kinds() {
    return kinds;
  }
}
