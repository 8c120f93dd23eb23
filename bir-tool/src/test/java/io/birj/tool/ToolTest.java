package io.birj.tool;

import static io.birj.tool.ToolRun.BOTH_CODECS;
import static io.birj.tool.ToolRun.V2_ONLY;
import static io.birj.tool.ToolRun.run;
import static io.birj.tool.ToolRun.sample;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The tool's commands, run in-process, as the README's "Distribution" section describes them. */
class ToolTest {
  private static final String V2 = sample("tile-v2.json").toString();
  private static final String V1 = sample("tile-v1.json").toString();

  /** A valid v2 document with one opcode the catalog lacks, its name holding an ESC. */
  private static final String UNKNOWN_OPCODE =
      "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [], \"blocks\": [{"
          + "\"name\": \"b\", \"instructions\": [{\"name\": \"i\", \"opcode\": \"Odd\\u001bOp\","
          + " \"engine\": \"PE\"}]}]}]}";

  /** Two errors: two dependencies on instructions that do not exist. */
  private static final String TWO_ERRORS =
      "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [], \"blocks\": [{"
          + "\"name\": \"b\", \"instructions\": [{\"name\": \"i\", \"opcode\": \"Iota\","
          + " \"engine\": \"Pool\", \"dependencies\": [[\"nowhere\", \"Flow\"],"
          + " [\"elsewhere\", \"Flow\"]]}]}]}]}";

