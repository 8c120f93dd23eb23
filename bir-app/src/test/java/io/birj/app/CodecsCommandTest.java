package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import org.junit.jupiter.api.Test;

class CodecsCommandTest {
  @Test
  void lists_both_codecs_by_version_with_their_providers() {
    CliHarness.Result r = CliHarness.run("codecs");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("v1  v1 ("), r.out());
    assertTrue(r.out().contains("v2  v2 ("), r.out());
  }

  @Test
  void shows_each_kinds_wire_tag_and_read_write_support_per_version() {
    CliHarness.Result r = CliHarness.run("codecs");
    String mult = line(r.out(), "Mult");
    // Mult (23) has a v2 form only (docs/wire/expressions.md: v1 is a flat affine plus four
    // wrappers).
    assertTrue(mult.matches("\\s+23\\s+Mult\\s+-\\s+MultKind rw"), mult);
    String ccmod = line(r.out(), "CCMod");
    // Never written, but v2 reads its tag into a Modulo (docs/wire/expressions.md, "Node kinds").
    assertTrue(ccmod.matches("\\s+28\\s+CCMod\\s+-\\s+CCModKind r"), ccmod);
  }

  @Test
  void counts_the_opcodes_of_the_installed_catalog() {
    CliHarness.Result r = CliHarness.run("codecs");
    assertTrue(r.out().contains("IsaCatalog"), r.out());
    assertTrue(r.out().matches("(?s).*\\n  [1-9][0-9]* opcodes in all\\n.*"), r.out());
  }

  @Test
  void json_report_lists_the_codecs() {
    CliHarness.Result r = CliHarness.run("codecs", "--json");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().trim().startsWith("{"), r.out());
    assertTrue(r.out().contains("\"version\" : 1"), r.out());
    assertTrue(r.out().contains("\"version\" : 2"), r.out());
  }

  @Test
  void a_missing_plugins_directory_is_an_io_error_exit_2() {
    CliHarness.Result r = CliHarness.run("--plugins", "/no/such/birj/plugins", "codecs");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("/no/such/birj/plugins"), r.err());
  }

  private static String line(String text, String name) {
    for (String l : text.split("\n")) {
      if (l.matches("\\s+\\d+\\s+" + name + "\\s.*") || l.matches("\\s+\\d+\\s+" + name)) {
        return l.stripTrailing();
      }
    }
    throw new AssertionError("no line for " + name + " in\n" + text);
  }
}
