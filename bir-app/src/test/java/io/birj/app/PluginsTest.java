package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Vendor jars in a plugins directory extend the installed expression kinds. */
class PluginsTest {
  @TempDir Path dir;

  private Path pluginJar() throws IOException {
    Path jar = dir.resolve("vendor-kinds.jar");
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file)) {
      out.putNextEntry(new JarEntry("META-INF/services/io.birj.api.codec.ExprKindCodec"));
      out.write((VendorShiftKind.class.getName() + "\n").getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    return jar;
  }

  @Test
  void a_plugins_directory_adds_its_vendor_kinds() throws IOException {
    pluginJar();
    CliHarness.Result r = CliHarness.run("--plugins", dir.toString(), "codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("tag " + VendorShiftKind.TAG), r.out());
    assertTrue(r.out().contains("Plugins: " + dir + " (1 jars)"), r.out());
  }

  @Test
  void without_plugins_the_vendor_kind_is_absent() {
    CliHarness.Result r = CliHarness.run("codecs");
    assertFalse(r.out().contains(VendorShiftKind.TAG), r.out());
  }

  @Test
  void the_plugins_directory_can_come_from_configuration() throws IOException {
    pluginJar();
    CliHarness.Result r =
        CliHarness.run(java.util.Map.of("birj.plugins.dir", dir.toString()), "codecs");
    assertTrue(r.out().contains("tag " + VendorShiftKind.TAG), r.out());
  }

  @Test
  void a_vendor_kind_from_a_plugin_reads_in_v2_expressions() throws IOException {
    pluginJar();
    CliHarness.Result r =
        CliHarness.run(
            "--plugins",
            dir.toString(),
            "expr",
            "--from",
            "2",
            "--to",
            "2",
            "{\"kind\":\"" + VendorShiftKind.TAG + "\"}");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("{\"kind\":\"" + VendorShiftKind.TAG + "\"}", r.out().trim());
  }

  @Test
  void a_corrupt_plugin_jar_is_skipped_with_a_warning_naming_it() throws IOException {
    pluginJar();
    Path corrupt = Files.write(dir.resolve("corrupt.jar"), "not a zip at all".getBytes());
    CliHarness.Result r = CliHarness.run("--plugins", dir.toString(), "codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("bir: warning: plugin jar " + corrupt + " skipped: not a jar (zip) file"),
        r.err());
    // The good jar next to it still counts.
    assertTrue(r.out().contains("tag " + VendorShiftKind.TAG), r.out());
    assertTrue(r.out().contains("Plugins: " + dir + " (1 jars)"), r.out());
  }

  @Test
  void a_truncated_plugin_jar_is_skipped_with_a_warning_naming_it() throws IOException {
    Path good = pluginJar();
    byte[] whole = Files.readAllBytes(good);
    Files.delete(good);
    Path cut =
        Files.write(dir.resolve("cut.jar"), java.util.Arrays.copyOf(whole, whole.length / 2));
    CliHarness.Result r = CliHarness.run("--plugins", dir.toString(), "codecs");
    assertTrue(r.err().contains("plugin jar " + cut + " skipped: "), r.err());
  }

  @Test
  void a_directory_named_like_a_jar_is_skipped_with_a_warning() throws IOException {
    Path fake = Files.createDirectory(dir.resolve("folder.jar"));
    CliHarness.Result r = CliHarness.run("--plugins", dir.toString(), "codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.err().contains("plugin jar " + fake + " skipped: not a regular file"), r.err());
  }

  @Test
  void a_provider_missing_from_its_jar_is_a_warning_naming_the_jar() throws IOException {
    Path jar = dir.resolve("missing-class.jar");
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file)) {
      out.putNextEntry(new JarEntry("META-INF/services/io.birj.api.codec.ExprKindCodec"));
      out.write("com.example.NoSuchKind\n".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
    CliHarness.Result r = CliHarness.run("--plugins", dir.toString(), "codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(
        r.err().contains("bir: warning: plugin jar " + jar + " skipped a provider: "), r.err());
    assertTrue(r.err().contains("com.example.NoSuchKind"), r.err());
  }
}