  private static Path write(Path dir, String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, StandardCharsets.UTF_8);
    return p;
  }

  // ---- validate

  @Test
  void validate_of_a_v2_sample_exits_0_with_no_finding_and_a_summary_on_stderr() {
    ToolRun.Result r = run(V2_ONLY, "validate", V2);
    assertEquals(Exit.OK, r.code(), r.err());
    assertEquals("", r.out());
    assertEquals(List.of("1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings"), r.errLines());
  }

  @Test
  void validate_of_a_v1_sample_without_the_v1_codec_is_invalid_naming_the_module_to_add() {
    ToolRun.Result r = run(V2_ONLY, "validate", V1);
    assertEquals(Exit.INVALID, r.code(), r.out() + r.err());
    String first = r.outLines().get(0);
    assertTrue(
        first.matches(
            java.util.regex.Pattern.quote(V1)
                + ":\\d+:\\d+: error: no pelican codec for version 1 is installed \\(installed:"
                + " v2\\); add the module io\\.birj\\.codec\\.v1 \\(artifact bir-codec-v1\\)"
                + " \\(at /\\S+\\) \\[[A-Z0-9-]+\\]"),
        first);
  }

  @Test
  void validate_of_a_v1_sample_with_the_v1_codec_is_valid() {
    ToolRun.Result r = run(BOTH_CODECS, "validate", V1);
    assertEquals(Exit.OK, r.code(), r.out() + r.err());
  }

  @Test
  void validate_prints_each_finding_as_file_line_column_severity_message_and_pointer(
      @TempDir Path tmp) throws IOException {
    Path doc = write(tmp, "two-errors.json", TWO_ERRORS);
    ToolRun.Result r = run(V2_ONLY, "validate", doc.toString());
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertEquals(2, r.outLines().size(), r.out());
    for (String line : r.outLines()) {
      assertTrue(
          line.matches(
              java.util.regex.Pattern.quote(doc.toString())
                  + ":1:\\d+: error: .+ \\(at /functions/0/blocks/0/instructions/0/dependencies/\\d"
                  + "(/0)?\\) \\[[A-Z0-9-]+\\]"),
          line);
    }
    assertEquals(List.of("1 file checked: 0 valid, 1 invalid; 2 errors, 0 warnings"), r.errLines());
  }

  @Test
  void validate_strict_makes_each_key_birj_does_not_model_an_error(@TempDir Path tmp)
      throws IOException {
    Path doc =
        write(
            tmp,
            "extra.json",
            "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
                + " \"instructions\": [{\"name\": \"i\", \"opcode\": \"NoOp\", \"priority\": 1}]}]}]}");
    assertEquals(Exit.OK, run(V2_ONLY, "validate", doc.toString()).code());
    ToolRun.Result r = run(V2_ONLY, "validate", "--strict", doc.toString());
    assertEquals(Exit.INVALID, r.code(), r.out() + r.err());
    assertEquals(
        List.of(
            doc
                + ":1:130: error: unknown key \"priority\" in instruction[NoOp]: birj keeps it as"
                + " read but does not model it (a strict reading refuses it) (at"
                + " /functions/0/blocks/0/instructions/0/priority) [BIRJ-E0408]"),
        r.outLines());
  }

  @Test
  void validate_stops_a_file_after_max_errors_and_says_so(@TempDir Path tmp) throws IOException {
    Path doc = write(tmp, "two-errors.json", TWO_ERRORS);
    ToolRun.Result r = run(V2_ONLY, "validate", "--max-errors", "1", doc.toString());
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertEquals(2, r.outLines().size(), r.out());
    assertEquals(doc + ": note: stopped after 1 error (--max-errors)", r.outLines().get(1));
  }

  @Test
  void validate_escapes_control_characters_from_the_document_in_its_lines(@TempDir Path tmp)
      throws IOException {
    Path doc = write(tmp, "odd.json", UNKNOWN_OPCODE);
    ToolRun.Result r = run(V2_ONLY, "validate", doc.toString());
    assertEquals(Exit.OK, r.code(), "a warning leaves the document valid: " + r.err());
    assertEquals(1, r.outLines().size(), r.out());
    String line = r.outLines().get(0);
    assertTrue(line.contains(": warning: "), line);
    assertTrue(line.contains("Odd\\u001bOp"), line);
    assertFalse(line.contains("\u001b"), line);
  }

  @Test
  void validate_reads_standard_input_for_a_dash_and_names_it_stdin() {
    ToolRun.Result r = run(V2_ONLY, TWO_ERRORS.getBytes(StandardCharsets.UTF_8), "validate", "-");
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertTrue(r.outLines().get(0).startsWith("<stdin>:1:"), r.out());
  }

  @Test
  void validate_of_a_missing_file_is_an_io_error_after_checking_the_others() {
    ToolRun.Result r = run(V2_ONLY, "validate", "no/such/file.json", V2);
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertTrue(r.errLines().contains("bir-tool: no/such/file.json: no such file"), r.err());
    assertTrue(
        r.errLines()
            .contains("1 file checked: 1 valid, 0 invalid; 0 errors, 0 warnings; 1 file not read"),
        r.err());
  }

  // ---- convert

  @Test
  void convert_to_cbor_writes_a_cbor_document_that_validates(@TempDir Path tmp) throws IOException {
    Path out = tmp.resolve("demo.cbor");
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "2", "--format", "cbor", "-o", out + "", V2);
    assertEquals(Exit.OK, r.code(), r.err());
    assertEquals(List.of("bir-tool: wrote " + out + " (version 2, cbor)"), r.errLines());
    byte first = Files.readAllBytes(out)[0];
    assertTrue((first & 0xE0) == 0xA0, "a CBOR map head, not JSON: " + first);
    ToolRun.Result back = run(V2_ONLY, "validate", out.toString());
    assertEquals(Exit.OK, back.code(), back.out() + back.err());
  }

  @Test
  void convert_of_a_v1_sample_to_2_writes_json_on_standard_output() {
    ToolRun.Result r = run(BOTH_CODECS, "convert", "--to", "2", V1);
    assertEquals(Exit.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("{\"version\":2,"), r.out().substring(0, 40));
    ToolRun.Result back = run(V2_ONLY, r.outBytes(), "validate", "-");
    assertEquals(Exit.OK, back.code(), back.out() + back.err());
  }

  @Test
  void convert_to_1_without_the_v1_codec_is_refused_naming_the_module_and_writes_nothing(
      @TempDir Path tmp) {
    Path out = tmp.resolve("out.json");
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "1", "-o", out.toString(), V2);
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertTrue(r.err().contains("no pelican codec for version 1 is installed"), r.err());
    assertTrue(r.err().contains("add the module io.birj.codec.v1"), r.err());
    assertFalse(Files.exists(out), "nothing written");
  }

  @Test
  void convert_refuses_what_the_version_cannot_hold_listing_each_expression_and_writes_nothing(
      @TempDir Path tmp) throws IOException {
    // A Mult has no v1 form.
    String text =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [], \"blocks\":"
            + " [{\"name\": \"b\", \"instructions\": [{\"name\": \"i\", \"opcode\": \"Iota\","
            + " \"engine\": \"Pool\", \"ins\": [{\"kind\": \"symbolic_imm_value\", \"dtype\":"
            + " \"int32\", \"expr\": {\"kind\": \"MultKind\", \"var\": {\"kind\":"
            + " \"ShardIDKind\", \"ub\": 4}, \"scale\": 3}}]}]}]}]}";
    String doc = write(tmp, "mult.json", text).toString();
    ToolRun.Result r = run(BOTH_CODECS, "convert", "--to", "1", doc);
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertEquals("", r.out(), "nothing on standard output");
    List<String> lines = r.errLines();
    assertTrue(
        lines
            .get(0)
            .matches(
                java.util.regex.Pattern.quote(doc)
                    + ": error: cannot convert to"
                    + " version 1: \\d+ expressions? (is|are) not representable in version 1.*"),
        lines.get(0));
    assertTrue(lines.size() >= 2, r.err());
    assertTrue(lines.get(1).startsWith(doc + ": /functions/"), lines.get(1));
  }

  @Test
  void convert_of_an_invalid_document_prints_its_first_error_and_exits_1(@TempDir Path tmp)
      throws IOException {
    Path doc = write(tmp, "broken.json", "{\"version\": 2, \"functions\": [}");
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "2", doc.toString());
    assertEquals(Exit.INVALID, r.code(), r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(
        r.errLines()
            .get(0)
            .matches(
                java.util.regex.Pattern.quote(doc.toString())
                    + ":1:\\d+: error: unexpected '}'.* \\(at /functions\\) \\[BIRJ-E0101\\]"),
        r.err());
  }

  @Test
  void convert_of_a_missing_file_is_an_io_error() {
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "2", "missing.json");
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertEquals(List.of("bir-tool: missing.json: no such file"), r.errLines());
  }

  @Test
  void convert_to_a_format_that_is_not_installed_is_a_usage_error_naming_the_installed_ones() {
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "2", "--format", "yaml", V2);
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertTrue(
        r.err().contains("no document format yaml is installed (installed: json, cbor)"), r.err());
  }

  // ---- what ends a run early

  @Test
  void an_unexpected_exception_is_an_internal_error_in_one_line_exit_70() {
    ToolRun.Result r =
        run(
            () -> {
              throw new IllegalStateException("broken invariant");
            },
            "validate",
            V2);
    assertEquals(Exit.INTERNAL, r.code(), r.err());
    assertEquals(1, r.errLines().size(), r.err());
    assertTrue(
        r.err()
            .startsWith(
                "bir-tool: internal error: java.lang.IllegalStateException: broken"
                    + " invariant (at io.birj."),
        r.err());
    assertTrue(r.err().contains("this is a bug in birj, not a problem with the input"), r.err());
  }

  @Test
  void debug_adds_the_stack_trace_of_an_internal_error() {
    ToolRun.Result r =
        run(
            () -> {
              throw new IllegalStateException("broken invariant");
            },
            "--debug",
            "validate",
            V2);
    assertEquals(Exit.INTERNAL, r.code(), r.err());
    assertTrue(r.err().contains("\tat io.birj.tool."), r.err());
  }

  @Test
  void running_out_of_memory_is_exit_71_with_the_option_that_gives_more() {
    ToolRun.Result r =
        run(
            () -> {
              throw new OutOfMemoryError("Java heap space");
            },
            "validate",
            V2);
    assertEquals(Exit.OUT_OF_MEMORY, r.code(), r.err());
    assertTrue(
        r.err().startsWith("bir-tool: out of memory (Java heap space, with a maximum"), r.err());
    assertTrue(r.err().contains("JDK_JAVA_OPTIONS=-Xmx"), r.err());
  }

  @Test
  void a_failing_standard_output_is_an_io_error_exit_2() {
    OutputStream broken =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            throw new IOException("Broken pipe");
          }
        };
    ToolRun.Result r = run(V2_ONLY, new byte[0], broken, false, "convert", "--to", "2", V2);
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertTrue(r.errLines().contains("bir-tool: cannot write to standard output"), r.err());
  }

  // ---- version and help

  @Test
  void version_prints_the_build_version_the_runtime_and_the_installed_codecs_and_formats() {
    ToolRun.Result r = run(V2_ONLY, "--version");
    assertEquals(Exit.OK, r.code(), r.err());
    List<String> lines = r.outLines();
    assertEquals("bir-tool " + System.getProperty("birj.version"), lines.get(0));
    assertTrue(lines.get(1).startsWith("Java " + Runtime.version()), lines.get(1));
    assertEquals("codecs: v2; formats: json, cbor", lines.get(2));
  }

  @Test
  void help_prints_the_commands_and_the_exit_codes() {
    ToolRun.Result r = run(V2_ONLY, "--help");
    assertEquals(Exit.OK, r.code(), r.err());
    assertTrue(r.out().contains(Help.VALIDATE_USAGE), r.out());
    assertTrue(r.out().contains(Help.CONVERT_USAGE), r.out());
    assertTrue(r.out().contains(Exit.SUMMARY), r.out());
  }

  @Test
  void a_commands_help_option_prints_that_commands_help() {
    ToolRun.Result r = run(V2_ONLY, "convert", "--help");
    assertEquals(Exit.OK, r.code(), r.err());
    assertEquals(Help.of("convert"), r.out());
    assertEquals(r.out(), run(V2_ONLY, "help", "convert").out());
  }

  @Test
  void a_usage_error_prints_the_message_and_the_usage_on_stderr_exit_2() {
    ToolRun.Result r = run(V2_ONLY, "convert", "--to", "3", V2);
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertEquals("", r.out());
    assertEquals("bir-tool: --to must be 1 or 2, not 3", r.errLines().get(0));
    assertEquals("Usage: " + Help.CONVERT_USAGE, r.errLines().get(1));
  }

  @Test
  void an_unknown_option_is_a_usage_error_even_with_help() {
    ToolRun.Result r = run(V2_ONLY, "validate", "--help", "--bogus");
    assertEquals(Exit.USAGE_OR_IO, r.code(), r.err());
    assertEquals("bir-tool: unknown option: --bogus", r.errLines().get(0));
  }
}
