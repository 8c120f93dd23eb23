package io.birj.app.cli;

import io.birj.api.error.Diagnostic;
import io.birj.api.error.DiagnosticCodes;
import io.birj.api.error.Spelling;
import io.birj.app.streams.StdStreams;
import io.birj.cli.text.Palette;
import io.birj.cli.text.Shown;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header = "Explains a diagnostic code: what it means and an example that gives it.",
    description = {
      "Every finding ends with its code, e.g. [BIRJ-E0301]. This prints the code's",
      "title, a paragraph of explanation, and an example document with the command",
      "that shows the code. Without CODE, lists every code (docs/diagnostics.md).",
      "Exit 2 for a code birj does not have.",
      "",
      "Examples:",
      "  bir explain BIRJ-E0301",
      "  bir explain BIR014"
    })
public final class ExplainCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "0..1", paramLabel = "CODE", description = "A code, e.g. BIRJ-E0301.")
  String code;

  @Inject Provider<StdStreams> streams;

  @Option(
      names = "--markdown",
      description = "Print the whole catalogue as Markdown (docs/diagnostics.md is this).")
  boolean markdown;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    if (markdown) {
      out.print(markdown());
      return ExitCodes.OK;
    }
    Palette palette = streams.get().palette();
    if (code == null) {
      for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
        out.println(e.code() + "  " + severity(palette, e) + ": " + e.title());
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
    out.println(
        palette.heading(e.code())
            + ": "
            + severity(palette, e)
            + ": "
            + palette.heading(e.title()));
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

  /** The catalogue as the page docs/diagnostics.md, which a test holds equal to this. */
  static String markdown() {
    StringBuilder sb = new StringBuilder();
    sb.append("# Diagnostic codes\n\n")
        .append("Every message birj gives about a document ends with its code, e.g.\n")
        .append("`model.json:3:7: error: missing required key \"name\" in a function")
        .append(" (at /functions/0) [BIRJ-E0301]`;\n")
        .append("`bir validate --json`, the service's problem details and `bir check --sarif`")
        .append(" (its `ruleId`) carry it too.\n")
        .append("`bir explain CODE` prints a code's paragraph and an example that gives it.")
        .append(" A code the compiler\n")
        .append("has for the same fault (`BIR014`, ...) is used as it is. A code never changes")
        .append(" meaning: new codes\n")
        .append("are added, none is reused. This page is `bir explain --markdown`, and a test")
        .append(" keeps it so.\n\n")
        .append("| code | severity | title |\n|---|---|---|\n");
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      sb.append("| [")
          .append(e.code())
          .append("](#")
          .append(e.code().toLowerCase(Locale.ROOT))
          .append(") | ")
          .append(severity(e))
          .append(" | ")
          .append(e.title())
          .append(" |\n");
    }
    for (DiagnosticCodes.Entry e : DiagnosticCodes.all()) {
      sb.append("\n## ").append(e.code()).append("\n\n");
      sb.append("**").append(severity(e)).append("**: ").append(e.title()).append(".\n\n");
      sb.append(e.explanation()).append("\n");
      if (!e.exampleCommand().isEmpty()) {
        sb.append("\nGiven by `bir ")
            .append(e.exampleCommand())
            .append(" FILE` on:\n\n```json\n")
            .append(e.exampleDocument())
            .append("\n```\n");
      }
    }
    return sb.toString();
  }

  private static String severity(DiagnosticCodes.Entry e) {
    return e.severity().name().toLowerCase(Locale.ROOT);
  }

  /** The severity's word coloured as a finding's is (io.birj.cli.report.Findings). */
  private static String severity(Palette palette, DiagnosticCodes.Entry e) {
    return e.severity() == Diagnostic.Severity.ERROR
        ? palette.error(severity(e))
        : palette.warning(severity(e));
  }
}
