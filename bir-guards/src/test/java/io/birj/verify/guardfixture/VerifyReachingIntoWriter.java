package io.birj.verify.guardfixture;

import io.birj.writer.guardfixture.WriterFixture;

/** Breaks "verify depends only on api, pelican and the loader": the verifier using the writer. */
public final class VerifyReachingIntoWriter {
  public Object writer() {
    return new WriterFixture();
  }
}
