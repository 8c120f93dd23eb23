package io.birj.app.cli;

import io.birj.api.model.Module;
import io.birj.app.docs.CheckReports;
import io.birj.cli.exit.IoErrors;
import io.birj.cli.report.Findings;
import io.birj.cli.report.StandardInput;
import io.birj.cli.text.Display;
import io.birj.cli.text.Palette;
import io.birj.cli.text.Shown;
import io.birj.verify.report.SarifReport;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Footprint;
import io.birj.verify.result.Related;
import io.birj.verify.result.Undecided;
import io.birj.verify.result.Verdict;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header =
        "Verifies each FILE: where every access lands, bounds, races between engines, waits that"
            + " never return; a verdict of clean, findings or undecided.",
    description = {
      "Verifies each FILE and prints every finding as",
      "  FILE:LINE:COL: error: MESSAGE (at JSON_POINTER)   (warnings likewise),",
      "each other place a finding involves as an indented FILE:LINE:COL: note: line, each place"
          + " not modelled as",
      "  FILE:LINE:COL: note: not modelled: REASON (at JSON_POINTER),",
      "then a line per file: FILE: verdict clean|findings|undecided. A verdict is clean only"
          + " when everything that decides it was modelled.",
      "A directory stands for the .json and .cbor files under it; - reads standard input.",
      "Exit 0 when every file is clean, 1 when one has findings or does not load, 3 when one is"
          + " undecided and none has findings, 2 when one cannot be read.",
      "",
      "Examples:",
      "  bir check kernel.json",
      "  bir check --sarif dumps/ > check.sarif",
      "  bir check --footprint /functions/0/blocks/0/instructions/1/ins/0 kernel.json"
    })
