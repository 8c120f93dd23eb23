package io.birj.writer.guardfixture;

import io.birj.analysis.guardfixture.AnalysisFixture;

/**
 * Breaks "writer depends only on api, pelican and the loader": a writer class using an analysis.
 */
public final class WriterReachingIntoAnalysis {
  public Object analysis() {
    return new AnalysisFixture();
  }
}
