package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.DiagnosticCodes;
import io.birj.app.streams.Terminals;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code bir diff} colours its lines as {@code git diff} does (the old value red, the new green,
 * the place of each difference bold) and {@code bir explain} its heading (the code and title bold,
 * the severity as a finding's); only when stdout takes colour ({@code --color=always}, or {@code
 * auto} on a terminal with {@code NO_COLOR} unset). Otherwise the output is what it was before
 * colour, byte for byte.
 */
class DiffExplainColourTest {
  private static final String ESC = "\u001b[";
  private static final String RESET = "\u001b[0m";

  /** The start of the plain diff of the two samples (DocumentCommandsTest holds it too). */
  private static final String PLAIN_DIFF = "changed /arch\n  - \"gen2\"\n  + \"gen3\"\n";

  private static final String COLOURED_DIFF =
      ESC
          + "1mchanged /arch"
          + RESET
          + "\n"
          + "  "
          + ESC
          + "31m- \"gen2\""
          + RESET
          + "\n"
          + "  "
          + ESC
          + "32m+ \"gen3\""
          + RESET
          + "\n";

  @TempDir Path dir;

  @Test
  void diffWithColourPaintsThePlaceBoldTheOldValueRedAndTheNewGreen() {
    CliHarness.Result r = CliHarness.run("--color=always", "diff", v1(), v2());
    assertEquals(1, r.exitCode(), r.err());
    assertTrue(r.out().startsWith(COLOURED_DIFF), r.out());
    // Colour changes no character of the text.
    assertEquals(
        CliHarness.run("diff", v1(), v2()).out(), r.out().replaceAll("\u001b\\[\\d*m", ""));
  }

  @Test
  void diffWithColourNeverOrToAPipeIsThePlainText() {
    for (CliHarness.Result r :
        List.of(
            CliHarness.run("--color=never", "diff", v1(), v2()),
            CliHarness.run("diff", "--color=never", v1(), v2()),
            // The tests' stdout is not a terminal: auto, the default, does not colour it.
            CliHarness.run("diff", v1(), v2()))) {
      assertTrue(r.out().startsWith(PLAIN_DIFF), r.out());
      assertFalse(r.out().contains(ESC), r.out());
    }
  }

  @Test
  void diffColoursStdoutNotTheSummaryOnStderr() {
    CliHarness.Result r = CliHarness.run("--color=always", "diff", v1(), v2());
    assertTrue(r.err().startsWith("bir: "), r.err());
    assertFalse(r.err().contains(ESC), r.err());
  }

  @Test
  void explainWithColourPaintsTheCodeAndTitleBoldAndTheSeverityAsAFindingsIs() {
    DiagnosticCodes.Entry e = DiagnosticCodes.find("BIRJ-E0301").orElseThrow();
    CliHarness.Result r = CliHarness.run("--color=always", "explain", "BIRJ-E0301");
    assertEquals(0, r.exitCode(), r.err());
    String heading =
        ESC
            + "1mBIRJ-E0301"
            + RESET
            + ": "
            + ESC
            + "1;31merror"
            + RESET
            + ": "
            + ESC
            + "1m"
            + e.title()
            + RESET
            + "\n";
    assertTrue(r.out().startsWith(heading), r.out());
    // Only the heading: the explanation and the example are as they are without colour.
    assertEquals(
        CliHarness.run("explain", "BIRJ-E0301").out().lines().skip(1).toList(),
        r.out().lines().skip(1).toList());
  }

  @Test
  void explainWithColourPaintsAWarningsSeverityYellow() {
    CliHarness.Result r = CliHarness.run("--color=always", "explain", "BIRJ-W0000");
    assertTrue(
        r.out().startsWith(ESC + "1mBIRJ-W0000" + RESET + ": " + ESC + "1;33mwarning" + RESET),
        r.out());
  }

  @Test
  void explainsListWithColourPaintsEachSeverity() {
    String out = CliHarness.run("--color=always", "explain").out();
    assertTrue(out.startsWith("BIRJ-E0000  " + ESC + "1;31merror" + RESET + ": "), out);
    assertTrue(out.contains("\nBIRJ-W0000  " + ESC + "1;33mwarning" + RESET + ": "), out);
  }

  @Test
  void explainWithColourNeverOrToAPipeIsThePlainText() {
    DiagnosticCodes.Entry e = DiagnosticCodes.find("BIRJ-E0301").orElseThrow();
    for (String[] args :
        List.of(
            new String[] {"--color=never", "explain", "BIRJ-E0301"},
            new String[] {"explain", "BIRJ-E0301"},
            new String[] {"--color=never", "explain"},
            new String[] {"explain"})) {
      String out = CliHarness.run(args).out();
      assertFalse(out.contains(ESC), String.join(" ", args) + ": " + out);
    }
    assertTrue(
        CliHarness.run("explain", "BIRJ-E0301")
            .out()
            .startsWith("BIRJ-E0301: error: " + e.title() + "\n\n"));
  }

  @Test
  void autoColoursDiffAndExplainOnATerminal() {
    // An empty NO_COLOR is unset (the convention), whatever the tests' own environment holds.
    Map<String, String> colour = Map.of("NO_COLOR", "");
    CliProcess.Result diff = CliProcess.runShipped(terminal(), colour, "diff", v1(), v2());
    assertTrue(diff.out().startsWith(COLOURED_DIFF), diff.out() + diff.err());
    CliProcess.Result explain = CliProcess.runShipped(terminal(), colour, "explain", "BIRJ-E0301");
    assertTrue(explain.out().startsWith(ESC + "1mBIRJ-E0301"), explain.out() + explain.err());
  }

  @Test
  void noColorKeepsDiffAndExplainPlainOnATerminal() {
    Map<String, String> noColour = Map.of("NO_COLOR", "1");
    CliProcess.Result diff = CliProcess.runShipped(terminal(), noColour, "diff", v1(), v2());
    assertTrue(diff.out().startsWith(PLAIN_DIFF), diff.out() + diff.err());
    assertFalse(diff.out().contains(ESC), diff.out());
    CliProcess.Result explain =
        CliProcess.runShipped(terminal(), noColour, "explain", "BIRJ-E0301");
    assertTrue(explain.out().startsWith("BIRJ-E0301: error: "), explain.out() + explain.err());
    assertFalse(explain.out().contains(ESC), explain.out());
  }

  /** The launcher's word that stdout (and stderr) is a terminal. */
  private static List<String> terminal() {
    return List.of("-D" + Terminals.STDOUT + "=true", "-D" + Terminals.STDERR + "=true");
  }

  private String v1() {
    return Samples.copy(dir, Samples.V1).toString();
  }

  private String v2() {
    return Samples.copy(dir, Samples.V2).toString();
  }
}
