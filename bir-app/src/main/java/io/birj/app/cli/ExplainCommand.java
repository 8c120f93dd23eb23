package io.birj.app.cli;

import io.birj.api.error.DiagnosticCodes;
import io.birj.api.error.Spelling;
import io.birj.cli.text.Shown;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    header = "Explains a diagnostic code: what it means and an example that gives it.",
    description = {
      "Every finding ends with its code, e.g. [BIRJ-E0301]; this prints the code's title, a",
      "paragraph of explanation and an example document, with the command that shows the code.",
      "Without CODE, lists every code. Exit 2 for a code birj does not have.",
      "",
      "Examples:",
      "  bir explain BIRJ-E0301",
      "  bir explain BIR014"
    })
public final class ExplainCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "CODE", description = "A code, e.g. BIRJ-E0301.")
  String code;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (code == null) {
      for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
        out.println(e.code() + "  " + severity(e) + ": " + e.title());
      }
      return ExitCodes.OK;
    }
    Optional<DiagnosticCodes.Entry> found = DiagnosticCodes.find(code.trim());
    if (found.isEmpty()) {
      PrintWriter err = spec.commandLine().getErr();
      List<String> codes = DiagnosticCodes.all().stream().map(DiagnosticCodes.Entry::code).toList();
      String near = Spelling.nearest(code.trim().toUpperCase(Locale.ROOT), codes);
      err.println(
          "bir: unknown diagnostic code '"
              + Shown.of(code, Shown.NAME)
              + "'"
              + (near != null
                  ? "; did you mean '" + near + "'?"
                  : " (bir explain lists every code)"));
      return ExitCodes.USAGE_OR_IO;
    }
    DiagnosticCodes.Entry e = found.get();
    out.println(e.code() + ": " + severity(e) + ": " + e.title());
    out.println();
    out.println(e.explanation());
    out.println();
    if (e.exampleCommand().isEmpty()) {
      return ExitCodes.OK; // a code no document is known to give (an I/O error, say)
    }
    out.println("Example (bir " + e.exampleCommand() + " FILE, FILE holding):");
    out.println();
    e.exampleDocument().lines().forEach(l -> out.println("    " + l));
    return ExitCodes.OK;
  }

  private static String severity(DiagnosticCodes.Entry e) {
    return e.severity().name().toLowerCase(Locale.ROOT);
  }
}
