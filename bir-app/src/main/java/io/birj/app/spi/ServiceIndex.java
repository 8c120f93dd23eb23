package io.birj.app.spi;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.ServiceConfigurationError;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The providers of every service on the one-shot class path (the app's jar followed by the
 * libraries of {@code oneshot.classpath}), listed at build time in {@value #FILE} beside that list,
 * so that a one-shot command finds its codecs, opcodes and formats without {@link
 * java.util.ServiceLoader}: it asks the class loader for a service's files in every jar of the
 * class path, which opens each jar's directory, about a tenth of a small command's start
 * (bir-bench/RESULTS.md, "The one-shot services"). The index holds what ServiceLoader would find,
 * in its order (class-path order, then each file's order, each provider once), and is used only
 * when the class path is the one it was written for: the same jar first, then the same libraries,
 * each of the size and time the index recorded. Any other class path, or a library changed since,
 * and the commands use ServiceLoader, as they always may.
 *
 * <p>The file, one entry a line: {@code library NAME SIZE SECONDS} for each library in class-path
 * order ({@code NAME} relative to the file's directory; its time of last change in whole seconds,
 * which is what a tar archive keeps), then {@code provider SERVICE CLASS}.
 */
public final class ServiceIndex {
  /** The index's file name, beside {@code oneshot.classpath}. */
  public static final String FILE = "oneshot.services";

  private static final String SERVICES = "META-INF/services/";
  private static final String LIBRARY = "library";
  private static final String PROVIDER = "provider";

  private final Map<String, List<String>> providers;

  private ServiceIndex(Map<String, List<String>> providers) {
    this.providers = providers;
  }

  /**
   * The providers of {@code spi} on this run's class path, each made when it is reached: those its
   * index lists when one fits the class path, otherwise those ServiceLoader finds through {@code
   * loader}.
   */
  public static <S> Iterator<S> onClassPath(Class<S> spi, ClassLoader loader) {
    ServiceIndex index = Current.INDEX;
    return index != null
        ? index.providers(spi, loader)
        : java.util.ServiceLoader.load(spi, loader).iterator();
  }

  private static final class Current {
    static final ServiceIndex INDEX = ofClassPath();
  }

  private static ServiceIndex ofClassPath() {
    try {
      Path own =
          Path.of(ServiceIndex.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      String classPath = System.getProperty("java.class.path", "");
      return Files.isRegularFile(own) && !classPath.isEmpty()
          ? read(own, classPath.split(java.io.File.pathSeparator))
          : null;
    } catch (IOException | URISyntaxException | RuntimeException unusable) {
      // No index, or one for another class path: ServiceLoader finds the same, only slower.
      return null;
    }
  }

  /**
   * The index beside {@code own} when {@code classPath} is {@code own} followed by exactly the
   * libraries it lists, unchanged; otherwise {@code null}.
   */
  public static ServiceIndex read(Path own, String[] classPath) throws IOException {
    Path file = own.resolveSibling(FILE);
    if (!Files.isSameFile(own, Path.of(classPath[0])) || !Files.isRegularFile(file)) {
      return null;
    }
    Map<String, List<String>> providers = new LinkedHashMap<>();
    int libraries = 0;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] f = line.split(" ");
      if (f[0].equals(LIBRARY) && f.length == 4) {
        libraries++;
        if (libraries >= classPath.length
            || !unchanged(
                own.resolveSibling(f[1]).normalize(),
                Path.of(classPath[libraries]).toAbsolutePath().normalize(),
                Long.parseLong(f[2]),
                Long.parseLong(f[3]))) {
          return null;
        }
      } else if (f[0].equals(PROVIDER) && f.length == 3) {
        providers.computeIfAbsent(f[1], s -> new ArrayList<>()).add(f[2]);
      } else {
        return null;
      }
    }
    return libraries == classPath.length - 1 ? new ServiceIndex(providers) : null;
  }

  private static boolean unchanged(Path listed, Path onClassPath, long size, long seconds)
      throws IOException {
    if (!listed.equals(onClassPath)) {
      return false;
    }
    BasicFileAttributes a = Files.readAttributes(listed, BasicFileAttributes.class);
    return a.size() == size && secondsOf(a) == seconds;
  }

  private static long secondsOf(BasicFileAttributes a) {
    return a.lastModifiedTime().to(java.util.concurrent.TimeUnit.SECONDS);
  }

  /**
   * The providers of {@code spi} as ServiceLoader's iterator gives them: each made when it is
   * reached, a provider that cannot be made a {@link ServiceConfigurationError} (as ServiceLoader
   * throws it) after which the next can still be asked for.
   */
  public <S> Iterator<S> providers(Class<S> spi, ClassLoader loader) {
    List<String> names = names(spi);
    return new Iterator<>() {
      private int next;

      @Override
      public boolean hasNext() {
        return next < names.size();
      }

      @Override
      public S next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return make(spi, names.get(next++), loader);
      }
    };
  }

  /** The class names of the providers of {@code spi}, in the order they are made. */
  public List<String> names(Class<?> spi) {
    return providers.getOrDefault(spi.getName(), List.of());
  }

  private static <S> S make(Class<S> spi, String name, ClassLoader loader) {
    String said = spi.getName() + ": Provider " + name;
    try {
      Class<?> c = Class.forName(name, false, loader);
      if (!spi.isAssignableFrom(c)) {
        throw new ServiceConfigurationError(said + " not a subtype");
      }
      return spi.cast(c.getConstructor().newInstance());
    } catch (ClassNotFoundException e) {
      throw new ServiceConfigurationError(said + " not found", e);
    } catch (InvocationTargetException e) {
      throw new ServiceConfigurationError(said + " could not be instantiated", e.getCause());
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new ServiceConfigurationError(said + " could not be instantiated", e);
    }
  }

  /**
   * Writes the index of a one-shot class path at build time: {@code OUT APP LIST}, where {@code
   * APP} holds the app's classes (a directory or a jar: its services come first) and {@code LIST}
   * is {@code oneshot.classpath}, whose names are relative to {@code OUT}'s directory.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      throw new IllegalArgumentException("usage: ServiceIndex OUT APP LIST");
    }
    Path out = Path.of(args[0]).toAbsolutePath();
    String list = Files.readString(Path.of(args[2]), StandardCharsets.UTF_8).trim();
    List<String> lines = new ArrayList<>();
    Map<String, Set<String>> found = new LinkedHashMap<>();
    addServices(Path.of(args[1]), found);
    for (String name : list.isEmpty() ? new String[0] : list.split(":")) {
      Path library = out.resolveSibling(name).normalize();
      BasicFileAttributes a = Files.readAttributes(library, BasicFileAttributes.class);
      lines.add(String.join(" ", LIBRARY, name, "" + a.size(), "" + secondsOf(a)));
      addServices(library, found);
    }
    found.forEach((spi, names) -> names.forEach(n -> lines.add(PROVIDER + " " + spi + " " + n)));
    Path written = out.resolveSibling(FILE + ".tmp");
    Files.write(written, lines, StandardCharsets.UTF_8);
    Files.move(written, out, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  /** The service files of a jar or a classes directory, in the order of their names. */
  private static void addServices(Path root, Map<String, Set<String>> found) throws IOException {
    if (Files.isDirectory(root)) {
      Path dir = root.resolve(SERVICES);
      if (Files.isDirectory(dir)) {
        try (var files = Files.list(dir)) {
          for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
            try (InputStream in = Files.newInputStream(f)) {
              addProviders(f.getFileName().toString(), in, found);
            }
          }
        }
      }
      return;
    }
    try (JarFile jar = new JarFile(root.toFile(), false)) {
      List<JarEntry> entries =
          jar.stream()
              .filter(e -> !e.isDirectory() && e.getName().startsWith(SERVICES))
              .filter(e -> e.getName().indexOf('/', SERVICES.length()) < 0)
              .sorted(java.util.Comparator.comparing(JarEntry::getName))
              .toList();
      for (JarEntry e : entries) {
        try (InputStream in = jar.getInputStream(e)) {
          addProviders(e.getName().substring(SERVICES.length()), in, found);
        }
      }
    }
  }

  /** A service file's providers, as ServiceLoader reads them: comments and blanks left out. */
  private static void addProviders(String spi, InputStream in, Map<String, Set<String>> found)
      throws IOException {
    BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    for (String line = r.readLine(); line != null; line = r.readLine()) {
      int hash = line.indexOf('#');
      String name = (hash >= 0 ? line.substring(0, hash) : line).strip();
      if (!name.isEmpty()) {
        found.computeIfAbsent(spi, s -> new LinkedHashSet<>()).add(name);
      }
    }
  }
}
