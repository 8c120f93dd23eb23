package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Control characters in names, keys and pointers are escaped in every human-readable line, long
 * names are cut; JSON output stays exact.
 */
class NamesInOutputTest {
  @TempDir Path dir;

  /** A name that would forge a diagnostic line for another file and clear the terminal. */
  private static final String FORGING = "Vendor\nother.json:1:1: error: forged\u001b[2J";

  /** The same, as it is spelled inside a JSON string. */
  private static final String FORGING_JSON = "Vendor\\nother.json:1:1: error: forged\\u001b[2J";

  private static final String SAMPLE =
      new String(Samples.bytes(Samples.V2), StandardCharsets.UTF_8);

  /** The line of the sample that holds the vendor opcode the tests rename. */
  private static final long OPCODE_LINE =
      SAMPLE
              .substring(0, SAMPLE.indexOf("\"VendorFrobnicate\""))
              .chars()
              .filter(c -> c == '\n')
              .count()
          + 1;

  private Path withOpcode(String jsonSpelling) {
    return Samples.write(
        dir, "names.json", SAMPLE.replace("\"VendorFrobnicate\"", "\"" + jsonSpelling + "\""));
  }

  private static void noRawControls(String text) {
    for (char c : text.toCharArray()) {
      assertFalse(c < 0x20 && c != '\n', "a raw control character U+" + (int) c + " in\n" + text);
    }
  }

  @Test
  void a_forged_line_in_an_opcode_name_stays_inside_its_own_warning() {
    Path doc = withOpcode(FORGING_JSON);
    CliHarness.Result r = CliHarness.run("validate", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(1, lines.size(), r.out());
    assertTrue(lines.get(0).startsWith(doc + ":" + OPCODE_LINE + ":"), lines.get(0));
    assertTrue(lines.get(0).contains(FORGING_JSON), lines.get(0));
    noRawControls(r.out());
  }

  @Test
  void validate_json_keeps_the_name_exact() {
    Path doc = withOpcode(FORGING_JSON);
    CliHarness.Result r = CliHarness.run("validate", "--json", doc.toString());
    // JSON's own escapes (hex digits in either case), nothing more.
    assertTrue(r.out().toLowerCase().contains(FORGING_JSON.toLowerCase()), r.out());
  }

  @Test
  void a_megabyte_name_is_cut_with_its_length_in_the_warning() {
    String huge = "N".repeat(1 << 20);
    Path doc = withOpcode(huge);
    CliHarness.Result r = CliHarness.run("validate", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().length() < 2_000, "the line is short: " + r.out().length());
    assertTrue(r.out().matches("(?s).*…\\(\\d{7,} chars\\)….*"), r.out());
  }

  @Test
  void stats_escapes_an_opcode_name_in_its_counts() {
    Path doc = withOpcode(FORGING_JSON);
    CliHarness.Result r = CliHarness.run("stats", doc.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Vendor\\nother.json:1:1: error: forged\\u001b[2J"), r.out());
    noRawControls(r.out());
  }

  @Test
  void stats_json_keeps_the_opcode_name_exact() {
    Path doc = withOpcode(FORGING_JSON);
    CliHarness.Result r = CliHarness.run("stats", "--json", doc.toString());
    assertTrue(r.out().toLowerCase().contains("\"" + FORGING_JSON.toLowerCase() + "\""), r.out());
  }

  /** The sample with its loop axis {@code j} renamed (declaration and uses) to {@code name}. */
  private Path withAxis(String jsonSpelling) {
    return Samples.write(
        dir,
        "axis.json",
        SAMPLE
            .replace("\"axis\": \"j\"", "\"axis\": \"" + jsonSpelling + "\"")
            .replace("\"name\": \"j\"", "\"name\": \"" + jsonSpelling + "\""));
  }

  @Test
  void diff_escapes_an_axis_name_in_an_expressions_text() {
    Path a = Samples.copy(dir, Samples.V2);
    Path b = withAxis("j\\u001b[31m\\nforged");
    CliHarness.Result r = CliHarness.run("diff", a.toString(), b.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    noRawControls(r.out());
    assertTrue(r.out().contains("  + (128*`j\\u001b[31m\\nforged` + 1024)\n"), r.out());
  }

  @Test
  void diff_json_keeps_the_axis_name_exact() {
    Path a = Samples.copy(dir, Samples.V2);
    Path b = withAxis("j\\u001b[31m");
    CliHarness.Result r = CliHarness.run("diff", "--json", a.toString(), b.toString());
    assertTrue(r.out().toLowerCase().contains("(128*`j\\u001b[31m` + 1024)"), r.out());
  }

  @Test
  void a_file_name_with_a_newline_cannot_forge_a_line() {
    Path bad = Samples.write(dir, "x\nforged.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("validate", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertEquals(1, r.out().lines().count(), r.out());
    assertTrue(r.out().startsWith(dir + "/x\\nforged.json:1:"), r.out());
  }

  @Test
  void an_expression_text_with_a_control_character_is_escaped_but_not_cut() {
    String axis = "ax\u001bis";
    String v2 = "{\"kind\":\"AffIVKind\",\"axis\":\"ax\\u001bis\"}";
    CliHarness.Result r = CliHarness.run("expr", v2);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertFalse(r.out().contains(axis), r.out());
    assertTrue(r.out().contains("ax\\u001bis"), r.out());
  }

  @Test
  void an_expression_wire_form_stays_exact_json() {
    String v2 = "{\"kind\":\"AffIVKind\",\"axis\":\"ax\\u001bis\"}";
    CliHarness.Result r = CliHarness.run("expr", "--to", "2", v2);
    assertTrue(v2.equalsIgnoreCase(r.out().strip()), r.out());
  }
}
