package io.birj.app.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.DiagnosticCodes;
import io.birj.app.CliHarness;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a new user meets when a word, a value or a file is wrong: birj's words, exit 2. */
class FirstHourMessagesTest {
  private static final String INVALID = "{\"version\": 2, \"functions\": [{\"blocks\": []}]}";

  @TempDir Path dir;

  private Path file(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  @Test
  void aMistypedCommandIsNamedWithTheOneItIsNear() {
    CliHarness.Result r = CliHarness.run("valdate", "model.json");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("unknown command 'valdate'; did you mean 'validate'?"), r.err());
    assertFalse(r.err().contains("Unmatched"), r.err());
  }

  @Test
  void aMistypedOptionIsNamedWithTheOneItIsNear() throws IOException {
    CliHarness.Result r =
        CliHarness.run("validate", "--max-eror", "3", file("m.json", INVALID).toString());
    assertEquals(2, r.exitCode());
    assertTrue(
        r.err().contains("unknown option '--max-eror'; did you mean '--max-errors'?"), r.err());
  }

  @ParameterizedTest
  @CsvSource({
    "validate --max-errors 0 FILE, --max-errors, 0",
    "validate --max-errors -1 FILE, --max-errors, -1",
    "validate --threads 0 FILE, --threads, 0",
    "validate --threads -3 FILE, --threads, -3",
    "diff --max 0 FILE FILE, --max, 0",
    "check --max-findings 0 FILE, --max-findings, 0",
    "check --max-instances -1 FILE, --max-instances, -1",
    "reduce --jobs 0 --test true -o OUT FILE, --jobs, 0",
    "export --threads 0 --format jsonl -o OUT FILE, --threads, 0"
  })
  void aCountBelowOneIsAUsageErrorThatSaysSo(String line, String option, String value)
      throws IOException {
    String f = file("m.json", INVALID).toString();
    String out = dir.resolve("out").toString();
    String[] args = line.replace("FILE", f).replace("OUT", out).split(" ");
    CliHarness.Result r = CliHarness.run(args);
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains(option + " must be 1 or more, not " + value), r.err());
  }

  @Test
  void aPortOutOfRangeIsAUsageError() throws IOException {
    CliHarness.Result r =
        CliHarness.run("explore", "--port", "70000", file("m.json", INVALID).toString());
    assertEquals(2, r.exitCode(), r.err());
    assertTrue(r.err().contains("--port must be a port, 1..65535"), r.err());
  }

  @Test
  void aMissingFileIsSummedUpAsNotRead() {
    CliHarness.Result r = CliHarness.run("validate", dir.resolve("nosuch.json").toString());
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("no file checked; 1 file not read"), r.err());
    assertFalse(r.err().contains("invalid"), r.err());
  }

  @Test
  void anEmptyDirectoryIsNamedAsAPath() throws IOException {
    Path empty = Files.createDirectory(dir.resolve("empty"));
    CliHarness.Result r = CliHarness.run("validate", empty.toString());
    assertEquals(2, r.exitCode());
    assertTrue(
        r.err().contains("no document files (.json, .cbor) in " + empty + "\n")
            || r.err().endsWith("in " + empty + System.lineSeparator()),
        r.err());
    assertFalse(r.err().contains("[" + empty), r.err());
  }

  @Test
  void aFindingLineEndsWithItsCode() throws IOException {
    CliHarness.Result r = CliHarness.run("validate", file("m.json", INVALID).toString());
    assertEquals(1, r.exitCode());
    assertTrue(r.out().contains("(at /functions/0) [BIRJ-E0301]"), r.out());
  }

  @Test
  void validateJsonCarriesEachFindingsCode() throws IOException {
    CliHarness.Result r = CliHarness.run("validate", "--json", file("m.json", INVALID).toString());
    assertTrue(r.out().contains("\"code\" : \"BIRJ-E0301\""), r.out());
  }

  @Test
  void explainPrintsTheParagraphAndTheExample() {
    CliHarness.Result r = CliHarness.run("explain", "BIRJ-E0301");
    assertEquals(0, r.exitCode(), r.err());
    DiagnosticCodes.Entry e = DiagnosticCodes.find("BIRJ-E0301").orElseThrow();
    assertTrue(r.out().contains(e.explanation()), r.out());
    assertTrue(r.out().contains(e.exampleDocument()), r.out());
  }

  @Test
  void explainOfAnUnknownCodeSuggestsTheNearestAndExitsTwo() {
    CliHarness.Result r = CliHarness.run("explain", "BIRJ-E0310");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("did you mean 'BIRJ-E0301'?"), r.err());
  }

  @Test
  void colourAlwaysPaintsTheSeverity() throws IOException {
    CliHarness.Result r =
        CliHarness.run("--color=always", "validate", file("m.json", INVALID).toString());
    assertTrue(r.out().contains("\u001b[1;31merror\u001b[0m"), r.out());
  }

  @Test
  void colourNeverAndAPipeGetNoEscape() throws IOException {
    String f = file("m.json", INVALID).toString();
    assertFalse(CliHarness.run("validate", "--color=never", f).out().contains("\u001b"));
    // The tests' standard output is not a terminal: auto, the default, does not colour it.
    assertFalse(CliHarness.run("validate", f).out().contains("\u001b"));
  }

  @Test
  void aColourNotOfTheThreeIsAUsageError() throws IOException {
    CliHarness.Result r =
        CliHarness.run("validate", "--color=sometimes", file("m.json", INVALID).toString());
    assertEquals(2, r.exitCode());
    assertTrue(
        r.err().contains("'sometimes' is not a colour mode (never, always or auto)"), r.err());
  }

  @Test
  void aMistypedOptionValueIsRefusedWithTheNearestSpelling() {
    CliHarness.Result r = CliHarness.run("synth", "--size", "1k", "--profile", "sortd");
    assertEquals(2, r.exitCode());
    assertTrue(
        r.err()
            .contains(
                "'sortd' is not a profile (mixed, expressions or sorted); did you mean 'sorted'?"),
        r.err());
  }

  @Test
  void convertToVersionOneGivesTheCodecsReasonForEachRefusal() throws IOException {
    DiagnosticCodes.Entry e = DiagnosticCodes.find("BIRJ-E0601").orElseThrow();
    CliHarness.Result r =
        CliHarness.run(
            "convert",
            "--to",
            "1",
            "-o",
            dir.resolve("out.json").toString(),
            file("m.json", e.exampleDocument()).toString());
    assertEquals(1, r.exitCode());
    assertTrue(
        r.err().contains("the numerator of a Modulo is a Sum, but v1 writes only a flat affine"),
        r.err());
    assertFalse(Files.exists(dir.resolve("out.json")));
  }
}
