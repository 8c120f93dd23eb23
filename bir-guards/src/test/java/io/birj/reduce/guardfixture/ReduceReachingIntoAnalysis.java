package io.birj.reduce.guardfixture;

import io.birj.analysis.guardfixture.AnalysisFixture;

/**
 * Breaks "reduce depends only on api, pelican, the loader and the writer": the reducer using an
 * analysis.
 */
public final class ReduceReachingIntoAnalysis {
  public Object analysis() {
    return new AnalysisFixture();
  }
}
