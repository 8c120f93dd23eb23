package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** validate, convert, roundtrip, stats, diff and demo, run in-process on real files. */
class DocumentCommandsTest {
  @TempDir Path dir;

  /** FILE:LINE:COL: error: MESSAGE (at POINTER) */
  private static final String ERROR_LINE = ".+:\\d+:\\d+: error: .+ \\(at /.*\\) \\[[A-Z0-9-]+\\]";

  @Test
  void validate_accepts_both_samples_exit_0_and_prints_warnings_compiler_style() {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r = CliHarness.run("validate", v2.toString(), v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    for (String line : r.out().split("\n")) {
      if (!line.isEmpty()) {
        assertTrue(line.matches(".+:\\d+:\\d+: warning: .+ \\(at /.*\\) \\[[A-Z0-9-]+\\]"), line);
      }
    }
    assertTrue(r.err().contains("2 files checked: 2 valid, 0 invalid"), r.err());
  }

  @Test
  void validate_reports_an_invalid_document_as_file_line_col_exit_1() {
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("validate", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    String line = r.out().split("\n")[0];
    assertTrue(line.matches(ERROR_LINE), line);
    assertTrue(line.startsWith(bad + ":1:"), line);
    assertTrue(line.endsWith("(at /functions/0/blocks) [BIRJ-E0201]"), line);
  }

  @Test
  void validate_reports_malformed_json_with_its_position_exit_1() {
    Path bad = Samples.write(dir, "broken.json", Samples.MALFORMED);
    CliHarness.Result r = CliHarness.run("validate", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.out().split("\n")[0].matches(ERROR_LINE), r.out());
  }

  @Test
  void validate_of_a_missing_file_is_an_io_error_exit_2_even_beside_a_good_one() {
    Path v2 = Samples.copy(dir, Samples.V2);
    CliHarness.Result r =
        CliHarness.run("validate", v2.toString(), dir.resolve("nope.json").toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("nope.json: no such file"), r.err());
  }

  @Test
  void validate_checks_many_files_and_keeps_their_order() {
    StringBuilder args = new StringBuilder();
    String[] argv = new String[9];
    argv[0] = "validate";
    for (int i = 1; i < argv.length; i++) {
      Path p =
          i % 2 == 0
              ? Samples.write(dir, "bad" + i + ".json", Samples.INVALID)
              : dir.resolve("ok" + i + ".json");
      if (i % 2 == 1) {
        Samples.write(dir, "ok" + i + ".json", new String(Samples.bytes(Samples.V1)));
      }
      argv[i] = p.toString();
      args.append(p).append(' ');
    }
    CliHarness.Result r = CliHarness.run(argv);
    assertEquals(ExitCodes.INVALID, r.exitCode());
    String[] lines = r.out().trim().split("\n");
    assertEquals(4, lines.length, r.out());
    for (int k = 0; k < 4; k++) {
      assertTrue(
          lines[k].startsWith(dir.resolve("bad" + (2 * k + 2) + ".json").toString()), lines[k]);
    }
  }

  @Test
  void validate_reports_every_error_of_a_file_and_stops_at_max_errors() {
    Path bad =
        Samples.write(
            dir,
            "three.json",
            "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"},"
                + "{\"name\":\"g\",\"blocks\":\"y\"},{\"name\":\"h\",\"blocks\":3}]}");
    CliHarness.Result all = CliHarness.run("validate", bad.toString());
    assertEquals(3, all.out().trim().split("\n").length, all.out());
    CliHarness.Result one = CliHarness.run("validate", "--max-errors", "1", bad.toString());
    assertEquals(ExitCodes.INVALID, one.exitCode());
    String[] lines = one.out().trim().split("\n");
    assertEquals(2, lines.length, one.out());
    assertTrue(lines[1].endsWith("note: stopped after 1 error (--max-errors)"), lines[1]);
  }

  @Test
  void validate_of_a_directory_checks_the_json_files_under_it() throws IOException {
    Path tree = Files.createDirectories(dir.resolve("dumps/nested"));
    Samples.copy(tree, Samples.V1);
    Samples.write(dir.resolve("dumps"), "bad.json", Samples.INVALID);
    Samples.write(dir.resolve("dumps"), "notes.txt", "not a document");
    CliHarness.Result r = CliHarness.run("validate", dir.resolve("dumps").toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("2 files checked: 1 valid, 1 invalid"), r.err());
  }

  @Test
  void validate_json_reports_every_file() {
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("validate", "--json", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.out().contains("\"valid\" : false"), r.out());
    assertTrue(r.out().contains("\"pointer\" : \"/functions/0/blocks\""), r.out());
  }

  @Test
  void convert_v1_to_v2_writes_stdout_that_validates() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r = CliHarness.run("convert", "--to", "2", v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"version\":2"), r.out());
    Path out = Samples.write(dir, "out.json", r.out());
    assertEquals(ExitCodes.OK, CliHarness.run("validate", out.toString()).exitCode());
    assertEquals(ExitCodes.OK, CliHarness.run("diff", v1.toString(), out.toString()).exitCode());
  }

  @Test
  void convert_with_output_writes_the_file_indented() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    Path out = dir.resolve("v2.json");
    CliHarness.Result r =
        CliHarness.run(
            "convert", "--to", "2", "--indent", "2", "-o", out.toString(), v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(out).startsWith("{\n  \"version\": 2"), Files.readString(out));
  }

  @Test
  void convert_to_v1_refuses_listing_each_offending_expression_and_leaves_the_target_alone()
      throws IOException {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path out = Samples.write(dir, "keep.json", "untouched");
    CliHarness.Result r =
        CliHarness.run("convert", "--to", "1", "-o", out.toString(), v2.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("cannot convert to version 1"), r.err());
    assertTrue(r.err().contains("(at /functions/0/"), r.err());
    assertTrue(r.err().contains("sum((2048*i), j * 512) mod 16384"), r.err());
    assertEquals("untouched", Files.readString(out));
  }

  @Test
  void convert_needs_a_version_of_1_or_2_exit_2() {
    Path v1 = Samples.copy(dir, Samples.V1);
    assertEquals(
        ExitCodes.USAGE_OR_IO, CliHarness.run("convert", "--to", "3", v1.toString()).exitCode());
    assertEquals(ExitCodes.USAGE_OR_IO, CliHarness.run("convert", v1.toString()).exitCode());
  }

  @Test
  void convert_of_an_invalid_document_prints_the_error_line_exit_1() {
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("convert", "--to", "2", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().trim().matches(ERROR_LINE), r.err());
  }

  @Test
  void roundtrip_of_a_canonical_document_is_byte_identical() throws IOException {
    Path v1 = Samples.copy(dir, Samples.V1);
    Path canonical = dir.resolve("canonical.json");
    CliHarness.run("convert", "--to", "2", "-o", canonical.toString(), v1.toString());
    CliHarness.Result r = CliHarness.run("roundtrip", canonical.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("model survived: yes"), r.out());
    assertTrue(r.out().contains("byte-identical to the input"), r.out());
  }

  @Test
  void roundtrip_of_a_hand_formatted_document_is_a_canonicalization() {
    Path v2 = Samples.copy(dir, Samples.V2);
    CliHarness.Result r = CliHarness.run("roundtrip", v2.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("a canonicalization of the input"), r.out());
    assertTrue(r.out().contains("written again: identical"), r.out());
  }

  @Test
  void roundtrip_of_a_version_the_writer_cannot_write_back_says_the_model_did_not_survive()
      throws IOException {
    for (String version : new String[] {"3", "4294967298"}) {
      Path doc =
          java.nio.file.Files.writeString(
              dir.resolve("v" + version + ".json"),
              "{\"version\": " + version + ", \"functions\": []}\n");
      assertEquals(ExitCodes.OK, CliHarness.run("validate", doc.toString()).exitCode(), version);
      CliHarness.Result r = CliHarness.run("roundtrip", doc.toString());
      assertEquals(ExitCodes.INVALID, r.exitCode(), r.out() + r.err());
      assertTrue(
          r.out().contains("model survived: NO (its version is neither 1 nor 2, and the writer"),
          r.out());
    }
  }

  @Test
  void roundtrip_of_a_missing_file_exit_2() {
    assertEquals(
        ExitCodes.USAGE_OR_IO,
        CliHarness.run("roundtrip", dir.resolve("none.json").toString()).exitCode());
  }

  @Test
  void stats_counts_the_sample() {
    Path v2 = Samples.copy(dir, Samples.V2);
    CliHarness.Result r = CliHarness.run("stats", v2.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("functions     1"), r.out());
    assertTrue(r.out().contains("DMACopy"), r.out());
  }

  @Test
  void stats_json_has_the_counts() {
    Path v2 = Samples.copy(dir, Samples.V2);
    CliHarness.Result r = CliHarness.run("stats", "--json", v2.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("\"functions\" : 1"), r.out());
    assertTrue(r.out().contains("\"instructionsPerOpcode\""), r.out());
  }

  @Test
  void diff_of_a_document_with_itself_is_equal_exit_0() {
    Path v2 = Samples.copy(dir, Samples.V2);
    CliHarness.Result r = CliHarness.run("diff", v2.toString(), v2.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("", r.out());
  }

  @Test
  void diff_of_different_documents_lists_pointer_old_and_new_exit_1() {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r = CliHarness.run("diff", v1.toString(), v2.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.out().startsWith("changed /arch\n  - \"gen2\"\n  + \"gen3\"\n"), r.out());
  }

  @Test
  void demo_runs_every_step_on_the_bundled_samples() {
    CliHarness.Result r = CliHarness.run("demo");
    assertEquals(ExitCodes.OK, r.exitCode(), r.out() + r.err());
    assertTrue(r.out().contains("samples/demo-v2.json: valid"), r.out());
    assertTrue(r.out().contains("samples/demo-v1.json: valid"), r.out());
    assertTrue(r.out().contains("reads back to the same model"), r.out());
    assertTrue(r.out().contains("floordiv"), r.out());
    assertTrue(r.out().contains("demo: all steps passed"), r.out());
    assertFalse(r.out().contains("FAILED"), r.out());
  }
}
