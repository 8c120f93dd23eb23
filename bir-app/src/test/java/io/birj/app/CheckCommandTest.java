package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bir check, run in-process on small kernels: verdicts, exit codes, lines, JSON, SARIF. */
class CheckCommandTest {
  @TempDir Path dir;

  private static final ObjectMapper JSON = new ObjectMapper();

  /** FILE:LINE:COL: error: MESSAGE (at POINTER) */
  private static final String ERROR_LINE = ".+:\\d+:\\d+: error: .+ \\(at /.*\\) \\[[A-Z0-9-]+\\]";

  /** The read of the tile, and the write it races with. */
  private static final String USE_IN = "/functions/0/blocks/0/instructions/1/ins/0";

  private static final String LOAD_OUT = "/functions/0/blocks/0/instructions/0/outs/0";

  private Path clean() {
    return Samples.copy(dir, Samples.CHECK_CLEAN);
  }

  private Path racy() {
    return Samples.copy(dir, Samples.CHECK_RACY);
  }

  private Path undecided() {
    return Samples.copy(dir, Samples.CHECK_UNDECIDED);
  }

  private static List<String> lines(String out) {
    return out.lines().toList();
  }

  @Test
  void a_clean_kernel_is_clean_exit_0() {
    Path f = clean();
    CliHarness.Result r = CliHarness.run("check", f.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertEquals(List.of(f + ": verdict clean"), lines(r.out()));
  }

  @Test
  void a_race_is_an_error_line_with_a_note_for_the_other_place_exit_1() {
    Path f = racy();
    CliHarness.Result r = CliHarness.run("check", f.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.out() + r.err());
    List<String> lines = lines(r.out());
    assertEquals(3, lines.size(), r.out());
    assertTrue(lines.get(0).matches(ERROR_LINE), lines.get(0));
    assertTrue(lines.get(0).startsWith(f + ":"), lines.get(0));
    assertTrue(lines.get(0).endsWith("(at " + USE_IN + ") [BIRJ-V003]"), lines.get(0));
    assertTrue(lines.get(0).contains("\"load\""), lines.get(0));
    assertTrue(
        lines.get(1).matches("  .+:\\d+:\\d+: note: .* \\(at " + LOAD_OUT + "\\)"), lines.get(1));
    assertEquals(f + ": verdict findings (1 error, 0 warnings)", lines.get(2));
  }

  @Test
  void a_read_at_a_runtime_address_is_undecided_exit_3() {
    Path f = undecided();
    CliHarness.Result r = CliHarness.run("check", f.toString());
    assertEquals(ExitCodes.UNDECIDED, r.exitCode(), r.out() + r.err());
    assertEquals(3, ExitCodes.UNDECIDED);
    List<String> lines = lines(r.out());
    assertEquals(2, lines.size(), r.out());
    assertTrue(
        lines
            .get(0)
            .matches(
                ".+:\\d+:\\d+: note: not modelled: register_ap.* \\(at "
                    + USE_IN
                    + "\\) \\[BIRJ-V000\\]"),
        lines.get(0));
    assertEquals(f + ": verdict undecided (1 place not modelled)", lines.get(1));
  }

  @Test
  void several_documents_exit_with_the_worst_verdict() {
    String c = clean().toString();
    String u = undecided().toString();
    String x = racy().toString();
    assertEquals(ExitCodes.UNDECIDED, CliHarness.run("check", c, u).exitCode());
    assertEquals(ExitCodes.INVALID, CliHarness.run("check", u, x, c).exitCode());
    CliHarness.Result r = CliHarness.run("check", c, u, x);
    List<String> verdicts = lines(r.out()).stream().filter(l -> l.contains(": verdict ")).toList();
    assertEquals(3, verdicts.size(), r.out());
    assertTrue(verdicts.get(0).startsWith(c + ": verdict clean"), r.out());
    assertTrue(verdicts.get(1).startsWith(u + ": verdict undecided"), r.out());
    assertTrue(verdicts.get(2).startsWith(x + ": verdict findings"), r.out());
  }

  @Test
  void a_document_that_does_not_load_is_reported_as_validate_does_and_never_clean() {
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("check", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.out() + r.err());
    List<String> lines = lines(r.out());
    assertTrue(lines.get(0).matches(ERROR_LINE), r.out());
    assertTrue(lines.get(0).endsWith("(at /functions/0/blocks) [BIRJ-E0201]"), lines.get(0));
    assertEquals(bad + ": not checked (the document does not load)", lines.get(1));
    assertFalse(r.out().contains("clean"), r.out());
    // Beside a clean one, the run is still not clean.
    assertEquals(
        ExitCodes.INVALID, CliHarness.run("check", clean().toString(), bad.toString()).exitCode());
  }

  @Test
  void a_missing_file_is_an_io_error_exit_2_even_beside_a_racy_one() {
    CliHarness.Result r =
        CliHarness.run("check", racy().toString(), dir.resolve("nope.json").toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("nope.json: no such file"), r.err());
  }

  @Test
  void standard_input_is_checked_too() {
    CliHarness.Result r = CliHarness.withStdin(Samples.bytes(Samples.CHECK_RACY), "check", "-");
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().startsWith("<stdin>:"), r.out());
  }

