package io.birj.loader.guardfixture;

import io.birj.api.model.Module;
import java.util.function.ToIntFunction;

/** Breaks "Module.getVersion() has one caller" through a method reference. */
public final class LoaderReferencingTheVersion {
  public ToIntFunction<Module> version() {
    return Module::getVersion;
  }
}
