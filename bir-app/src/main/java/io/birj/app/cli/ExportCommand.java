package io.birj.app.cli;

import io.birj.app.sql.Batch;
import io.birj.app.sql.TableExport;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header =
        "Writes the tables of the documents (docs/tables.md) as Parquet, DuckDB or JSON Lines.",
    description = {
      "Writes the tables bir query answers over as files another engine reads: with --format"
          + " parquet or jsonl one file per table, DIR/TABLE.parquet (or .jsonl); with --format"
          + " duckdb one database file, DIR/birj.duckdb.",
      "Documents are read on several threads, one at a time each, and their rows appended to a"
          + " database on disk in DIR, so a batch larger than memory exports in the memory of a"
          + " few documents. Every file is written atomically. A directory stands for the .json"
          + " and .cbor files under it; - reads standard input.",
      "Exit 0 when every document is exported; 1 when one does not load (the others are"
          + " exported); 2 when a file cannot be read or written.",
      "",
      "Examples:",
      "  bir export --format parquet -o tables/ dumps/",
      "  bir export --format duckdb -o db/ kernel.json"
    })
public final class ExportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--format",
      required = true,
      paramLabel = "FORMAT",
      converter = FormatConverter.class,
      completionCandidates = FormatConverter.class,
      description = "parquet, jsonl or duckdb.")
  TableExport.Format format;

  @Option(
      names = {"-o", "--output"},
      required = true,
      paramLabel = "DIR",
      description = "The directory to write into (made if missing).")
  Path output;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Documents exported at once (default: the cores, at most the documents).")
  Integer threads;

  @Mixin QuietOption stderr;

  @Mixin DocumentFiles input;

  @Override
  public Integer call() throws IOException {
    OptionValues.atLeastOne(spec, "--threads", threads);
    PrintWriter err = spec.commandLine().getErr();
    List<Input> inputs = input.expanded(err);
    if (inputs.isEmpty()) {
      return ExitCodes.USAGE_OR_IO;
    }
    List<Batch.Failed> failed;
    try {
      failed =
          TableExport.export(
              format,
              output,
              TableSources.of(inputs, input.documents.get(), input.streams.get()),
              threads != null ? threads : Batch.threads(inputs.size()));
    } catch (SQLException | Batch.BatchFailure e) {
      return TableSources.failed("export", e, err);
    }
    int code = TableSources.report(failed, err, input.streams.get().errPalette());
    if (!stderr.quiet) {
      err.printf(
          Locale.ROOT,
          "bir: exported %d of %d documents as %s to %s%n",
          inputs.size() - failed.size(),
          inputs.size(),
          format.spelling(),
          Shown.of(output.toString(), Shown.PATH));
    }
    return code;
  }

  static final class FormatConverter extends OneOf<TableExport.Format> {
    FormatConverter() {
      super("a format", TableExport.Format.values(), TableExport.Format::spelling);
    }
  }
}
