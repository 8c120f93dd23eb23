package io.birj.app.diagnostics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.DiagnosticCodes;
import io.birj.app.CliHarness;
import io.birj.verify.report.SarifReport;
import io.birj.verify.result.Rule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The catalogue of codes against what the commands print and what the docs say. */
class DiagnosticCatalogueTest {
  @TempDir Path dir;

  @Test
  void theExampleOfEveryCodeGivesThatCodeOnTheCommandItNames() throws IOException {
    List<String> wrong = new ArrayList<>();
    int examples = 0;
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      if (e.exampleCommand().isEmpty()) {
        continue;
      }
      examples++;
      Path doc = Files.writeString(dir.resolve(e.code() + ".json"), e.exampleDocument());
      List<String> args = new ArrayList<>(List.of(e.exampleCommand().split(" ")));
      if (args.get(0).equals("convert")) {
        args.addAll(List.of("-o", dir.resolve(e.code() + ".out.json").toString()));
      }
      args.add(doc.toString());
      CliHarness.Result r = CliHarness.run(args.toArray(String[]::new));
      if (!(r.out() + r.err()).contains("[" + e.code() + "]")) {
        wrong.add(e.code() + " (bir " + e.exampleCommand() + "): " + r.out() + r.err());
      }
    }
    assertTrue(examples > 40, "examples: " + examples);
    assertEquals(List.of(), wrong);
  }

  @Test
  void everyVerifierRuleIdIsACodeOfTheCatalogueWithTheRulesSeverity() {
    for (Rule r : Rule.values()) {
      DiagnosticCodes.Entry e =
          DiagnosticCodes.find(r.id()).orElseThrow(() -> new AssertionError(r.id()));
      assertEquals(r.severity(), e.severity(), r.id());
    }
    assertTrue(DiagnosticCodes.find(SarifReport.UNDECIDED_RULE).isPresent());
  }

  @Test
  void theDiagnosticsPageIsTheCatalogueAsMarkdown() throws IOException {
    CliHarness.Result r = CliHarness.run("explain", "--markdown");
    assertEquals(0, r.exitCode(), r.err());
    Path page = Path.of("..", "docs", "diagnostics.md");
    assertEquals(
        r.out(),
        Files.readString(page, StandardCharsets.UTF_8),
        "docs/diagnostics.md is not `bir explain --markdown`: regenerate it with"
            + " ./bir explain --markdown > docs/diagnostics.md");
  }
}
