package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@link VendorProbe} in a JVM of its own whose module path holds exactly the given modules
 * (their built jars, found by {@link LibraryModules}): what a user's program sees when it puts
 * those jars on {@code --module-path}.
 */
final class ModulePathJava {
  record Run(int exitCode, String output) {
    /** The output lines, for checks that one line says one thing. */
    List<String> lines() {
      return output.lines().toList();
    }
  }

  private ModulePathJava() {}

  static Run probe(List<String> modules, String... args) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("--module-path");
    cmd.add(LibraryModules.modulePath(modules.toArray(String[]::new)));
    cmd.add("--add-modules");
    cmd.add(String.join(",", modules));
    cmd.add("-cp");
    cmd.add(classesOf(VendorProbe.class).toString());
    cmd.add(VendorProbe.class.getName());
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the probe ends: " + cmd);
    return new Run(p.exitValue(), out);
  }

  /** The class-path entry (this module's test classes) that holds {@code c}. */
  private static Path classesOf(Class<?> c) throws Exception {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI());
  }
}
