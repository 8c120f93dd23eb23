package io.birj.tool;

import static io.birj.tool.ToolRun.sample;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The jlink image holds the command core it shares with {@code bir} (bir-cli-core, {@code
 * io.birj.cli}), and its launcher keeps bir's promises with it: an unreadable file is exit 2 in
 * bir's words, and every write to standard output is checked. Runs at integration-test, after the
 * image is built (the tag {@code image}).
 */
@Tag("image")
class ToolImageCommandCoreTest {
  private static final Path IMAGE = Path.of(System.getProperty("birj.image"));
  private static final Path LAUNCHER = IMAGE.resolve("bin").resolve("bir-tool");

  private record Run(int code, String err) {}

  private static Run launch(File stdout, String... args) throws Exception {
    ProcessBuilder pb = new ProcessBuilder();
    pb.command().add(LAUNCHER.toString());
    pb.command().addAll(List.of(args));
    pb.environment().remove(Tool.DEBUG_ENV);
    Path err = Files.createTempFile("bir-tool-image-", ".err");
    try {
      Process p = pb.redirectOutput(stdout).redirectError(err.toFile()).start();
      p.getOutputStream().close();
      assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the launcher ends: " + pb.command());
      return new Run(p.exitValue(), Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(err);
    }
  }

  @Test
  void the_image_holds_the_command_core() throws Exception {
    String modules = "";
    for (String line : Files.readAllLines(IMAGE.resolve("release"))) {
      if (line.startsWith("MODULES=")) {
        modules = line;
      }
    }
    assertTrue(
        List.of(modules.replace("MODULES=", "").replace("\"", "").split(" "))
            .contains("io.birj.cli"),
        modules);
  }

  @Test
  void the_image_says_a_missing_file_is_missing_exit_2() throws Exception {
    Run r = launch(new File("/dev/null"), "validate", "no/such/file.json");
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertTrue(r.err().startsWith("bir-tool: no/such/file.json: no such file\n"), r.err());
  }

  @Test
  void a_full_disk_on_the_images_standard_output_is_exit_2_with_the_systems_reason()
      throws Exception {
    // The device itself as the process's standard output: every write fails with ENOSPC.
    Run r =
        launch(new File("/dev/full"), "convert", "--to", "2", sample("tile-v2.json").toString());
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertEquals(
        "bir-tool: cannot write to standard output: No space left on device", r.err().strip());
  }
}
