package io.birj.app.guardfixture;

import io.birj.codec.v2.guardfixture.V2Fixture;

/** Breaks "no module imports a codec's classes" from the top: the app must use ServiceLoader. */
public final class AppImportingACodec {
  public Object codec() {
    return new V2Fixture();
  }
}
