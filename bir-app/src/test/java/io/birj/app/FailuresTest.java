package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A defect in birj is reported as an internal error (exit 70), never as an invalid document; memory
 * running out is one line with the flag to raise it (exit 71).
 */
class FailuresTest {
  private static final String V1_EXPR = "{\"op\":\"Mod\",\"op_param\":8,\"terms\":[],\"c\":3}";

  @TempDir Path dir;

  private static CliHarness.Result withDefect(String defect, String... args) {
    return CliHarness.run(Map.of("test.defective-v1", defect), args);
  }

  private static List<String> lines(String s) {
    return s.lines().filter(l -> !l.isBlank()).toList();
  }

  @Test
  void a_defect_is_an_internal_error_exit_70_not_an_invalid_input() {
    CliHarness.Result r = withDefect("npe", "expr", "--from", "1", V1_EXPR);
    assertEquals(ExitCodes.INTERNAL, r.exitCode(), r.err());
    assertTrue(r.err().startsWith("bir: internal error: java.lang.NullPointerException"), r.err());
    assertTrue(r.err().contains("a bug in birj, not a problem with the input"), r.err());
    assertFalse(r.err().contains("invalid"), r.err());
  }

  @Test
  void the_internal_error_is_one_line_naming_where_to_look_and_how_to_get_the_trace() {
    CliHarness.Result r = withDefect("npe", "expr", "--from", "1", V1_EXPR);
    assertEquals(1, lines(r.err()).size(), r.err());
    assertTrue(
        r.err().contains("(at io.birj.app.DefectiveV1Codec.read(DefectiveV1Codec.java:"), r.err());
    assertTrue(r.err().contains("--debug (or BIR_DEBUG=1)"), r.err());
    assertFalse(r.err().contains("\tat "), "no stack trace without --debug: " + r.err());
  }

  @Test
  void with_debug_the_stack_trace_follows_the_line() {
    CliHarness.Result r = withDefect("npe", "--debug", "expr", "--from", "1", V1_EXPR);
    assertEquals(ExitCodes.INTERNAL, r.exitCode(), r.err());
    assertTrue(r.err().contains("\tat io.birj.app.DefectiveV1Codec.read"), r.err());
  }

  @Test
  void debug_is_accepted_after_the_command_too() {
    CliHarness.Result r = withDefect("npe", "expr", "--debug", "--from", "1", V1_EXPR);
    assertEquals(ExitCodes.INTERNAL, r.exitCode(), r.err());
    assertTrue(r.err().contains("\tat io.birj.app.DefectiveV1Codec.read"), r.err());
  }

  @Test
  void a_stack_overflow_in_birj_is_an_internal_error_too() {
    CliHarness.Result r = withDefect("soe", "expr", "--from", "1", V1_EXPR);
    assertEquals(ExitCodes.INTERNAL, r.exitCode(), r.err());
    assertTrue(r.err().startsWith("bir: internal error: java.lang.StackOverflowError"), r.err());
  }

  @Test
  void out_of_memory_at_the_command_boundary_is_one_line_with_the_flag_exit_71() {
    CliHarness.Result r = withDefect("oom", "expr", "--from", "1", V1_EXPR);
    assertEquals(ExitCodes.OUT_OF_MEMORY, r.exitCode(), r.err());
    assertEquals(1, lines(r.err()).size(), r.err());
    assertTrue(
        r.err().startsWith("bir: out of memory (Java heap space, with a maximum heap of "),
        r.err());
    assertTrue(r.err().matches("(?s).*JAVA_OPTS=-Xmx[0-9]+[mg]\\s*"), r.err());
  }

  @Test
  void real_out_of_memory_in_a_small_heap_is_one_line_and_exit_71() throws IOException {
    // Unknown content costs tens of heap bytes per input byte: 24 MB of it cannot fit in 64 MB.
    Path big = dir.resolve("big.json");
    try (var out = new java.io.BufferedWriter(java.nio.file.Files.newBufferedWriter(big))) {
      out.write("{\"version\":2,\"functions\":[],\"x_blob\":[");
      for (int i = 0; i < 2_000_000; i++) {
        out.write(i == 0 ? "" : ",");
        out.write("{\"k\":[1,2]}");
      }
      out.write("]}");
    }
    CliProcess.Result r = CliProcess.run(List.of("-Xmx64m"), null, "validate", big.toString());
    assertEquals(ExitCodes.OUT_OF_MEMORY, r.exitCode(), r.err());
    assertEquals(1, lines(r.err()).size(), r.err());
    assertTrue(r.err().contains("out of memory"), r.err());
    assertTrue(r.err().contains("JAVA_OPTS=-Xmx128m"), r.err());
  }

  @Test
  void bir_debug_in_the_environment_asks_for_the_stack_trace() {
    CliProcess.Result r =
        CliProcess.run(
            List.of("-Dtest.defective-v1=npe"),
            Map.of("BIR_DEBUG", "1"),
            null,
            "expr",
            "--from",
            "1",
            V1_EXPR);
    assertEquals(ExitCodes.INTERNAL, r.exitCode(), r.err());
    assertTrue(r.err().contains("\tat io.birj.app.DefectiveV1Codec.read"), r.err());
  }
}
