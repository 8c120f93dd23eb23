package io.birj.cli.guardfixture;

import io.birj.loader.guardfixture.LoaderFixture;

/** Breaks "cli depends only on api and pelican": a command-core class that uses the loader. */
public final class CliReachingIntoLoader {
  public Object loader() {
    return new LoaderFixture();
  }
}