public final class CheckCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(
      names = "--json",
      description =
          "Print the report as JSON: one FILE gives one object; several (or a directory) an"
              + " array of {file, result}.")
  boolean json;

  @Option(names = "--sarif", description = "Print one SARIF 2.1.0 log for all files.")
  boolean sarif;

  @Option(
      names = "--max-findings",
      paramLabel = "N",
      description =
          "List at most N findings per file (N >= 1; default: 10000; the verdict counts them all).")
  Integer maxFindings;

  @Option(
      names = "--max-instances",
      paramLabel = "N",
      description =
          "Unroll at most N instruction instances per function (N >= 1; default: 200000);"
              + " past it the function's orderings are not modelled.")
  Long maxInstances;

  @Option(
      names = "--max-work",
      paramLabel = "N",
      description =
          "Take at most N steps of work for each document (N >= 1; default: 1000000 and 1000"
              + " for each instruction, about a second and a millisecond each); past it what is"
              + " left is not modelled (docs/verifier.md, the work limit).")
  Long maxWork;

  @Option(
      names = "--footprint",
      paramLabel = "POINTER",
      description =
          "Print where the operand at POINTER (an operand's pointer, ending in /ins/N or /outs/N)"
              + " lands in each instance of its instruction, for one FILE.")
  String footprint;

  @Mixin DocumentFiles input;

  @Inject Provider<JsonOut> jsonOut;

  @Override
  public Integer call() throws IOException {
    if (json && sarif) {
      throw new ParameterException(spec.commandLine(), "--json and --sarif: choose one");
    }
    OptionValues.atLeastOne(spec, "--max-findings", maxFindings);
    OptionValues.atLeastOne(spec, "--max-instances", maxInstances);
    OptionValues.atLeastOne(spec, "--max-work", maxWork);
    if (footprint != null) {
      return footprint();
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    boolean text = !json && !sarif;
    boolean single = input.single();
    List<Input> inputs = input.expanded(err);
    if (inputs.isEmpty()) {
      return ExitCodes.USAGE_OR_IO;
    }
    boolean unreadable = false;
    boolean unloaded = false;
    List<SarifReport.Document> checked = new ArrayList<>();
    for (Input in : inputs) {
      Module m;
      try {
        // A document that does not load is reported as validate reports it: its finding line,
        // on standard output with the findings (on stderr when that holds JSON).
        m =
            DocumentInput.read(
                input.documents.get(), in, input.streams.get(), stderr.quiet, text ? out : err);
      } catch (DocumentInput.BadDocument printed) {
        unloaded = true;
        if (text) {
          out.println(Display.CUT.path(in.name()) + ": not checked (the document does not load)");
        }
        continue;
      } catch (IOException e) {
        if (single) {
          throw e;
        }
        out.flush();
        err.println("bir: " + IoErrors.describe(e, Display.CUT));
        unreadable = true;
        continue;
      }
      CheckResult r = input.documents.get().check(m, maxFindings, maxInstances, maxWork);
      if (text) {
        print(out, input.streams.get().palette(), in.name(), r);
      }
      checked.add(new SarifReport.Document(text || json ? in.name() : uri(in), r));
    }
    if (json && single && !checked.isEmpty()) {
      out.println(CheckReports.pretty(checked.get(0).result()));
    } else if (json && !single) {
      out.println(CheckReports.pretty(checked));
    } else if (sarif) {
      out.println(CheckReports.sarif(checked, VersionProvider.version()));
    }
    return exitCode(checked, unloaded, unreadable);
  }

  /**
   * The worst of the documents': an unreadable one 2 (as validate); else findings, or a document
   * that does not load (it cannot be called clean), 1; else undecided 3; else clean 0.
   */
  static int exitCode(List<SarifReport.Document> checked, boolean unloaded, boolean unreadable) {
    if (unreadable) {
      return ExitCodes.USAGE_OR_IO;
    }
    if (unloaded || checked.stream().anyMatch(d -> d.result().verdict() == Verdict.FINDINGS)) {
      return ExitCodes.INVALID;
    }
    if (checked.stream().anyMatch(d -> d.result().verdict() == Verdict.UNDECIDED)) {
      return ExitCodes.UNDECIDED;
    }
    return ExitCodes.OK;
  }

  /** A document's name as a SARIF artifact URI: a relative reference, or a file: URI. */
  private static String uri(Input in) {
    if (!in.isStdin() && in.path().isAbsolute()) {
      return in.path().toUri().toString();
    }
    String name = in.isStdin() ? StandardInput.NAME : in.name().replace(File.separatorChar, '/');
    try {
      return new URI(null, null, name, null).toASCIIString();
    } catch (URISyntaxException e) {
      return name;
    }
  }

  private static void print(PrintWriter out, Palette palette, String file, CheckResult r) {
    int errors = 0;
    int warnings = 0;
    for (Finding f : r.findings()) {
      out.println(Findings.line(Display.CUT, palette, file, f.toDiagnostic()));
      for (Related x : f.related()) {
        out.println(
            "  "
                + Findings.note(
                    Display.CUT,
                    palette,
                    file,
                    x.line(),
                    x.column(),
                    x.message() == null ? "" : x.message(),
                    x.pointer()));
      }
      if (f.isError()) {
        errors++;
      } else {
        warnings++;
      }
    }
    for (Undecided u : r.undecided()) {
      out.println(
          Findings.note(
                  Display.CUT,
                  palette,
                  file,
                  u.line(),
                  u.column(),
                  "not modelled: " + u.reason(),
                  u.pointer())
              + palette.dim(" [" + SarifReport.UNDECIDED_RULE + "]"));
    }
    int omitted = r.coverage().findingsOmitted();
    if (omitted > 0) {
      out.println(
          Display.CUT.path(file)
              + ": note: "
              + count(omitted, "more finding", "more findings")
              + " not listed (--max-findings)");
    }
    out.println(Display.CUT.path(file) + ": verdict " + verdict(r, errors, warnings));
  }

  /** {@code clean}, {@code findings (N errors, M warnings)}, {@code undecided (K places ...)}. */
  private static String verdict(CheckResult r, int errors, int warnings) {
    return switch (r.verdict()) {
      case CLEAN -> r.verdict().spelling();
      case FINDINGS ->
          r.verdict().spelling()
              + " ("
              + count(errors, "error", "errors")
              + ", "
              + count(warnings, "warning", "warnings")
              + ")";
      case UNDECIDED ->
          r.verdict().spelling()
              + " ("
              + count(r.undecided().size(), "place not modelled", "places not modelled")
              + ")";
    };
  }

  private static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** {@code --footprint POINTER FILE}: where one operand lands. */
  private int footprint() throws IOException {
    if (sarif) {
      throw new ParameterException(
          spec.commandLine(), "--footprint prints one operand's places, not a SARIF log");
    }
    Input in = input.files.get(0);
    if (!input.single()) {
      throw new ParameterException(
          spec.commandLine(), "--footprint takes exactly one FILE (not several, not a directory)");
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Module m;
    try {
      m =
          DocumentInput.read(
              input.documents.get(), in, input.streams.get(), stderr.quiet, json ? err : out);
    } catch (DocumentInput.BadDocument printed) {
      return ExitCodes.INVALID;
    }
    Footprint f;
    try {
      f = input.documents.get().footprint(m, footprint);
    } catch (IllegalArgumentException notAnOperand) {
      err.println("bir: " + Shown.of(notAnOperand.getMessage(), Shown.MESSAGE));
      return ExitCodes.USAGE_OR_IO;
    }
    if (json) {
      out.println(jsonOut.get().pretty(f));
    } else {
      print(out, f);
    }
    return ExitCodes.OK;
  }

  /**
   * {@code POINTER: ACCESS by INSTRUCTION, N instances}, then {@code ITERATION: PLACE} per instance
   * listed, the rules broken and why the place is not known.
   */
  private static void print(PrintWriter out, Footprint f) {
    out.println(
        Display.CUT.pointer(f.pointer())
            + ": "
            + f.access()
            + " by "
            + Shown.of(f.instruction(), Shown.MESSAGE)
            + ", "
            + count(f.instances(), "instance", "instances"));
    for (Footprint.Touch t : f.touches()) {
      out.println(
          "  "
              + (t.iteration().isEmpty() ? "(no loop)" : Shown.of(t.iteration(), Shown.MESSAGE))
              + ": "
              + Shown.of(t.text(), Shown.MESSAGE));
    }
    if (f.unknown() == null && f.instances() > Footprint.MAX_TOUCHES) {
      out.println(
          "  (the first "
              + Footprint.MAX_TOUCHES
              + " of "
              + count(f.instances(), "instance", "instances")
              + ")");
    }
    for (String p : f.problems()) {
      out.println("  problem: " + Shown.of(p, Shown.MESSAGE));
    }
    if (f.unknown() != null) {
      out.println("  not known statically: " + Shown.of(f.unknown(), Shown.MESSAGE));
    }
  }
}
