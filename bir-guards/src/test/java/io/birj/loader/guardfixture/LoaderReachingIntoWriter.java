package io.birj.loader.guardfixture;

import io.birj.writer.guardfixture.WriterFixture;

/** Breaks "loader depends only on api and pelican": a loader class that uses the writer. */
public final class LoaderReachingIntoWriter {
  public Object writer() {
    return new WriterFixture();
  }
}
