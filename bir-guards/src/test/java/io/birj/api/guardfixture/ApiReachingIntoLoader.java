package io.birj.api.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/** Breaks "api depends only on pelican": an api class that uses a loader class. */
public final class ApiReachingIntoLoader {
  public Object loader() {
    return new LoaderFixture();
  }
}
