package io.birj.loader.guardfixture;

import io.birj.app.guardfixture.AppFixture;

/** Breaks "loader depends only on api and pelican": a loader class that uses an app class. */
public final class LoaderReachingIntoApp {
  public Object app() {
    return new AppFixture();
  }
}
