package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bir redact} and {@code bir reduce} as a user runs them: the redacted sample checks as the
 * original does and keeps none of its names; the reduced sample is the one instruction the test
 * wants; an uninteresting input is refused; a reduction stopped by SIGINT leaves a valid,
 * interesting OUT and no temporary file.
 */
class RedactReduceCommandsTest {
  static final String LOWER_SYNC = "samples/lower-sync.json";

  @TempDir Path dir;

  private static String lastLine(String s) {
    String[] lines = s.strip().split("\n");
    return lines[lines.length - 1];
  }

  @Test
  void redact_writes_a_document_that_checks_as_the_original_with_none_of_its_names()
      throws IOException {
    Path in = Samples.copy(dir, LOWER_SYNC);
    Path out = dir.resolve("shareable.json");
    Path map = dir.resolve("names.json");
    CliHarness.Result r =
        CliHarness.run("redact", "-o", out.toString(), "--map", map.toString(), in.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.err().contains("renamed"), r.err());
    String redacted = Files.readString(out);
    JsonNode names = new ObjectMapper().readTree(map.toFile()).get("names");
    for (String name : List.of("main", "dma_in", "loop_i", "input0_set", "psum0")) {
      assertFalse(redacted.contains("\"" + name + "\""), name + " is left");
      assertTrue(names.has(name), name + " is not mapped");
    }
    CliHarness.Result before = CliHarness.run("check", in.toString());
    CliHarness.Result after = CliHarness.run("check", out.toString());
    assertEquals(before.exitCode(), after.exitCode());
    assertEquals(
        lastLine(before.out()).replace(in.toString(), "F"),
        lastLine(after.out()).replace(out.toString(), "F"));
    assertEquals(0, CliHarness.run("validate", out.toString()).exitCode());
  }

  @Test
  void redact_without_output_writes_the_document_to_standard_output() {
    CliHarness.Result r = CliHarness.run("redact", "-q", Samples.copy(dir, Samples.V2).toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"version\":2"), r.out());
    assertFalse(r.out().contains("sg0000"), r.out());
  }

  @Test
  void redact_of_a_malformed_document_is_exit_1_naming_the_place() {
    CliHarness.Result r =
        CliHarness.run("redact", Samples.write(dir, "bad.json", Samples.MALFORMED).toString());
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.err().contains("bad.json:1:"), r.err());
  }

  @Test
  void reduce_keeps_the_one_instruction_the_test_wants() throws IOException {
    Path in = Samples.copy(dir, LOWER_SYNC);
    Path out = dir.resolve("small.json");
    CliHarness.Result r =
        CliHarness.run(
            "reduce",
            "--test",
            "grep -q Matmult",
            "--jobs",
            "2",
            "-o",
            out.toString(),
            in.toString());
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.err().contains("-> 1 instructions"), r.err());
    String small = Files.readString(out);
    assertTrue(small.contains("\"Matmult\""), small);
    assertEquals(0, CliHarness.run("validate", out.toString()).exitCode());
  }

  @Test
  void reduce_refuses_a_test_that_finds_the_input_uninteresting() {
    Path out = dir.resolve("small.json");
    CliHarness.Result r =
        CliHarness.run(
            "reduce",
            "--test",
            "false",
            "-o",
            out.toString(),
            Samples.copy(dir, Samples.V2).toString());
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.err().contains("does not find the input interesting"), r.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void a_reduction_stopped_by_sigint_leaves_a_valid_interesting_out_and_no_temporary_file()
      throws IOException, InterruptedException {
    Path in = Samples.copy(dir, LOWER_SYNC);
    Path out = dir.resolve("small.json");
    Path tmp = Files.createDirectory(dir.resolve("tmp"));
    Process p =
        new ProcessBuilder(
                CliProcess.command(
                    List.of("-Djava.io.tmpdir=" + tmp),
                    "reduce",
                    "--jobs",
                    "1",
                    "--test",
                    "sleep 0.2; grep -q Matmult",
                    "-o",
                    out.toString(),
                    in.toString()))
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    try {
      BufferedReader err =
          new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
      String line = err.readLine();
      assertTrue(line != null && line.startsWith("bir: reduce: "), "a first improvement: " + line);
      Process kill = new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).start();
      assertEquals(0, kill.waitFor());
      assertTrue(p.waitFor(60, TimeUnit.SECONDS));
      assertEquals(130, p.exitValue());
      String best = Files.readString(out);
      assertTrue(best.contains("\"Matmult\""), best);
      assertTrue(best.length() < Files.size(in));
      assertEquals(0, CliHarness.run("validate", out.toString()).exitCode());
      try (Stream<Path> left = Files.list(tmp)) {
        assertEquals(List.of(), left.toList(), "temporary files are removed");
      }
      try (Stream<Path> left = Files.list(dir)) {
        assertEquals(3, left.count(), "in, OUT and tmp: no temporary OUT");
      }
    } finally {
      p.destroyForcibly();
    }
  }
}
