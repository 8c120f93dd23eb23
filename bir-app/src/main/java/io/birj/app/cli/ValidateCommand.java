package io.birj.app.cli;

import io.birj.api.error.Diagnostic;
import io.birj.app.docs.Documents;
import io.birj.app.docs.Workers;
import io.birj.app.service.DiagnosticBody;
import io.birj.app.streams.StdStreams;
import io.birj.cli.exit.IoErrors;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Shown;
import io.birj.loader.ValidationResult;
import io.micronaut.serde.annotation.Serdeable;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "validate",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    header =
        "Checks each FILE and prints every error and warning with its line, column and JSON Pointer.",
    description = {
      "Checks each FILE (several at once, across the cores) and prints every finding as",
      "  FILE:LINE:COL: error: MESSAGE (at JSON_POINTER) [CODE]   (warnings likewise;",
      "  bir explain CODE says what a code means).",
      "A directory stands for the .json and .cbor files under it; - reads standard input.",
      "Exit 0 when every file is valid (warnings allowed), 1 when one is invalid, 2 when one"
          + " cannot be read.",
      "",
      "Examples:",
      "  bir validate model.json",
      "  bir validate --json dumps/",
      "  curl -s http://host/model.json | bir validate -"
    })
public final class ValidateCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin QuietOption stderr;

  @Option(names = "--json", description = "Print one JSON report for all files.")
  boolean json;

  @Option(
      names = "--strict",
      description =
          "Make each key birj does not model an error (by default it is kept as read, written"
              + " back, and listed by `bir stats`).")
  boolean strict;

  @Option(
      names = "--max-errors",
      paramLabel = "N",
      description =
          "Stop a file after N errors (N >= 1; default: 100, or the setting"
              + " birj.validate.max-errors).")
  Integer maxErrors;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "Files checked at once (default: the number of cores).")
  Integer threads;

  @Mixin DocumentFiles input;

  @Inject Provider<JsonOut> jsonOut;

  /** One file's outcome; {@code ioError} is set when it could not be read at all. */
  @Serdeable
  public record FileReport(
      String file,
      boolean valid,
      int errors,
      int warnings,
      boolean truncated,
      List<DiagnosticBody> diagnostics,
      String ioError) {}

  /** What checking one file gave: a result, or why it could not be read. */
  private record Checked(String file, ValidationResult result, String ioError) {
    FileReport report() {
      if (ioError != null) {
        return new FileReport(file, false, 0, 0, false, List.of(), ioError);
      }
      List<DiagnosticBody> ds = new ArrayList<>();
      for (Diagnostic d : result.diagnostics()) {
        ds.add(DiagnosticBody.of(d));
      }
      return new FileReport(
          file,
          result.isValid(),
          result.errors().size(),
          result.warnings().size(),
          result.truncated(),
          ds,
          null);
    }
  }

  @Override
  public Integer call() throws InterruptedException, IOException, ExecutionException {
    OptionValues.atLeastOne(spec, "--max-errors", maxErrors);
    OptionValues.atLeastOne(spec, "--threads", threads);
    Documents docs = input.documents.get();
    StdStreams std = input.streams.get();
    int limit = maxErrors != null ? maxErrors : docs.maxErrors();
    int n = threads != null ? threads : Runtime.getRuntime().availableProcessors();
    List<Input> files = input.expanded(spec.commandLine().getErr());
    if (files.isEmpty()) {
      return ExitCodes.USAGE_OR_IO;
    }
    boolean oneLargeFile = files.size() == 1;
    List<Checked> reports = new ArrayList<>();
    ExecutorService pool = Workers.of(Math.min(n, files.size()));
    try (Progress bar = Progress.over("validate", files.size(), stderr.quiet || oneLargeFile)) {
      List<Future<Checked>> pending = new ArrayList<>();
      for (Input f : files) {
        pending.add(
            pool.submit(
                () -> {
                  Checked r = check(docs, f, limit, oneLargeFile, std);
                  bar.step();
                  return r;
                }));
      }
      for (Future<Checked> p : pending) {
        reports.add(p.get());
      }
    } catch (ExecutionException e) {
      // What a worker threw, as it is (a defect, memory running out): Failures reports it.
      Failures.throwIfUnchecked(e.getCause());
      throw e;
    } finally {
      pool.shutdownNow();
    }
    print(reports);
    if (reports.stream().anyMatch(r -> r.ioError() != null)) {
      return ExitCodes.USAGE_OR_IO;
    }
    return reports.stream().allMatch(r -> r.result().isValid()) ? ExitCodes.OK : ExitCodes.INVALID;
  }

  private Checked check(Documents docs, Input file, int limit, boolean showBytes, StdStreams std) {
    String name = file.name();
    if (!file.isStdin()) {
      String unreadable = IoErrors.unreadable(file.path());
      if (unreadable != null) {
        return new Checked(name, null, unreadable);
      }
    }
    try {
      if (file.isStdin() || (showBytes && Progress.shown(stderr.quiet))) {
        try (InputStream in =
            Progress.reading(name, file.open(std.in()), file.size(), stderr.quiet)) {
          return new Checked(name, docs.validate(in, name, limit, strict), null);
        }
      }
      return new Checked(name, docs.validate(file.path(), limit, strict), null);
    } catch (IOException e) {
      return new Checked(name, null, IoErrors.reason(e));
    } catch (UncheckedIOException e) {
      return new Checked(name, null, IoErrors.reason(e.getCause()));
    }
  }

  private void print(List<Checked> checked) {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (json) {
      out.println(jsonOut.get().pretty(checked.stream().map(Checked::report).toList()));
      return;
    }
    int valid = 0;
    int errors = 0;
    int warnings = 0;
    int unread = 0;
    for (Checked c : checked) {
      String shown = Shown.of(c.file(), Shown.PATH);
      if (c.ioError() != null) {
        err.println("bir: " + shown + ": " + Shown.of(c.ioError(), Shown.MESSAGE));
        unread++;
        continue;
      }
      ValidationResult r = c.result();
      for (Diagnostic d : r.diagnostics()) {
        out.println(Findings.line(Display.CUT, input.streams.get().palette(), c.file(), d));
      }
      if (r.truncated()) {
        out.println(Findings.stopped(Display.CUT, c.file(), r.errors().size()));
      }
      valid += r.isValid() ? 1 : 0;
      errors += r.errors().size();
      warnings += r.warnings().size();
    }
    out.flush(); // a failed write shows before the summary
    if (!stderr.quiet) {
      err.println(Findings.summary(checked.size(), valid, unread, errors, warnings));
    }
  }
}
