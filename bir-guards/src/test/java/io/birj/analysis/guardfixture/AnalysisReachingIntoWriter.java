package io.birj.analysis.guardfixture;

import io.birj.writer.guardfixture.WriterFixture;

/** Breaks "analysis depends only on api, pelican and the loader": an analysis using the writer. */
public final class AnalysisReachingIntoWriter {
  public Object writer() {
    return new WriterFixture();
  }
}
