package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ShowGraphCommandsTest {
  private static final String SAMPLE = "../bir-app/src/main/resources/samples/lower-sync.json";
  private static final String LOOP = "/functions/0/blocks/0/instructions/2";

  @Test
  void showListsEveryFunctionAndQueueWithItsPointer() {
    CliHarness.Result r = CliHarness.run("show", SAMPLE);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(
        r.out().startsWith("function main  ; /functions/0\n  Block1:  ; /functions/0/blocks/0\n"),
        r.out());
    assertTrue(r.out().contains("\nqueue qSyncIO  ; /queues/0\n"), r.out());
  }

  @Test
  void showOfAPointerListsThatPartAlone() {
    CliHarness.Result r = CliHarness.run("show", SAMPLE, LOOP + "/blocks/1");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("Block1_LoopExit_1:  ; " + LOOP + "/blocks/1\n  0  exit_i  NoOp  SP\n", r.out());
  }

  @Test
  void showOfAPointerToNothingIsExit2NamingTheNearestPartThatExists() {
    CliHarness.Result r = CliHarness.run("show", SAMPLE, "/functions/0/blocks/3");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertEquals("", r.out());
    assertTrue(
        r.err()
            .contains(
                "no function, queue, block or instruction is at /functions/0/blocks/3;"
                    + " the nearest that exists is /functions/0 (function main)"),
        r.err());
  }

  @Test
  void showJsonIsTheListingAsData() throws IOException {
    CliHarness.Result r = CliHarness.run("show", "--json", SAMPLE, LOOP);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    try (JsonParser p = new JsonFactory().createParser(r.out())) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      assertEquals("kind", p.nextFieldName());
      assertEquals("instruction", p.nextTextValue());
      assertEquals("pointer", p.nextFieldName());
      assertEquals(LOOP, p.nextTextValue());
      p.skipChildren();
    }
    assertTrue(r.out().contains("\"header\" : \"for i in [0, 4) step 1\""), r.out());
  }

  @Test
  void showOfAnInvalidDocumentIsExit1WithItsError(@TempDir Path dir) {
    Path bad = Samples.write(dir, "bad.json", Samples.INVALID);
    CliHarness.Result r = CliHarness.run("show", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode());
    assertTrue(r.err().contains("error: blocks must be an array"), r.err());
  }

  @Test
  void showReadsStandardInput() {
    CliHarness.Result r = CliHarness.withStdin(Samples.bytes(Samples.V2), "show", "-");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().startsWith("function sg0000  ; /functions/0\n"), r.out());
  }

  @Test
  void graphWithoutPointerDrawsTheFirstBlockWithInstructionsAndSaysSo() {
    CliHarness.Result r = CliHarness.run("graph", SAMPLE);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(
        r.out().startsWith("// block Block1 at /functions/0/blocks/0: 9 instructions"), r.out());
    assertTrue(r.out().contains("\ndigraph \"Block1\" {\n"), r.out());
    assertTrue(
        r.err().contains("the document has 10 blocks; drawing Block1 at /functions/0/blocks/0"),
        r.err());
  }

  @Test
  void graphOfALoopDrawsItsBodyAsMermaid() {
    CliHarness.Result r = CliHarness.run("graph", "--format", "mermaid", SAMPLE, LOOP);
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(
        r.out().startsWith("flowchart TB\n  %% block Block1_LoopBody_1 at " + LOOP + "/blocks/0"),
        r.out());
    assertEquals(5, r.out().lines().filter(l -> l.matches("    n\\d+\\[.*")).count(), r.out());
  }

  @Test
  void graphOfAnInstructionWithoutBlocksIsExit2NamingItsBlock() {
    CliHarness.Result r = CliHarness.run("graph", SAMPLE, "/functions/0/blocks/0/instructions/0");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("its block is /functions/0/blocks/0"), r.err());
  }

  @Test
  void graphOfAnUnknownFormatIsExit2() {
    CliHarness.Result r = CliHarness.run("graph", "--format", "svg", SAMPLE);
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("'svg' is not a format (dot or mermaid)"), r.err());
  }
}
