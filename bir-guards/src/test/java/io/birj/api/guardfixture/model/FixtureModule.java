package io.birj.api.guardfixture.model;

import io.birj.api.guardfixture.expr.FixtureExpr;

/**
 * Half of an import circle inside bir-api, shaped like the one its packages once formed: a model
 * object that holds an expression ({@link FixtureExpr}), whose package uses this one.
 */
public final class FixtureModule {
  public FixtureExpr expr;

  public int version() {
    return 2;
  }
}
