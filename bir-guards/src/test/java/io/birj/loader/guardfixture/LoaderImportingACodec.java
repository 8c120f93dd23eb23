package io.birj.loader.guardfixture;

import io.birj.codec.v1.guardfixture.V1Fixture;
import io.birj.codec.v2.guardfixture.V2Fixture;

/** Breaks "no module imports a codec's classes": a loader class that names both codecs. */
public final class LoaderImportingACodec {
  public Object[] codecs() {
    return new Object[] {new V1Fixture(), new V2Fixture()};
  }
}
