package io.birj.codec.v2.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/** Breaks "codec v2 depends only on api and pelican": a v2 class that uses the loader. */
public final class V2ReachingIntoLoader {
  public Object loader() {
    return new LoaderFixture();
  }
}
