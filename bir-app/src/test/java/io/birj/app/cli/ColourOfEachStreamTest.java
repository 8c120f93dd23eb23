package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.DiagnosticCodes;
import io.birj.app.CliHarness;
import io.birj.app.streams.Terminals;
import io.birj.cli.text.Palette;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --color} follows one rule for each stream on its own: {@code auto} colours a stream that
 * is a terminal (the {@code bir} launcher says which, README "Diagnostics"), so stderr alone on a
 * terminal is coloured while stdout goes to a pipe; {@code always} wins; and every command's errors
 * on stderr take it.
 */
class ColourOfEachStreamTest {
  private static final String RED_ERROR = "\u001b[1;31merror\u001b[0m";

  @TempDir Path dir;

  @AfterEach
  void forgetTheTerminals() {
    System.clearProperty(Terminals.STDOUT);
    System.clearProperty(Terminals.STDERR);
  }

  @Test
  void stderrAloneOnATerminalIsColouredAndStdoutIsNot() {
    System.setProperty(Terminals.STDOUT, "false");
    System.setProperty(Terminals.STDERR, "true");
    String[] args = {"validate", "m.json"};
    assertEquals(Palette.PLAIN, ColorOption.palette(args));
    // NO_COLOR, when the environment sets it, still keeps auto plain.
    assertEquals(
        Palette.choose(Palette.When.AUTO, true, System.getenv(Palette.NO_COLOR)),
        ColorOption.errPalette(args));
  }

  @Test
  void stdoutAloneOnATerminalIsColouredAndStderrIsNot() {
    System.setProperty(Terminals.STDOUT, "true");
    System.setProperty(Terminals.STDERR, "false");
    String[] args = {"validate", "m.json"};
    assertEquals(Palette.PLAIN, ColorOption.errPalette(args));
    assertEquals(
        Palette.choose(Palette.When.AUTO, true, System.getenv(Palette.NO_COLOR)),
        ColorOption.palette(args));
  }

  @Test
  void alwaysColoursBothStreamsAndNeverNeither() {
    System.setProperty(Terminals.STDOUT, "false");
    System.setProperty(Terminals.STDERR, "true");
    assertEquals(Palette.ANSI, ColorOption.palette(new String[] {"--color=always", "validate"}));
    assertEquals(Palette.ANSI, ColorOption.errPalette(new String[] {"--color", "always"}));
    assertEquals(Palette.PLAIN, ColorOption.errPalette(new String[] {"validate", "--color=never"}));
  }

  @Test
  void aRefusedConversionIsColouredOnStderr() throws IOException {
    String doc = DiagnosticCodes.find("BIRJ-E0601").orElseThrow().exampleDocument();
    Path in = Files.writeString(dir.resolve("m.json"), doc);
    String out = dir.resolve("out.json").toString();
    CliHarness.Result r =
        CliHarness.run("--color=always", "convert", "--to", "1", "-o", out, in.toString());
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.err().contains(": " + RED_ERROR + ": cannot convert to version 1"), r.err());
    assertTrue(r.err().contains("\u001b[2m (at "), r.err());
    CliHarness.Result plain = CliHarness.run("convert", "--to", "1", "-o", out, in.toString());
    assertFalse(plain.err().contains("\u001b"), plain.err());
  }

  @Test
  void aDocumentThatDoesNotReadIsColouredOnStderrByEveryCommand() throws IOException {
    Path in = Files.writeString(dir.resolve("bad.json"), "{\"version\": 2, \"functions\": [");
    String out = dir.resolve("out.json").toString();
    for (String[] command :
        new String[][] {
          {"--color=always", "convert", "--to", "1", "-o", out, in.toString()},
          {"--color=always", "redact", "-o", out, in.toString()},
          {"--color=always", "roundtrip", in.toString()},
        }) {
      CliHarness.Result r = CliHarness.run(command);
      assertTrue(r.err().contains(RED_ERROR), String.join(" ", command) + ": " + r.err());
    }
  }

  @Test
  void queryColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    coloursItsReadErrorOnStderrAlone("query", "SELECT count(*) FROM instructions", bad());
  }

  @Test
  void exportColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    String out = dir.resolve("out.jsonl").toString();
    coloursItsReadErrorOnStderrAlone("export", "--format", "jsonl", "-o", out, bad());
  }

  @Test
  void showColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    coloursItsReadErrorOnStderrAlone("show", bad());
  }

  @Test
  void graphColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    coloursItsReadErrorOnStderrAlone("graph", bad());
  }

  @Test
  void statsColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    coloursItsReadErrorOnStderrAlone("stats", bad());
  }

  @Test
  void diffColoursTheErrorOfADocumentThatDoesNotReadOnStderrAlone() throws IOException {
    coloursItsReadErrorOnStderrAlone("diff", bad(), bad());
  }

  /** A document that does not load: its error has a place, so it is a finding's line. */
  private String bad() throws IOException {
    return Files.writeString(dir.resolve("bad.json"), "{\"version\": 2, \"functions\": [")
        .toString();
  }

  /**
   * The command's error for a document that does not read is coloured with {@code --color=always},
   * plain with {@code never}, and plain under {@code auto} when stdout alone is a terminal: it
   * takes stderr's palette, not stdout's.
   */
  private static void coloursItsReadErrorOnStderrAlone(String... args) {
    String[] always = new String[args.length + 1];
    always[0] = "--color=always";
    System.arraycopy(args, 0, always, 1, args.length);
    CliHarness.Result coloured = CliHarness.run(always);
    assertEquals(1, coloured.exitCode(), coloured.err());
    assertTrue(coloured.err().contains(RED_ERROR), coloured.err());
    always[0] = "--color=never";
    CliHarness.Result never = CliHarness.run(always);
    assertEquals(1, never.exitCode(), never.err());
    assertTrue(never.err().contains(": error: "), never.err());
    assertFalse(never.err().contains("\u001b"), never.err());
    System.setProperty(Terminals.STDOUT, "true");
    System.setProperty(Terminals.STDERR, "false");
    CliHarness.Result auto = CliHarness.run(args);
    assertEquals(1, auto.exitCode(), auto.err());
    assertFalse(auto.err().contains("\u001b"), auto.err());
  }
}
