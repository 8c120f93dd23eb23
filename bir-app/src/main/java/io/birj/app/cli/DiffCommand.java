package io.birj.app.cli;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.text.Display;
import io.birj.cli.text.Palette;
import io.birj.cli.text.Shown;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "diff",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "The semantic differences between two documents: where (JSON Pointer), the old and the new"
          + " value (expressions in text form, so a v1 and a v2 dump of one model are equal).",
      "Either document may be - (standard input), not both.",
      "Exit 0 when equal, 1 when they differ.",
      "",
      "Example: bir diff before.json after.json"
    })
public final class DiffCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--json", description = "Print the differences as JSON.")
  boolean json;

  @Option(
      names = "--max",
      paramLabel = "N",
      defaultValue = "1000",
      description = "Stop after N differences (default: ${DEFAULT-VALUE}).")
  int max;

  @Parameters(
      index = "0",
      paramLabel = "A",
      converter = Input.Converter.class,
      description = "The old document.")
  Input a;

  @Parameters(
      index = "1",
      paramLabel = "B",
      converter = Input.Converter.class,
      description = "The new document.")
  Input b;

  @Inject Provider<Documents> documents;
  @Inject Provider<JsonOut> jsonOut;
  @Inject Provider<StdStreams> streams;

  @Override
  public Integer call() throws IOException {
    OptionValues.atLeastOne(spec, "--max", max);
    if (a.isStdin() && b.isStdin()) {
      throw new ParameterException(
          spec.commandLine(), "only one of A and B can be - (standard input)");
    }
    PrintWriter err = spec.commandLine().getErr();
    Module ma;
    Module mb;
    try {
      ma = DocumentInput.read(documents.get(), a, streams.get(), stderr.quiet, err);
      mb = DocumentInput.read(documents.get(), b, streams.get(), stderr.quiet, err);
    } catch (DocumentInput.BadDocument printed) {
      return ExitCodes.INVALID;
    }
    List<SemanticDiff.Difference> ds = documents.get().diff(ma, mb, max);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(jsonOut.get().pretty(io.birj.app.docs.DiffReport.of(ds)));
    } else {
      // Coloured as git diff colours its lines, when stdout takes colour (--color).
      Palette palette = streams.get().palette();
      for (SemanticDiff.Difference d : ds) {
        String where =
            d.oldPointer() == null
                ? Display.CUT.pointer(d.newPointer())
                : d.newPointer() == null || d.oldPointer().equals(d.newPointer())
                    ? Display.CUT.pointer(d.oldPointer())
                    : Display.CUT.pointer(d.oldPointer())
                        + " -> "
                        + Display.CUT.pointer(d.newPointer());
        out.println(palette.heading(d.change().spelling() + " " + where));
        if (d.oldText() != null) {
          out.println("  " + palette.removed("- " + Shown.of(d.oldText(), Shown.MESSAGE)));
        }
        if (d.newText() != null) {
          out.println("  " + palette.added("+ " + Shown.of(d.newText(), Shown.MESSAGE)));
        }
      }
      out.flush(); // a failed write shows before the summary
      if (!stderr.quiet) {
        err.println(
            ds.isEmpty()
                ? "bir: the documents are semantically equal"
                : "bir: " + ds.size() + (ds.size() == 1 ? " difference" : " differences"));
      }
    }
    return ds.isEmpty() ? ExitCodes.OK : ExitCodes.INVALID;
  }
}
