package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import io.birj.app.cli.Input;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every document command reads standard input for {@code -}; validate and stats take folders. */
class DocumentInputsTest {
  @TempDir Path dir;

  private static final byte[] V1 = Samples.bytes(Samples.V1);
  private static final byte[] V2 = Samples.bytes(Samples.V2);

  @Test
  void validate_reads_standard_input_for_a_dash() {
    CliHarness.Result r = CliHarness.withStdin(V1, "validate", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.err().contains("1 file checked: 1 valid"), r.err());
  }

  @Test
  void an_invalid_document_on_standard_input_is_named_stdin_in_its_error_line() {
    CliHarness.Result r = CliHarness.withStdin(Samples.INVALID, "validate", "-");
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.out().startsWith("<stdin>:1:"), r.out());
  }

  @Test
  void validate_json_names_standard_input() {
    CliHarness.Result r = CliHarness.withStdin(V1, "validate", "--json", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("\"file\" : \"<stdin>\""), r.out());
  }

  @Test
  void standard_input_can_be_given_only_once() {
    CliHarness.Result r = CliHarness.withStdin(V1, "validate", "-", "-");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("standard input (-) can be read only once"), r.err());
  }

  @Test
  void convert_reads_standard_input_for_a_dash() {
    CliHarness.Result r = CliHarness.withStdin(V1, "convert", "--to", "2", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"version\":2"), r.out());
  }

  @Test
  void stats_reads_standard_input_for_a_dash() {
    CliHarness.Result r = CliHarness.withStdin(V2, "stats", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("<stdin>:\n  functions     1"), r.out());
  }

  @Test
  void diff_reads_one_side_from_standard_input() {
    Path v1 = Samples.copy(dir, Samples.V1);
    CliHarness.Result r = CliHarness.withStdin(V1, "diff", "-", v1.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
  }

  @Test
  void diff_takes_standard_input_for_one_side_only() {
    CliHarness.Result r = CliHarness.withStdin(V1, "diff", "-", "-");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("only one of A and B can be -"), r.err());
  }

  @Test
  void roundtrip_reads_standard_input_for_a_dash() {
    CliHarness.Result r = CliHarness.withStdin(V2, "roundtrip", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("<stdin>: version 2, " + V2.length + " bytes"), r.out());
    assertTrue(r.out().contains("model survived: yes"), r.out());
  }

  @Test
  void expr_reads_standard_input_for_a_dash() {
    CliHarness.Result r = CliHarness.withStdin("(2*i + 3) mod 8\n", "expr", "--to", "1", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("{\"op\":\"Mod\""), r.out());
  }

  @Test
  void stats_of_a_directory_covers_the_documents_under_it() throws IOException {
    Path tree = Files.createDirectories(dir.resolve("dumps/nested"));
    Samples.copy(tree, Samples.V1);
    Samples.copy(dir.resolve("dumps"), Samples.V2);
    Samples.write(dir.resolve("dumps"), "notes.txt", "not a document");
    CliHarness.Result r = CliHarness.run("stats", dir.resolve("dumps").toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains(dir.resolve("dumps/demo-v2.json") + ":\n"), r.out());
    assertTrue(r.out().contains(dir.resolve("dumps/nested/demo-v1.json") + ":\n"), r.out());
    assertTrue(!r.out().contains("notes.txt"), r.out());
  }

  @Test
  void stats_json_of_a_directory_is_an_array_of_file_and_stats() throws IOException {
    Path tree = Files.createDirectories(dir.resolve("dumps"));
    Samples.copy(tree, Samples.V1);
    Samples.copy(tree, Samples.V2);
    CliHarness.Result r = CliHarness.run("stats", "--json", tree.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("[ {\n  \"file\" : \""), r.out());
    assertTrue(r.out().contains("\"stats\" : {"), r.out());
  }

  @Test
  void stats_of_a_directory_with_a_bad_document_reports_it_and_exits_1() throws IOException {
    Path tree = Files.createDirectories(dir.resolve("dumps"));
    Samples.copy(tree, Samples.V2);
    Samples.write(tree, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("stats", tree.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().startsWith(tree.resolve("bad.json") + ":1:"), r.err());
    assertTrue(r.out().contains("demo-v2.json:\n  functions     1"), r.out());
  }

  @Test
  void a_directory_without_documents_is_an_error_naming_the_extensions() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    CliHarness.Result r = CliHarness.run("stats", empty.toString());
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("no document files (.json, .cbor)"), r.err());
  }

  @Test
  void the_extensions_a_directory_stands_for_are_one_list() {
    assertTrue(Input.isDocumentName("model.json"));
    assertTrue(!Input.isDocumentName("model.txt"));
  }

  @Test
  void a_missing_file_is_an_io_error_for_every_document_command() {
    String missing = dir.resolve("nope.json").toString();
    for (String[] args :
        new String[][] {
          {"validate", missing},
          {"convert", "--to", "2", missing},
          {"roundtrip", missing},
          {"stats", missing},
          {"diff", missing, missing}
        }) {
      CliHarness.Result r = CliHarness.run(args);
      assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), String.join(" ", args) + ": " + r.err());
      assertTrue(r.err().contains("nope.json: no such file"), r.err());
    }
  }
}
