package io.birj.verify.guardfixture;

import io.birj.analysis.guardfixture.AnalysisFixture;

/** Breaks "verify depends only on api, pelican and the loader": the verifier using an analysis. */
public final class VerifyReachingIntoAnalysis {
  public Object analysis() {
    return new AnalysisFixture();
  }
}
