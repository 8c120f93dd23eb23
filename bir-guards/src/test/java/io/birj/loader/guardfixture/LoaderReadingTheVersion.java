package io.birj.loader.guardfixture;

import io.birj.api.model.Module;

/**
 * Breaks "Module.getVersion() has one caller": a second place that asks a module for its version (a
 * writer that picked its target version from the model would do this).
 */
public final class LoaderReadingTheVersion {
  public int versionOf(Module m) {
    return m.getVersion();
  }
}
