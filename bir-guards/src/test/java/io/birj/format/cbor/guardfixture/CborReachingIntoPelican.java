package io.birj.format.cbor.guardfixture;

import io.birj.pelican.Expr;

/** Breaks "cbor depends only on api": a cbor class that uses a pelican type. */
public final class CborReachingIntoPelican {
  public boolean isExpr(Object o) {
    return o instanceof Expr;
  }
}
