package io.birj.cli.guardfixture;

/**
 * Breaks "no java.lang.reflect below bir-app" in the command core: {@code Class.forName}, as a
 * launcher that looked its commands up by name would.
 */
public final class CliLoadingAClassByName {
  public Class<?> command(String name) throws ClassNotFoundException {
    return Class.forName(name);
  }
}
