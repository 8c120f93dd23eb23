package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;

class BirCommandTest {
  @Test
  void help_lists_every_command_and_exits_0() {
    CliHarness.Result r = CliHarness.run("--help");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Usage: bir"), r.out());
    assertTrue(r.out().contains("codecs"), r.out());
  }

  @Test
  void version_names_the_tool_and_exits_0() {
    CliHarness.Result r = CliHarness.run("--version");
    assertEquals(ExitCodes.OK, r.exitCode());
    assertTrue(r.out().startsWith("bir "), r.out());
  }

  @Test
  void an_unknown_option_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("--no-such-option");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("--no-such-option"), r.err());
  }

  @Test
  void an_unknown_command_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("frobnicate");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
  }
}
