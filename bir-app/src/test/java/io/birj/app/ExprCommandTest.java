package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;

class ExprCommandTest {
  private static final String TEXT = "(2*i + j + 3) floordiv 4";

  @Test
  void text_becomes_v2_by_default() {
    CliHarness.Result r = CliHarness.run("expr", TEXT);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"kind\":\"FloorDivKind\""), r.out());
  }

  @Test
  void v2_comes_back_to_the_same_text() {
    String v2 = CliHarness.run("expr", TEXT).out().trim();
    CliHarness.Result back = CliHarness.run("expr", v2);
    assertEquals(ExitCodes.OK, back.exitCode(), back.err());
    assertEquals(TEXT, back.out().trim());
  }

  @Test
  void text_becomes_v1_flat_affine_with_op_tag() {
    CliHarness.Result r = CliHarness.run("expr", "--to", "1", "(2*i + 3) mod 8");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals(
        "{\"op\":\"Mod\",\"op_param\":8,\"terms\":[{\"AxisLabel\":\"i\",\"coef\":2}],\"c\":3}",
        r.out().trim());
  }

  @Test
  void v1_input_is_recognized_without_from() {
    String v1 =
        "{\"op\":\"Mod\",\"op_param\":8,\"terms\":[{\"AxisLabel\":\"i\",\"coef\":2}],\"c\":3}";
    CliHarness.Result r = CliHarness.run("expr", v1);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("(2*i + 3) mod 8", r.out().trim());
  }

  @Test
  void indent_pretty_prints_a_wire_form() {
    CliHarness.Result r = CliHarness.run("expr", "--indent", "2", "i * 4");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("\n  \"kind\""), r.out());
  }

  @Test
  void an_expression_v1_cannot_express_is_refused_exit_1_with_the_seed_message() {
    CliHarness.Result r = CliHarness.run("expr", "--to", "1", "i * 4");
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("Pelican Expr should be in V1 format"), r.err());
  }

  @Test
  void malformed_text_is_invalid_exit_1_with_its_column() {
    CliHarness.Result r = CliHarness.run("expr", "(2*i +");
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("column 7"), r.err());
  }

  @Test
  void an_unknown_form_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("expr", "--from", "3", "i");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("'3' is not a form (1, 2 or text)"), r.err());
  }

  @Test
  void a_missing_expression_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("expr");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
  }
}
