package io.birj.app.spi;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The vendor jars of a plugins directory ({@code plugins/} next to {@code ./bir}, or {@code
 * --plugins DIR}) and the class loader that sees them on top of the application's.
 */
public final class Plugins {
  /** The configuration key of the plugins directory. */
  public static final String DIR_PROPERTY = "birj.plugins.dir";

  private final Path dir;
  private final List<Path> jars;
  private final ClassLoader loader;

  private Plugins(Path dir, List<Path> jars, ClassLoader loader) {
    this.dir = dir;
    this.jars = List.copyOf(jars);
    this.loader = loader;
  }

  /** No plugins: the application's own class loader. */
  public static Plugins none() {
    return new Plugins(null, List.of(), Plugins.class.getClassLoader());
  }

  /** The jars of {@code dir} (sorted by name, so the order is the same on every run). */
  public static Plugins from(Path dir) {
    if (dir == null) {
      return none();
    }
    if (!Files.isDirectory(dir)) {
      throw new UncheckedIOException(
          new IOException("plugins directory " + dir + " does not exist or is not a directory"));
    }
    List<Path> jars = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().forEach(jars::add);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list plugins directory " + dir, e);
    }
    if (jars.isEmpty()) {
      return new Plugins(dir, jars, Plugins.class.getClassLoader());
    }
    URL[] urls = new URL[jars.size()];
    for (int i = 0; i < urls.length; i++) {
      try {
        urls[i] = jars.get(i).toUri().toURL();
      } catch (MalformedURLException e) {
        throw new IllegalArgumentException(e);
      }
    }
    return new Plugins(
        dir, jars, new URLClassLoader("birj-plugins", urls, Plugins.class.getClassLoader()));
  }

  /** The directory, or {@code null} when none was configured. */
  public Path dir() {
    return dir;
  }

  public List<Path> jars() {
    return jars;
  }

  /** The loader ServiceLoader searches: the application's, plus the plugin jars. */
  public ClassLoader classLoader() {
    return loader;
  }
}