  @Test
  void json_of_one_document_is_the_report_object() throws IOException {
    CliHarness.Result r = CliHarness.run("check", "--json", racy().toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    JsonNode report = JSON.readTree(r.out());
    assertEquals("findings", report.get("verdict").asText());
    JsonNode f = report.get("findings").get(0);
    assertEquals("race", f.get("rule").asText());
    assertEquals("BIRJ-V003", f.get("id").asText());
    assertEquals("error", f.get("severity").asText());
    assertEquals(USE_IN, f.get("pointer").asText());
    assertTrue(f.get("line").asInt() > 0);
    assertEquals(LOAD_OUT, f.get("related").get(0).get("pointer").asText());
    assertTrue(report.get("undecided").isArray());
    assertTrue(report.get("coverage").get("instances").asLong() >= 2, r.out());
    assertEquals(0, report.get("coverage").get("findings_omitted").asInt());
  }

  @Test
  void json_of_several_documents_is_an_array_of_file_and_result() throws IOException {
    Path c = clean();
    Path u = undecided();
    CliHarness.Result r = CliHarness.run("check", "--json", c.toString(), u.toString());
    assertEquals(ExitCodes.UNDECIDED, r.exitCode(), r.err());
    JsonNode all = JSON.readTree(r.out());
    assertEquals(2, all.size());
    assertEquals(c.toString(), all.get(0).get("file").asText());
    assertEquals("clean", all.get(0).get("result").get("verdict").asText());
    assertEquals(u.toString(), all.get(1).get("file").asText());
    assertEquals("undecided", all.get(1).get("result").get("verdict").asText());
    assertEquals(USE_IN, all.get(1).get("result").get("undecided").get(0).get("pointer").asText());
  }

  @Test
  void json_of_a_directory_is_an_array_too() throws IOException {
    Path d = Files.createDirectories(dir.resolve("kernels"));
    Samples.copy(d, Samples.CHECK_CLEAN);
    CliHarness.Result r = CliHarness.run("check", "--json", d.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(JSON.readTree(r.out()).isArray(), r.out());
  }

  @Test
  void sarif_is_one_2_1_0_log_with_a_race_result() throws IOException {
    Path c = clean();
    Path x = racy();
    CliHarness.Result r = CliHarness.run("check", "--sarif", c.toString(), x.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    assertTrue(r.out().contains("\"version\" : \"2.1.0\""), r.out());
    JsonNode log = JSON.readTree(r.out());
    assertEquals("2.1.0", log.get("version").asText());
    JsonNode run = log.get("runs").get(0);
    assertEquals("birj", run.get("tool").get("driver").get("name").asText());
    assertFalse(run.get("tool").get("driver").get("version").asText().isEmpty());
    assertEquals(2, run.get("artifacts").size());
    JsonNode results = run.get("results");
    assertEquals(1, results.size(), r.out());
    JsonNode race = results.get(0);
    assertEquals("BIRJ-V003", race.get("ruleId").asText());
    assertEquals("error", race.get("level").asText());
    JsonNode where = race.get("locations").get(0);
    assertEquals(
        x.toUri().toString(),
        where.get("physicalLocation").get("artifactLocation").get("uri").asText());
    assertTrue(where.get("physicalLocation").get("region").get("startLine").asInt() > 0);
    assertEquals(USE_IN, where.get("logicalLocations").get(0).get("fullyQualifiedName").asText());
  }

  @Test
  void max_findings_below_1_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("check", "--max-findings", "0", racy().toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("--max-findings must be 1 or more, not 0"), r.err());
    assertEquals(
        ExitCodes.USAGE_OR_IO,
        CliHarness.run("check", "--max-instances", "0", racy().toString()).exitCode());
    assertEquals(
        ExitCodes.INVALID,
        CliHarness.run("check", "--max-findings", "1", racy().toString()).exitCode());
  }

  @Test
  void max_work_cuts_the_check_short_as_undecided_and_says_how_to_raise_it() {
    Path f = clean();
    CliHarness.Result r = CliHarness.run("check", "--max-work", "1", f.toString());
    assertEquals(ExitCodes.UNDECIDED, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("work limit (1 steps)"), r.out());
    assertTrue(r.out().contains("raise it with --max-work"), r.out());
    assertEquals(ExitCodes.OK, CliHarness.run("check", f.toString()).exitCode());
    CliHarness.Result zero = CliHarness.run("check", "--max-work", "0", f.toString());
    assertEquals(ExitCodes.USAGE_OR_IO, zero.exitCode(), zero.out() + zero.err());
    assertTrue(zero.err().contains("--max-work must be 1 or more, not 0"), zero.err());
  }

  @Test
  void json_and_sarif_together_are_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("check", "--json", "--sarif", clean().toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
  }

  @Test
  void footprint_prints_where_the_operand_lands() {
    CliHarness.Result r = CliHarness.run("check", "--footprint", LOAD_OUT, racy().toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    List<String> lines = lines(r.out());
    assertEquals(LOAD_OUT + ": write by \"load\", 1 instance", lines.get(0), r.out());
    assertEquals(2, lines.size(), r.out());
    assertTrue(lines.get(1).startsWith("  (no loop): "), lines.get(1));
    assertTrue(lines.get(1).contains("tile"), lines.get(1));
  }

  @Test
  void footprint_of_a_register_ap_says_why_it_is_not_known() {
    CliHarness.Result r = CliHarness.run("check", "--footprint", USE_IN, undecided().toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains(USE_IN + ": read by \"use\", 1 instance"), r.out());
    assertTrue(r.out().contains("  not known statically: register_ap"), r.out());
  }

  @Test
  void footprint_json_is_the_footprint_record() throws IOException {
    CliHarness.Result r =
        CliHarness.run("check", "--json", "--footprint", USE_IN, racy().toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    JsonNode f = JSON.readTree(r.out());
    assertEquals(USE_IN, f.get("pointer").asText());
    assertEquals("read", f.get("access").asText());
    assertEquals(1, f.get("instances").asLong());
    assertEquals("tile", f.get("touches").get(0).get("location").asText());
    assertEquals("SB", f.get("touches").get(0).get("space").asText());
    assertEquals(128, f.get("touches").get(0).get("partitions").asLong());
    assertTrue(f.get("touches").get(0).get("byteRuns").isArray(), r.out());
    assertTrue(f.get("problems").isArray(), r.out());
  }

  @Test
  void footprint_of_a_pointer_that_is_not_an_operand_is_exit_2_with_the_reason() {
    CliHarness.Result r =
        CliHarness.run("check", "--footprint", "/functions/0/blocks/0", racy().toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("no operand at /functions/0/blocks/0"), r.err());
  }

  @Test
  void footprint_takes_one_file() {
    CliHarness.Result r =
        CliHarness.run("check", "--footprint", USE_IN, racy().toString(), clean().toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
  }

  @Test
  void the_help_names_exit_3() {
    CliHarness.Result r = CliHarness.run("--help");
    assertTrue(r.out().replaceAll("\\s+", " ").contains("3 undecided"), r.out());
    assertTrue(r.out().contains("check"), r.out());
    CliHarness.Result c = CliHarness.run("check", "--help");
    assertEquals(ExitCodes.OK, c.exitCode());
    assertTrue(c.out().contains("--footprint=POINTER"), c.out());
  }
}
