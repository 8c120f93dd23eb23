package io.birj.verify.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/**
 * A plain verifier class, the target of the fixtures that reach into the verifier; it uses the
 * loader, which the verifier may.
 */
public final class VerifyFixture {
  public Object loader() {
    return new LoaderFixture();
  }
}
