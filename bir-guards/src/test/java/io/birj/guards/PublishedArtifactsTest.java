package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * What {@code mvn install} publishes (README "As a library"): the library modules, each with
 * sources and javadoc jars and its version in the manifest, reproducibly stamped; the BOM pinning
 * exactly those; nothing of the test-only modules, the tools, the app or the examples.
 */
class PublishedArtifactsTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** The version this build is of (bir-guards' pom passes it). */
  private static final String VERSION = System.getProperty("birj.version");

  /** The modules that set birj.skip.publish: not installed, not deployed. */
  private static final List<String> UNPUBLISHED =
      List.of(
          "bir-testkit",
          "bir-testkit-core",
          "bir-brewer",
          "bir-app",
          "bir-tool",
          "birj-example-vendor-kind",
          "bir-guards",
          "bir-fuzz",
          "bir-bench");

  private record ModulePom(String artifactId, String packaging, boolean published) {}

  private static Document xml(Path file) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
  }

  /** The text of the first direct child {@code name} of {@code parent}, or {@code null}. */
  private static String child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e.getTextContent().trim();
      }
    }
    return null;
  }

  private static Element childElement(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e;
      }
    }
    return null;
  }

  /** Every module of the root pom's reactor, as its pom declares it. */
  private static List<ModulePom> reactor() throws Exception {
    Element root = xml(ROOT.resolve("pom.xml")).getDocumentElement();
    NodeList modules = childElement(root, "modules").getElementsByTagName("module");
    List<ModulePom> out = new ArrayList<>();
    for (int i = 0; i < modules.getLength(); i++) {
      Path pom = ROOT.resolve(modules.item(i).getTextContent().trim()).resolve("pom.xml");
      Element project = xml(pom).getDocumentElement();
      String packaging = child(project, "packaging");
      Element props = childElement(project, "properties");
      String skip = props == null ? null : child(props, "birj.skip.publish");
      out.add(
          new ModulePom(
              child(project, "artifactId"),
              packaging == null ? "jar" : packaging,
              !"true".equals(skip)));
    }
    return out;
  }

  @Test
  void the_bom_pins_every_published_library_module_at_the_project_version() throws Exception {
    TreeSet<String> libraries = new TreeSet<>();
    for (ModulePom m : reactor()) {
      if (m.published() && m.packaging().equals("jar")) {
        libraries.add(m.artifactId());
      }
    }
    Element bom = xml(ROOT.resolve("bir-bom/pom.xml")).getDocumentElement();
    assertEquals(VERSION, child(bom, "version"), "the BOM's version is the build's");
    assertEquals("pom", child(bom, "packaging"));
    NodeList deps = childElement(bom, "dependencyManagement").getElementsByTagName("dependency");
    TreeSet<String> pinned = new TreeSet<>();
    for (int i = 0; i < deps.getLength(); i++) {
      Element d = (Element) deps.item(i);
      assertEquals("io.birj", child(d, "groupId"));
      assertEquals("${project.version}", child(d, "version"), child(d, "artifactId"));
      pinned.add(child(d, "artifactId"));
    }
    assertEquals(libraries, pinned);
  }

  @Test
  void the_bom_has_no_parent_so_importing_it_pins_only_birj() throws Exception {
    Element bom = xml(ROOT.resolve("bir-bom/pom.xml")).getDocumentElement();
    assertEquals(null, childElement(bom, "parent"));
  }

  @Test
  void test_only_tool_app_and_example_modules_are_not_published() throws Exception {
    List<String> unpublished = new ArrayList<>();
    for (ModulePom m : reactor()) {
      if (!m.published()) {
        unpublished.add(m.artifactId());
      }
    }
    assertEquals(sorted(UNPUBLISHED), sorted(unpublished));
  }

  private static List<String> sorted(List<String> l) {
    List<String> s = new ArrayList<>(l);
    Collections.sort(s);
    return s;
  }

  static List<String> birjModules() {
    return LibraryModules.BIRJ;
  }

  private static Path jarOf(String module) {
    Path jar = LibraryModules.location(module);
    assertTrue(Files.isRegularFile(jar), module + " is packaged as a jar: " + jar);
    return jar;
  }

  private static Path beside(Path jar, String classifier) {
    String name = jar.getFileName().toString();
    return jar.resolveSibling(name.substring(0, name.length() - 4) + "-" + classifier + ".jar");
  }

  @ParameterizedTest
  @MethodSource("birjModules")
  void each_library_jar_carries_its_title_and_the_build_version_in_its_manifest(String module)
      throws IOException {
    try (JarFile jar = new JarFile(jarOf(module).toFile())) {
      Attributes main = jar.getManifest().getMainAttributes();
      assertEquals(VERSION, main.getValue(Attributes.Name.IMPLEMENTATION_VERSION));
      String title = main.getValue(Attributes.Name.IMPLEMENTATION_TITLE);
      assertTrue(title != null && title.startsWith("birj "), "Implementation-Title: " + title);
    }
  }

  @ParameterizedTest
  @MethodSource("birjModules")
  void each_library_jar_has_a_sources_jar_and_a_javadoc_jar_beside_it(String module)
      throws IOException {
    Path jar = jarOf(module);
    try (JarFile sources = new JarFile(beside(jar, "sources").toFile());
        JarFile javadoc = new JarFile(beside(jar, "javadoc").toFile())) {
      assertNotNull(sources.getEntry("module-info.java"), "the sources jar of " + module);
      assertNotNull(javadoc.getEntry("index.html"), "the javadoc jar of " + module);
      assertNotNull(javadoc.getEntry(module + "/module-summary.html"), module);
    }
  }

  @ParameterizedTest
  @MethodSource("birjModules")
  void each_library_jar_stamps_every_entry_with_the_build_timestamp(String module)
      throws IOException {
    LocalDateTime stamp =
        LocalDateTime.ofInstant(
            Instant.parse(System.getProperty("birj.outputTimestamp")), ZoneOffset.UTC);
    for (Path p : List.of(jarOf(module), beside(jarOf(module), "sources"))) {
      try (JarFile jar = new JarFile(p.toFile())) {
        for (JarEntry e : Collections.list(jar.entries())) {
          assertEquals(stamp, e.getTimeLocal(), p.getFileName() + "!" + e.getName());
        }
      }
    }
  }

  @Test
  void the_app_carries_the_build_version_in_its_manifest_and_its_version_resource()
      throws Exception {
    Class<?> app =
        Class.forName("io.birj.app.BirApp", false, PublishedArtifactsTest.class.getClassLoader());
    Path jar = Path.of(app.getProtectionDomain().getCodeSource().getLocation().toURI());
    try (JarFile f = new JarFile(jar.toFile())) {
      assertEquals(
          VERSION,
          f.getManifest().getMainAttributes().getValue(Attributes.Name.IMPLEMENTATION_VERSION));
      Properties version = new Properties();
      try (InputStream in = f.getInputStream(f.getEntry("io/birj/app/version.properties"))) {
        version.load(in);
      }
      assertEquals(VERSION, version.getProperty("version"));
    }
  }
}
