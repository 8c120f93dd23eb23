package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SynthCommandTest {
  @Test
  void synth_writes_a_document_that_validates_clean(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("s.json");
    CliHarness.Result made =
        CliHarness.run("synth", "--seed", "5", "--size", "64k", "-o", out.toString());
    assertEquals(ExitCodes.OK, made.exitCode(), made.err());
    assertTrue(Files.size(out) >= 64 * 1024, "size " + Files.size(out));
    assertTrue(made.err().contains("kernels"), made.err());
    CliHarness.Result checked = CliHarness.run("validate", out.toString());
    assertEquals(ExitCodes.OK, checked.exitCode(), checked.out() + checked.err());
    assertEquals("", checked.out(), "no finding");
  }

  @Test
  void synth_to_standard_output_gives_the_same_bytes_for_the_same_seed() {
    CliHarness.Result a = CliHarness.run("synth", "-q", "--seed", "9", "--size", "20000");
    CliHarness.Result b = CliHarness.run("synth", "-q", "--seed", "9", "--size", "20000");
    assertEquals(ExitCodes.OK, a.exitCode(), a.err());
    assertEquals(a.out(), b.out());
    assertTrue(a.out().startsWith("{\"version\":2"), a.out().substring(0, 40));
    assertEquals("", a.err(), "quiet");
  }

  @Test
  void the_sorted_profile_puts_version_last() {
    CliHarness.Result r = CliHarness.run("synth", "-q", "--size", "10000", "--profile", "sorted");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"arch\""), r.out().substring(0, 40));
    assertTrue(r.out().endsWith("\"version\":2}"));
  }

  @Test
  void a_size_that_is_not_a_size_is_a_usage_error() {
    CliHarness.Result r = CliHarness.run("synth", "--size", "12q");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("'12q' is not a size"), r.err());
  }

  @Test
  void an_unknown_profile_is_a_usage_error() {
    CliHarness.Result r = CliHarness.run("synth", "--size", "1k", "--profile", "huge");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("mixed, expressions or sorted"), r.err());
  }
}
