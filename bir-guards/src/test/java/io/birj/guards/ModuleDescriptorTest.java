package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Each library module is a real named module (its jar holds module-info.class: no automatic
 * module), which jdeps checks and jlink links: the "Distribution" section of the README.
 */
class ModuleDescriptorTest {
  static List<String> birjModules() {
    return LibraryModules.BIRJ;
  }

  @ParameterizedTest
  @MethodSource("birjModules")
  void each_library_module_has_a_module_info_and_is_not_automatic(String module)
      throws IOException {
    Path location = LibraryModules.location(module);
    if (Files.isDirectory(location)) {
      assertTrue(Files.isRegularFile(location.resolve("module-info.class")), location.toString());
    } else {
      try (java.util.jar.JarFile jar = new java.util.jar.JarFile(location.toFile())) {
        assertTrue(jar.getEntry("module-info.class") != null, location + " has module-info.class");
      }
    }
    Optional<ModuleReference> found = ModuleFinder.of(location).find(module);
    assertTrue(found.isPresent(), location + " defines " + module);
    ModuleDescriptor d = found.get().descriptor();
    assertFalse(d.isAutomatic(), module + " is a named module, not an automatic one");
    assertTrue(
        d.requires().stream().noneMatch(r -> r.name().startsWith("io.micronaut")),
        module + " requires no Micronaut");
  }

  @ParameterizedTest
  @MethodSource("birjModules")
  void jdeps_checks_each_library_module_against_the_library_module_path(String module) {
    ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow();
    StringWriter out = new StringWriter();
    int code =
        jdeps.run(
            new PrintWriter(out),
            new PrintWriter(out),
            "--multi-release",
            "17",
            "--module-path",
            LibraryModules.modulePath(allLibraryModules()),
            "--check",
            module);
    assertEquals(0, code, out.toString());
    assertFalse(out.toString().contains("not found"), out.toString());
  }

  @Test
  void jlink_links_a_v2_only_distribution_without_codec_v1(@TempDir Path tmp) throws Exception {
    ToolProvider jlink = ToolProvider.findFirst("jlink").orElseThrow();
    Path image = tmp.resolve("image");
    StringWriter out = new StringWriter();
    int code =
        jlink.run(
            new PrintWriter(out),
            new PrintWriter(out),
            "--module-path",
            LibraryModules.modulePath(allLibraryModules()),
            "--add-modules",
            LibraryModules.LOADER + "," + LibraryModules.CODEC_V2,
            "--output",
            image.toString(),
            "--no-header-files",
            "--no-man-pages");
    assertEquals(0, code, out.toString());
    List<String> modules = imageModules(image);
    assertTrue(modules.contains(LibraryModules.LOADER), modules.toString());
    assertTrue(modules.contains(LibraryModules.CODEC_V2), modules.toString());
    assertTrue(modules.contains(LibraryModules.JACKSON_CORE), modules.toString());
    assertFalse(modules.contains(LibraryModules.CODEC_V1), modules.toString());
  }

  private static String[] allLibraryModules() {
    List<String> all = new ArrayList<>(LibraryModules.BIRJ);
    all.addAll(LibraryModules.THIRD_PARTY);
    return all.toArray(String[]::new);
  }

  /** The MODULES line of the image's release file lists what jlink put in. */
  private static List<String> imageModules(Path image) throws IOException {
    for (String line : Files.readAllLines(image.resolve("release"))) {
      if (line.startsWith("MODULES=")) {
        String v = line.substring("MODULES=".length()).replace("\"", "");
        return List.of(v.split(" "));
      }
    }
    throw new AssertionError("no MODULES line in " + image.resolve("release"));
  }
}
