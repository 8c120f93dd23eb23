package io.birj.app.cli;

import io.birj.api.model.Module;
import io.birj.app.ExitCodes;
import io.birj.app.docs.Documents;
import io.birj.loader.DocumentStats;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the document's statistics: functions, blocks, loops, instructions by opcode and"
          + " engine, operands by kind, and the expressions (wire nodes written as trees against"
          + " distinct nodes in memory, the sharing factor, the largest one).",
      "",
      "Examples:",
      "  bir stats model.json",
      "  bir stats --json model.json"
    })
public final class StatsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin ProgressOptions progress;

  @Option(names = "--json", description = "Print the statistics as JSON.")
  boolean json;

  @Parameters(paramLabel = "FILE", description = "The document.")
  Path file;

  @Inject Provider<Documents> documents;
  @Inject Provider<JsonOut> jsonOut;

  @Override
  public Integer call() throws IOException {
    Module m;
    try {
      m = DocumentInput.read(documents.get(), file, progress.quiet, spec.commandLine().getErr());
    } catch (DocumentInput.BadDocument printed) {
      return ExitCodes.INVALID;
    }
    DocumentStats s = documents.get().stats(m);
    PrintWriter out = spec.commandLine().getOut();
    if (json) {
      out.println(jsonOut.get().pretty(s));
    } else {
      print(out, file.toString(), s);
    }
    return ExitCodes.OK;
  }

  static void print(PrintWriter out, String name, DocumentStats s) {
    out.println(name + ":");
    out.printf("  functions     %d%n", s.functions());
    out.printf("  blocks        %d%n", s.blocks());
    out.printf("  loops         %d%n", s.loops());
    out.printf("  instructions  %d%n", s.instructions());
    out.printf(
        "  expressions   %d (%d wire nodes, %d distinct, sharing x%.2f)%n",
        s.expressions(), s.wireNodes(), s.distinctNodes(), s.sharingFactor());
    if (s.largestPointer() != null) {
      out.printf(
          "  largest       %d wire nodes at %s: %s%n",
          s.largestWireNodes(), s.largestPointer(), s.largestText());
    }
    counts(out, "instructions by opcode", s.instructionsPerOpcode());
    counts(out, "instructions by engine", s.instructionsPerEngine());
    counts(out, "operands by kind", s.operandsPerKind());
  }

  private static void counts(PrintWriter out, String title, Map<String, Integer> counts) {
    if (counts.isEmpty()) {
      return;
    }
    out.println("  " + title + ":");
    counts.entrySet().stream()
        .sorted(
            Comparator.<Map.Entry<String, Integer>>comparingInt(Map.Entry::getValue)
                .reversed()
                .thenComparing(Map.Entry::getKey))
        .forEach(e -> out.printf("    %-24s %d%n", e.getKey(), e.getValue()));
  }
}
