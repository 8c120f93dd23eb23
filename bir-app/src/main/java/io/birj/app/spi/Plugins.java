package io.birj.app.spi;

import io.birj.cli.text.Shown;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.Consumer;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipException;

/**
 * The vendor jars of a plugins directory ({@code plugins/} next to {@code ./bir}, or {@code
 * --plugins DIR}) and the class loader that sees them on top of the application's. A jar that
 * cannot be used (unreadable, not a jar, a provider that does not load) is skipped with a warning
 * naming it and saying why, never silently.
 */
public final class Plugins {
  /** The configuration key of the plugins directory. */
  public static final String DIR_PROPERTY = "birj.plugins.dir";

  private static final String SERVICES = "META-INF/services/";

  private final Path dir;
  private final List<Path> jars;
  private final ClassLoader loader;
  private final Consumer<String> warn;

  private Plugins(Path dir, List<Path> jars, ClassLoader loader, Consumer<String> warn) {
    this.dir = dir;
    this.jars = List.copyOf(jars);
    this.loader = loader;
    this.warn = warn;
  }

  /** No plugins: the application's own class loader. */
  public static Plugins none() {
    return new Plugins(null, List.of(), Plugins.class.getClassLoader(), w -> {});
  }

  /**
   * The usable jars of {@code dir} (sorted by name, so the order is the same on every run); each
   * one skipped is reported to {@code warn} as one line ({@code plugin jar X skipped: WHY}).
   */
  public static Plugins from(Path dir, Consumer<String> warn) {
    if (dir == null) {
      return none();
    }
    if (!Files.isDirectory(dir)) {
      throw new UncheckedIOException(
          new IOException("plugins directory " + dir + " does not exist or is not a directory"));
    }
    List<Path> found = new ArrayList<>();
    try (Stream<Path> files = Files.list(dir)) {
      files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().forEach(found::add);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot list plugins directory " + dir, e);
    }
    List<Path> jars = new ArrayList<>();
    for (Path jar : found) {
      String problem = problemWith(jar);
      if (problem == null) {
        jars.add(jar);
      } else {
        warn.accept("plugin jar " + Shown.of(jar.toString(), Shown.PATH) + " skipped: " + problem);
      }
    }
    if (jars.isEmpty()) {
      return new Plugins(dir, jars, Plugins.class.getClassLoader(), warn);
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
        dir, jars, new URLClassLoader("birj-plugins", urls, Plugins.class.getClassLoader()), warn);
  }

  /** Why {@code jar} cannot be used, or {@code null}: it must open as a jar, entries and all. */
  static String problemWith(Path jar) {
    if (!Files.isRegularFile(jar)) {
      return "not a regular file";
    }
    if (!Files.isReadable(jar)) {
      return "cannot be read (permission denied)";
    }
    try (JarFile file = new JarFile(jar.toFile(), false)) {
      // The central directory opened; the service files are what the loader will read first.
      for (ZipEntry e : java.util.Collections.list(file.entries())) {
        if (e.getName().startsWith(SERVICES) && !e.isDirectory()) {
          file.getInputStream(e).readAllBytes();
        }
      }
      return null;
    } catch (ZipException e) {
      return "not a jar (zip) file, or a damaged one: "
          + Shown.of(String.valueOf(e.getMessage()), Shown.MESSAGE);
    } catch (AccessDeniedException e) {
      return "cannot be read (permission denied)";
    } catch (IOException | SecurityException e) {
      return "cannot be read: " + Shown.of(String.valueOf(e.getMessage()), Shown.MESSAGE);
    }
  }

  /**
   * The providers of {@code spi} that {@link ServiceLoader} finds through {@link #classLoader()}
   * (without plugin jars, on the one-shot class path: those its {@link ServiceIndex} lists); one
   * that fails to load (a class missing from its jar, a constructor that throws) is skipped with a
   * warning naming its jar.
   */
  public <S> List<S> load(Class<S> spi) {
    List<S> out = new ArrayList<>();
    Iterator<S> it =
        jars.isEmpty()
            ? ServiceIndex.onClassPath(spi, loader)
            : ServiceLoader.load(spi, loader).iterator();
    while (true) {
      try {
        if (!it.hasNext()) {
          return out;
        }
        out.add(it.next());
      } catch (ServiceConfigurationError e) {
        warn.accept(providerProblem(spi, e));
      }
    }
  }

  private String providerProblem(Class<?> spi, ServiceConfigurationError e) {
    String why = Shown.of(String.valueOf(e.getMessage()), Shown.MESSAGE);
    if (e.getCause() != null && e.getCause().getMessage() != null) {
      why += " (" + Shown.of(e.getCause().toString(), Shown.MESSAGE) + ")";
    }
    Path jar = declaring(spi, String.valueOf(e.getMessage()));
    return (jar == null ? "a " + spi.getSimpleName() + " provider" : "plugin jar " + jar)
        + " skipped a provider: "
        + why;
  }

  /** The plugin jar whose service file lists a provider the message names, if one does. */
  private Path declaring(Class<?> spi, String message) {
    for (Path jar : jars) {
      try (JarFile file = new JarFile(jar.toFile(), false)) {
        ZipEntry e = file.getEntry(SERVICES + spi.getName());
        if (e == null) {
          continue;
        }
        try (BufferedReader r =
            new BufferedReader(
                new InputStreamReader(file.getInputStream(e), StandardCharsets.UTF_8))) {
          for (String line = r.readLine(); line != null; line = r.readLine()) {
            String name = line.replaceAll("#.*", "").strip();
            if (!name.isEmpty() && message.contains(name)) {
              return jar;
            }
          }
        }
      } catch (IOException ex) {
        // Checked when the directory was read; a jar that changed since is not the one to name.
      }
    }
    return null;
  }

  /** The directory, or {@code null} when none was configured. */
  public Path dir() {
    return dir;
  }

  /** The jars in use (those skipped with a warning are not among them). */
  public List<Path> jars() {
    return jars;
  }

  /** The loader ServiceLoader searches: the application's, plus the plugin jars. */
  public ClassLoader classLoader() {
    return loader;
  }
}
