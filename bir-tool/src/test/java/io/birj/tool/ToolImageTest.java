package io.birj.tool;

import static io.birj.tool.ToolRun.sample;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The jlink image that the build makes at package (README, "Distribution"): core, the v2 codec,
 * CBOR and the opcode catalog, with the launcher {@code bin/bir-tool}, run as a user runs it. Runs
 * at integration-test, after the image is built (bir-tool/pom.xml, the tag {@code image}).
 */
@Tag("image")
class ToolImageTest {
  private static final Path IMAGE = Path.of(System.getProperty("birj.image"));
  private static final Path LAUNCHER = IMAGE.resolve("bin").resolve("bir-tool");

  private record Run(int code, String out, String err) {}

  private static Run launch(String... args) throws Exception {
    List<String> cmd = new ArrayList<>();
    cmd.add(LAUNCHER.toString());
    cmd.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(cmd);
    pb.environment().remove(Tool.DEBUG_ENV);
    Path out = Files.createTempFile("bir-tool-image-", ".out");
    Path err = Files.createTempFile("bir-tool-image-", ".err");
    try {
      Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      p.getOutputStream().close();
      assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher ends: " + cmd);
      return new Run(
          p.exitValue(),
          Files.readString(out, StandardCharsets.UTF_8),
          Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** The MODULES line of the image's release file lists what jlink put in. */
  private static List<String> imageModules() throws IOException {
    for (String line : Files.readAllLines(IMAGE.resolve("release"))) {
      if (line.startsWith("MODULES=")) {
        return List.of(line.substring("MODULES=".length()).replace("\"", "").split(" "));
      }
    }
    throw new AssertionError("no MODULES line in " + IMAGE.resolve("release"));
  }

  @Test
  void the_image_holds_core_v2_cbor_and_the_tool_and_neither_codec_v1_nor_micronaut()
      throws IOException {
    assertTrue(Files.isExecutable(LAUNCHER), LAUNCHER + " is the image's launcher");
    List<String> modules = imageModules();
    for (String m :
        List.of(
            "io.birj.tool",
            "io.birj.loader",
            "io.birj.writer",
            "io.birj.api",
            "io.birj.pelican",
            "io.birj.codec.v2",
            "io.birj.format.cbor",
            "io.birj.instructions",
            "com.fasterxml.jackson.core",
            "com.fasterxml.jackson.dataformat.cbor",
            "com.fasterxml.jackson.databind",
            "com.fasterxml.jackson.annotation")) {
      assertTrue(modules.contains(m), m + " in " + modules);
    }
    assertFalse(modules.contains("io.birj.codec.v1"), modules.toString());
    assertTrue(
        modules.stream().noneMatch(m -> m.startsWith("io.micronaut") || m.equals("info.picocli")),
        modules.toString());
  }

  @Test
  void the_image_validates_a_v2_sample() throws Exception {
    Run r = launch("validate", sample("tile-v2.json").toString());
    assertEquals(0, r.code(), r.out() + r.err());
    assertEquals("", r.out());
  }

  @Test
  void the_image_refuses_a_v1_sample_naming_the_missing_codec_module() throws Exception {
    Run r = launch("validate", sample("tile-v1.json").toString());
    assertEquals(1, r.code(), r.out() + r.err());
    String first = r.out().lines().findFirst().orElse("");
    assertTrue(first.contains(": error: no pelican codec for version 1 is installed"), first);
    assertTrue(first.contains("add the module io.birj.codec.v1 (artifact bir-codec-v1)"), first);
  }

  @Test
  void the_image_converts_a_sample_to_cbor_and_validates_the_result(@TempDir Path tmp)
      throws Exception {
    Path cbor = tmp.resolve("tile-v2.cbor");
    Run c =
        launch(
            "convert",
            "--to",
            "2",
            "--format",
            "cbor",
            "-o",
            cbor.toString(),
            sample("tile-v2.json").toString());
    assertEquals(0, c.code(), c.err());
    assertTrue((Files.readAllBytes(cbor)[0] & 0xE0) == 0xA0, "a CBOR map head");
    Run v = launch("validate", cbor.toString());
    assertEquals(0, v.code(), v.out() + v.err());
  }

  @Test
  void the_image_says_its_version_and_what_it_holds() throws Exception {
    Run r = launch("--version");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals("bir-tool " + System.getProperty("birj.version"), lines.get(0));
    assertEquals("codecs: v2; formats: json, cbor", lines.get(2));
  }
}
