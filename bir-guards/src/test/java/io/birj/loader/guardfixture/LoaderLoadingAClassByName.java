package io.birj.loader.guardfixture;

/**
 * Breaks "no java.lang.reflect below bir-app" without naming a reflect type: {@code Class.forName}.
 */
public final class LoaderLoadingAClassByName {
  public Class<?> load(String name) throws ClassNotFoundException {
    return Class.forName(name);
  }
}
