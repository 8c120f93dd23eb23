package io.birj.loader.guardfixture;

import io.birj.analysis.guardfixture.AnalysisFixture;

/** Breaks "loader depends only on api and pelican": a loader class that uses an analysis. */
public final class LoaderReachingIntoAnalysis {
  public Object analysis() {
    return new AnalysisFixture();
  }
}
