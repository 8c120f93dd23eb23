package io.birj.analysis.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/**
 * A plain analysis class, the target of the fixtures that reach into the analyses; it uses the
 * loader, which the analyses may.
 */
public final class AnalysisFixture {
  public Object loader() {
    return new LoaderFixture();
  }
}
