package io.birj.app.cli;

import io.birj.analysis.stats.DocumentStats;
import io.birj.api.model.Module;
import io.birj.cli.exit.IoErrors;
import io.birj.cli.text.Display;
import io.birj.cli.text.Shown;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Prints each document's statistics: functions, blocks, loops, instructions by opcode and"
          + " engine, operands by kind, and the expressions (wire nodes written as trees against"
          + " distinct nodes in memory, the sharing factor, the largest one).",
      "A directory stands for the .json and .cbor files under it; - reads standard input. With --json,"
          + " one FILE gives one object; several (or a directory) give an array of"
          + " {file, stats}.",
      "",
      "Examples:",
      "  bir stats model.json",
      "  bir stats --json model.json",
      "  bir stats dumps/"
    })
public final class StatsCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--json", description = "Print the statistics as JSON.")
  boolean json;

  @Mixin DocumentFiles input;

  @Inject Provider<JsonOut> jsonOut;

  /** One document's statistics, in the array {@code --json} prints for several. */
  @Serdeable
  public record FileStats(String file, DocumentStats stats) {}

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    boolean single = input.single();
    List<Input> inputs = input.expanded(err);
    if (inputs.isEmpty()) {
      return ExitCodes.USAGE_OR_IO;
    }
    int code = ExitCodes.OK;
    List<FileStats> all = new ArrayList<>();
    for (Input in : inputs) {
      Module m;
      try {
        m = DocumentInput.read(input.documents.get(), in, input.streams.get(), stderr.quiet, err);
      } catch (DocumentInput.BadDocument printed) {
        code = Math.max(code, ExitCodes.INVALID);
        continue;
      } catch (IOException e) {
        if (single) {
          throw e;
        }
        err.println("bir: " + IoErrors.describe(e, Display.CUT));
        code = ExitCodes.USAGE_OR_IO;
        continue;
      }
      DocumentStats s = input.documents.get().stats(m);
      if (!json) {
        print(out, in.name(), s);
      }
      all.add(new FileStats(in.name(), s));
    }
    if (json && single && !all.isEmpty()) {
      out.println(jsonOut.get().pretty(all.get(0).stats()));
    } else if (json && !single) {
      out.println(jsonOut.get().pretty(all));
    }
    return code;
  }

  static void print(PrintWriter out, String name, DocumentStats s) {
    out.println(Shown.of(name, Shown.PATH) + ":");
    out.printf(Locale.ROOT, "  functions     %d%n", s.functions());
    out.printf(Locale.ROOT, "  blocks        %d%n", s.blocks());
    out.printf(
        Locale.ROOT, "  regions       %d (loops and other structured instructions)%n", s.regions());
    out.printf(Locale.ROOT, "  instructions  %d%n", s.instructions());
    out.printf(
        Locale.ROOT,
        "  expressions   %d (%d wire nodes, %d distinct, sharing x%.2f)%n",
        s.expressions(),
        s.wireNodes(),
        s.distinctNodes(),
        s.sharingFactor());
    if (s.largestPointer() != null) {
      out.printf(
          Locale.ROOT,
          "  largest       %d wire nodes at %s: %s%n",
          s.largestWireNodes(),
          Display.CUT.pointer(s.largestPointer()),
          Shown.of(s.largestText(), Shown.MESSAGE));
    }
    counts(out, "instructions by opcode", s.instructionsPerOpcode());
    counts(out, "instructions by engine", s.instructionsPerEngine());
    counts(out, "operands by kind", s.operandsPerKind());
    unknownKeys(out, s.unknownKeys());
  }

  /** The keys no model holds: kept and written back, but not understood. */
  private static void unknownKeys(PrintWriter out, List<DocumentStats.UnknownKey> keys) {
    if (keys.isEmpty()) {
      out.println("  unknown keys  none (every key is modelled)");
      return;
    }
    int total = keys.stream().mapToInt(DocumentStats.UnknownKey::count).sum();
    out.printf(
        Locale.ROOT,
        "  unknown keys  %d in %d places (kept as read, not understood; validate --strict refuses"
            + " them):%n",
        total,
        keys.size());
    for (DocumentStats.UnknownKey k : keys) {
      out.printf(
          Locale.ROOT,
          "    %-40s %d  first at %s%n",
          Shown.of(k.where()),
          k.count(),
          Display.CUT.pointer(k.firstPointer()));
    }
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
        .forEach(
            e -> out.printf(Locale.ROOT, "    %-24s %d%n", Shown.of(e.getKey()), e.getValue()));
  }
}
