package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.DocumentFormat;
import io.birj.api.model.Module;
import io.birj.app.docs.ConversionMessages;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Palette;
import io.birj.cli.text.Shown;
import io.birj.writer.ConversionReport;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.IOException;
import java.io.PrintWriter;
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
    name = "convert",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Writes FILE with its expressions in wire version 1 or 2: to standard output, or to OUT"
          + " atomically (a failure or Ctrl-C leaves OUT as it was; an existing OUT keeps its"
          + " mode, a symbolic link is written through; OUT may be FILE itself).",
      "Refuses (exit 1, nothing written) when v1 cannot express an expression, or when writing"
          + " one would change its meaning (a CCGetRank reads back from v1 as a CCDiv; a CCDiv's"
          + " replica group has no v1 slot), listing each with its JSON Pointer and text form;"
          + " --lossy writes them anyway and lists each change. On standard output a refused write"
          + " leaves"
          + " nothing either: a document is held in memory up to 16 MiB, and a larger one is"
          + " written once to nowhere first, so the refusal comes before its first byte.",
      "",
      "Examples:",
      "  bir convert --to 2 -o model.v2.json model.v1.json",
      "  bir convert --to 1 --indent 2 model.json > model.v1.json",
      "  gunzip -c model.json.gz | bir convert --to 2 - > model.v2.json"
    })
public final class ConvertCommand implements Callable<Integer> {
  private static String count(int n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }

  /** {@code POINTER: BEFORE -> AFTER (ids)}, one lossy change. */
  private static String change(ConversionReport.LossyChange c) {
    StringBuilder ids = new StringBuilder();
    for (ConversionReport.Loss l : c.losses()) {
      ids.append(ids.length() == 0 ? "" : ", ").append(l.id());
    }
    return Display.CUT.pointer(c.pointer())
        + ": "
        + Shown.of(c.before(), Shown.MESSAGE)
        + " -> "
        + Shown.of(c.after(), Shown.MESSAGE)
        + " ("
        + ids
        + ")";
  }

  /** The largest indent the writer takes. */
  static final int MAX_INDENT = 16;

  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--to", required = true, paramLabel = "1|2", description = "Target version.")
  int to;

  @Option(
      names = "--indent",
      paramLabel = "N",
      defaultValue = "0",
      description = "Indent by N spaces, one key per line (0..16; default: 0, compact).")
  int indent;

  @Option(
      names = "--lossy",
      description =
          "Write the expressions whose meaning the target version changes, and list each change"
              + " on standard error (without it such a conversion is refused).")
  boolean lossy;

  @Mixin DocumentFile document;

  @Mixin WrittenDocument written;

  @Override
  public Integer call() throws IOException {
    if (to != 1 && to != 2) {
      throw new ParameterException(spec.commandLine(), "--to must be 1 or 2, not " + to);
    }
    OptionValues.within(spec, "--indent", indent, 0, MAX_INDENT);
    PrintWriter err = spec.commandLine().getErr();
    Documents docs = document.documents.get();
    StdStreams std = document.streams.get();
    try {
      // Read whole before the first byte is written: OUT may be FILE.
      Module m = DocumentInput.read(docs, document.file, std, stderr.quiet, err);
      DocumentFormat encoding = written.encoding(docs, spec);
      if (indent > 0 && !encoding.isText()) {
        throw new ParameterException(
            spec.commandLine(), "--indent applies to text encodings, not " + written.format);
      }
      WriteOptions options = new WriteOptions(to, indent, encoding);
      Converter.Policy policy = lossy ? Converter.Policy.LOSSY : Converter.Policy.STRICT;
      ConversionReport[] made = {null};
      written.write(out -> made[0] = docs.convert(m, out, options, policy), std);
      if (written.output.file != null && !stderr.quiet) {
        err.println("bir: wrote " + written.shownOutput() + " (version " + to + ")");
      }
      ConversionReport report = made[0];
      if (report != null) {
        for (ConversionReport.LossyChange c : report.lossy()) {
          err.println(document.file.shown() + ": warning: changed meaning: " + change(c));
        }
      }
      return ExitCodes.OK;
    } catch (DocumentInput.BadDocument printed) {
      return ExitCodes.INVALID;
    } catch (Converter.ConversionRefused refused) {
      ConversionReport r = refused.report();
      List<String> why = new ArrayList<>(2);
      if (!r.unencodable().isEmpty()) {
        why.add(
            count(r.unencodable().size(), "expression is", "expressions are")
                + " not representable in version "
                + to);
      }
      if (!r.lossy().isEmpty()) {
        why.add(
            count(r.lossy().size(), "expression would", "expressions would")
                + " change meaning (--lossy writes them anyway)");
      }
      Palette palette = std.errPalette();
      err.println(
          document.file.shown()
              + ": "
              + palette.error("error")
              + ": cannot convert to version "
              + to
              + ": "
              + String.join(", ", why));
      for (ConversionReport.Unencodable u : r.unencodable()) {
        String message = Shown.of(ConversionMessages.unencodable(to, u), Shown.MESSAGE);
        err.println(refused(palette, message, u.pointer(), DiagnosticCode.BIRJ_E0601));
      }
      for (ConversionReport.LossyChange c : r.lossy()) {
        String message =
            "would change meaning in version "
                + to
                + ": "
                + Shown.of(c.before(), Shown.MESSAGE)
                + " -> "
                + Shown.of(c.after(), Shown.MESSAGE)
                + " ("
                + String.join(", ", c.losses().stream().map(ConversionReport.Loss::id).toList())
                + ")";
        err.println(refused(palette, message, c.pointer(), DiagnosticCode.BIRJ_E0602));
      }
      return ExitCodes.INVALID;
    } catch (BirException e) {
      err.println(Findings.error(Display.CUT, std.errPalette(), document.file.name(), e));
      return ExitCodes.INVALID;
    }
  }

  /** One refused expression's line: {@code FILE: error: MESSAGE (at POINTER) [CODE]}. */
  private String refused(Palette palette, String message, String pointer, DiagnosticCode code) {
    return document.file.shown()
        + ": "
        + palette.error("error")
        + ": "
        + message
        + palette.dim(" (at " + Display.CUT.pointer(pointer) + ") [" + code.id() + "]");
  }
}
