package io.birj.cli.exit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The exit codes of the README's table, which both commands share. */
class ExitStatusTest {
  @Test
  void the_codes_are_those_of_the_readme() {
    assertEquals(0, ExitStatus.OK);
    assertEquals(1, ExitStatus.INVALID);
    assertEquals(2, ExitStatus.USAGE_OR_IO);
    assertEquals(3, ExitStatus.UNDECIDED);
    assertEquals(70, ExitStatus.INTERNAL);
    assertEquals(71, ExitStatus.OUT_OF_MEMORY);
  }

  @Test
  void the_summary_names_every_code_around_what_1_means_for_a_command() {
    assertEquals(
        "Exit codes: 0 success; 1 invalid document or operation refused; 2 usage or I/O error;"
            + " 70 internal error (a bug in birj); 71 out of memory; 130/143 interrupted"
            + " (SIGINT/SIGTERM).",
        ExitStatus.SUMMARY_HEAD
            + "invalid document or operation refused"
            + ExitStatus.SUMMARY_TAIL);
  }

  @Test
  void the_summary_with_undecided_puts_3_after_2() {
    assertEquals(
        "Exit codes: 0 success; 1 invalid document or findings; 2 usage or I/O error;"
            + " 3 undecided (check: nothing found, but a place not modelled); 70 internal error"
            + " (a bug in birj); 71 out of memory; 130/143 interrupted (SIGINT/SIGTERM).",
        ExitStatus.SUMMARY_HEAD
            + "invalid document or findings"
            + ExitStatus.SUMMARY_USAGE
            + ExitStatus.SUMMARY_UNDECIDED
            + ExitStatus.SUMMARY_END);
  }
}
