package io.birj.app.cli;

import java.io.File;
import java.io.IOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.HashSet;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * Whether the class path holds Micronaut bean definitions other than the app's own and Micronaut's:
 * beans that an application (or a test) added, one of which might take the place of a part that a
 * run without a context makes by hand ({@link PlainRun}). Found from the definitions' service
 * directories ({@value #DEFINITIONS}) without loading a class: those in the app's own classes, and
 * in the libraries its jar's manifest names (what the build put together, which is the whole class
 * path of {@code ./bir}), are not read; those elsewhere are read, and a definition not named {@code
 * io.micronaut.*} is an added bean. A directory that cannot be read counts as one: the context is
 * always right, only slower.
 */
public final class AddedBeans {
  /** Where Micronaut lists the bean definitions of a jar or a classes directory, one file each. */
  static final String DEFINITIONS =
      "META-INF/micronaut/io.micronaut.inject.BeanDefinitionReference";

  private static final String FRAMEWORK = "io.micronaut.";

  /**
   * Beside {@code bir-app-oneshot.jar}: the libraries of a run without a context, relative to the
   * jar's directory and separated by colons (bir-app/pom.xml; {@code ./bir} reads it too).
   */
  static final String ONE_SHOT_LIBRARIES = "oneshot.classpath";

  private AddedBeans() {}

  /** True when {@code loader} sees a bean definition from outside the app and Micronaut. */
  public static boolean onClassPath(ClassLoader loader) {
    try {
      Path own = own();
      if (loader == ClassLoader.getSystemClassLoader() && builtClassPath(own)) {
        return false;
      }
      Set<Path> built = librariesOf(own);
      Enumeration<URL> dirs = loader.getResources(DEFINITIONS);
      while (dirs.hasMoreElements()) {
        URL dir = dirs.nextElement();
        Path root = rootOf(dir);
        if (!root.equals(own) && !built.contains(root) && !onlyFramework(dir)) {
          return true;
        }
      }
      return false;
    } catch (IOException | URISyntaxException | RuntimeException unreadable) {
      return true;
    }
  }

  /** True when {@code c} (a bean definition's class) is one of the app's own classes. */
  public static boolean isAppOwn(Class<?> c) {
    try {
      var source = c.getProtectionDomain().getCodeSource();
      return source != null && Path.of(source.getLocation().toURI()).equals(own());
    } catch (URISyntaxException | RuntimeException unknown) {
      return false;
    }
  }

  /**
   * True when the class path is one the build put together: the app's jar alone ({@code java -jar
   * bir-app.jar}: the jar and the libraries its manifest names), or the app's jar followed by
   * exactly the libraries listed beside it in {@value #ONE_SHOT_LIBRARIES} ({@code ./bir}'s
   * one-shot commands: {@code bir-app-oneshot.jar}, bir-app/pom.xml). Nothing then needs reading,
   * which costs about 10 ms of CPU: every jar's directory is opened.
   */
  private static boolean builtClassPath(Path own) throws IOException {
    String classPath = System.getProperty("java.class.path", "");
    if (!Files.isRegularFile(own) || classPath.isEmpty()) {
      return false;
    }
    String[] entries = classPath.split(File.pathSeparator);
    if (!Files.isSameFile(own, Path.of(entries[0]))) {
      return false;
    }
    if (entries.length == 1) {
      return true;
    }
    Path list = own.resolveSibling(ONE_SHOT_LIBRARIES);
    if (!Files.isRegularFile(list)) {
      return false;
    }
    String[] listed = Files.readString(list).trim().split(":");
    if (listed.length != entries.length - 1) {
      return false;
    }
    for (int i = 0; i < listed.length; i++) {
      Path expected = own.resolveSibling(listed[i]).normalize();
      if (!Path.of(entries[i + 1]).toAbsolutePath().normalize().equals(expected)) {
        return false;
      }
    }
    return true;
  }

  /** The app's jar, or its classes directory. */
  private static Path own() throws URISyntaxException {
    return Path.of(AddedBeans.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  /**
   * The jars the app's jar's manifest names ({@code Class-Path}), where it says ({@code ./bir}:
   * {@code lib/} beside the jar) and beside the jar (the release archive's {@code lib/}, which
   * holds the app's jar too); none for a directory.
   */
  private static Set<Path> librariesOf(Path own) throws IOException {
    Set<Path> libraries = new HashSet<>();
    if (Files.isRegularFile(own)) {
      try (JarFile jar = new JarFile(own.toFile(), false)) {
        Manifest m = jar.getManifest();
        String path = m == null ? null : m.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        if (path != null) {
          for (String entry : path.trim().split("\\s+")) {
            Path named = own.resolveSibling(entry).normalize();
            libraries.add(named);
            libraries.add(own.resolveSibling(named.getFileName()));
          }
        }
      }
    }
    return libraries;
  }

  /** The jar or directory a definitions directory is in. */
  private static Path rootOf(URL dir) throws IOException, URISyntaxException {
    if (dir.getProtocol().equals("jar")) {
      return Path.of(((JarURLConnection) dir.openConnection()).getJarFileURL().toURI());
    }
    Path p = Path.of(dir.toURI());
    for (int i = Path.of(DEFINITIONS).getNameCount(); i > 0; i--) {
      p = p.getParent();
    }
    return p;
  }

  /** True when every definition {@code dir} lists is Micronaut's. */
  private static boolean onlyFramework(URL dir) throws IOException, URISyntaxException {
    if (dir.getProtocol().equals("jar")) {
      JarURLConnection c = (JarURLConnection) dir.openConnection();
      String prefix = DEFINITIONS + "/";
      try (JarFile jar = new JarFile(Path.of(c.getJarFileURL().toURI()).toFile(), false)) {
        for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
          String name = e.nextElement().getName();
          if (name.startsWith(prefix)
              && name.length() > prefix.length()
              && !name.startsWith(prefix + FRAMEWORK)) {
            return false;
          }
        }
      }
      return true;
    }
    try (Stream<Path> files = Files.list(Path.of(dir.toURI()))) {
      return files.allMatch(f -> f.getFileName().toString().startsWith(FRAMEWORK));
    }
  }
}
