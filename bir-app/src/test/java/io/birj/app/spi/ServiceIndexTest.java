package io.birj.app.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The one-shot class path's index of services: written at build time, it lists what ServiceLoader
 * finds on that class path, and is used only on it, unchanged. The services and providers are this
 * test's own types (from a class path, ServiceLoader takes only providers outside named modules, as
 * every library of the one-shot class path is).
 */
class ServiceIndexTest {
  /** A service. */
  public interface Shape {}

  /** Another service. */
  public interface Colour {}

  public static final class Square implements Shape {}

  public static final class Circle implements Shape {}

  public static final class Line implements Shape {}

  public static final class Red implements Colour {}

  public static final class Broken implements Shape {
    public Broken() {
      throw new IllegalStateException("cannot be made");
    }
  }

  private static final String SHAPE = Shape.class.getName();
  private static final String COLOUR = Colour.class.getName();

  @TempDir Path dir;

  private Path app;
  private Path first;
  private Path second;

  @BeforeEach
  void layout() throws IOException {
    // The app's jar lists a Square; the libraries add to the shapes (a Square again, once) and
    // name a second service, with comments and blank lines as ServiceLoader allows them.
    app = jar("app.jar", Map.of(SHAPE, Square.class.getName() + "\n"));
    Files.createDirectories(dir.resolve("lib"));
    first =
        jar(
            "lib/first.jar",
            Map.of(
                SHAPE,
                "# shapes\n"
                    + Circle.class.getName()
                    + "  # a comment\n\n"
                    + Square.class.getName(),
                COLOUR,
                Red.class.getName() + "\n"));
    second = jar("lib/second.jar", Map.of(SHAPE, Line.class.getName() + "\n"));
    Files.writeString(dir.resolve("oneshot.classpath"), "lib/first.jar:lib/second.jar\n");
    write();
  }

  private Path jar(String name, Map<String, String> services) throws IOException {
    Path jar = dir.resolve(name);
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream j = new JarOutputStream(out)) {
      j.putNextEntry(new JarEntry("META-INF/services/"));
      for (Map.Entry<String, String> s : services.entrySet()) {
        j.putNextEntry(new JarEntry("META-INF/services/" + s.getKey()));
        j.write(s.getValue().getBytes(StandardCharsets.UTF_8));
      }
    }
    return jar;
  }

  private void write() throws IOException {
    ServiceIndex.main(
        new String[] {
          dir.resolve(ServiceIndex.FILE).toString(),
          app.toString(),
          dir.resolve("oneshot.classpath").toString()
        });
  }

  private String[] classPath(Path... entries) {
    return java.util.Arrays.stream(entries).map(Path::toString).toArray(String[]::new);
  }

  private static <S> List<String> names(Iterator<S> providers) {
    List<String> names = new ArrayList<>();
    providers.forEachRemaining(p -> names.add(p.getClass().getName()));
    return names;
  }

  @Test
  void the_index_lists_what_service_loader_finds_on_its_class_path_in_its_order()
      throws IOException {
    ServiceIndex index = ServiceIndex.read(app, classPath(app, first, second));
    assertNotNull(index);
    URL[] urls = {app.toUri().toURL(), first.toUri().toURL(), second.toUri().toURL()};
    try (URLClassLoader loader = new URLClassLoader(urls, getClass().getClassLoader())) {
      for (Class<?> spi : List.of(Shape.class, Colour.class, Runnable.class)) {
        assertEquals(
            names(ServiceLoader.load(spi, loader).iterator()),
            names(index.providers(spi, loader)),
            spi.getName());
      }
    }
    assertEquals(
        List.of(Square.class.getName(), Circle.class.getName(), Line.class.getName()),
        names(index.providers(Shape.class, getClass().getClassLoader())));
  }

  @Test
  void a_class_path_other_than_the_indexed_one_has_no_index() throws IOException {
    assertNull(ServiceIndex.read(app, classPath(app)), "the app's jar alone");
    assertNull(ServiceIndex.read(app, classPath(app, first)), "a library fewer");
    assertNull(ServiceIndex.read(app, classPath(app, second, first)), "another order");
    assertNull(ServiceIndex.read(app, classPath(app, first, second, app)), "one more");
    assertNull(ServiceIndex.read(app, classPath(first, first, second)), "another first jar");
  }

  @Test
  void a_library_changed_since_the_index_was_written_makes_no_index() throws IOException {
    FileTime written = Files.getLastModifiedTime(second);
    Files.setLastModifiedTime(second, FileTime.fromMillis(written.toMillis() + 5_000));
    assertNull(ServiceIndex.read(app, classPath(app, first, second)), "a newer library");
    Files.setLastModifiedTime(second, written);
    assertNotNull(ServiceIndex.read(app, classPath(app, first, second)), "as it was");
    Files.writeString(second, "x", java.nio.file.StandardOpenOption.APPEND);
    Files.setLastModifiedTime(second, written);
    assertNull(ServiceIndex.read(app, classPath(app, first, second)), "another size");
  }

  @Test
  void no_index_file_or_a_damaged_one_is_no_index() throws IOException {
    Path file = dir.resolve(ServiceIndex.FILE);
    Files.writeString(file, "provider " + SHAPE + "\n", java.nio.file.StandardOpenOption.APPEND);
    assertNull(ServiceIndex.read(app, classPath(app, first, second)), "a line cut short");
    Files.delete(file);
    assertNull(ServiceIndex.read(app, classPath(app, first, second)), "no file");
  }

  @Test
  void a_provider_that_cannot_be_made_is_thrown_as_service_loader_throws_it_and_the_next_comes()
      throws IOException {
    Path file = dir.resolve(ServiceIndex.FILE);
    String good = Files.readString(file);
    Files.writeString(
        file,
        good
            + ("provider " + SHAPE + " io.birj.NoSuchShape\n")
            + ("provider " + SHAPE + " " + Red.class.getName() + "\n")
            + ("provider " + SHAPE + " " + Broken.class.getName() + "\n")
            + ("provider " + SHAPE + " " + Square.class.getName() + "\n"));
    ServiceIndex index = ServiceIndex.read(app, classPath(app, first, second));
    Iterator<Shape> it = index.providers(Shape.class, getClass().getClassLoader());
    for (int i = 0; i < 3; i++) {
      it.next();
    }
    assertEquals(
        SHAPE + ": Provider io.birj.NoSuchShape not found",
        assertThrows(ServiceConfigurationError.class, it::next).getMessage());
    assertEquals(
        SHAPE + ": Provider " + Red.class.getName() + " not a subtype",
        assertThrows(ServiceConfigurationError.class, it::next).getMessage());
    ServiceConfigurationError broken = assertThrows(ServiceConfigurationError.class, it::next);
    assertEquals(
        SHAPE + ": Provider " + Broken.class.getName() + " could not be instantiated",
        broken.getMessage());
    assertEquals("cannot be made", broken.getCause().getMessage());
    assertTrue(it.hasNext());
    assertEquals(Square.class, it.next().getClass());
    assertFalse(it.hasNext());
  }
}
