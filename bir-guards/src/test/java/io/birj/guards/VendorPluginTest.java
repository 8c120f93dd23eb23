package io.birj.guards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The example vendor module's jar as a plugin of the {@code bir} command ({@code ./bir --plugins
 * DIR}, README "Plugins"): on the app's class path its {@code META-INF/services} files, not its
 * module descriptor, make the kind and the opcodes found.
 */
class VendorPluginTest {
  private static final Path LAUNCHER = Path.of("..", "bir");

  @TempDir Path plugins;

  private record Run(int exitCode, String output) {}

  private static Run bir(String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of("bash", LAUNCHER.toString()));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(300, TimeUnit.SECONDS), "./bir ends");
    return new Run(p.exitValue(), out);
  }

  private void installPlugin() throws Exception {
    Path jar = LibraryModules.location(VendorModuleTest.VENDOR);
    assertTrue(Files.isRegularFile(jar), "the example is packaged as a jar: " + jar);
    Files.copy(jar, plugins.resolve(jar.getFileName()));
  }

  @Test
  void bir_codecs_with_the_plugins_directory_shows_the_vendor_kind_and_opcodes() throws Exception {
    installPlugin();
    Run r = bir("--plugins", plugins.toString(), "codecs");
    assertEquals(0, r.exitCode(), r.output());
    assertTrue(
        r.output()
            .contains(
                "1001  clamp            tag ClampKind"
                    + " (com.example.birj.vendor.ClampKindCodec)"),
        r.output());
    assertTrue(
        r.output().contains("example vendor opcodes 1.0: 1 opcodes, 0 abstract classes"),
        r.output());
    assertTrue(r.output().contains("Plugins: " + plugins + " (1 jars)"), r.output());
  }

  @Test
  void bir_validate_with_the_plugin_accepts_the_vendor_document() throws Exception {
    installPlugin();
    Run r = bir("--plugins", plugins.toString(), "validate", VendorModuleTest.CLAMP_DOC);
    assertEquals(0, r.exitCode(), r.output());
    assertTrue(r.output().contains("1 valid, 0 invalid; 0 errors, 0 warnings"), r.output());
  }
}
