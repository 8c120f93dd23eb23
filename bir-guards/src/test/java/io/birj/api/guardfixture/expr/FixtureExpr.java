package io.birj.api.guardfixture.expr;

import io.birj.api.guardfixture.model.FixtureModule;

/**
 * The other half of the circle of {@link FixtureModule}: an expression that asks the module for its
 * version, as the read dispatch did while it lived in the expression's package.
 */
public final class FixtureExpr {
  public int versionOf(FixtureModule module) {
    return module.version();
  }
}
