package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.app.files.Trees;
import io.birj.app.streams.StdStreams;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Shown;
import io.birj.reduce.delta.Candidate;
import io.birj.reduce.delta.Reducer;
import io.birj.reduce.delta.Reduction;
import io.birj.writer.OutputFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

@Command(
    name = "reduce",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Shrinks FILE to the smallest document the test still finds interesting (delta debugging):"
          + " tries removing functions, queues, blocks, loops (their bodies hoisted),"
          + " instructions, dependencies, operands, allocations and keys, in chunks halved down to"
          + " single things, keeps each candidate the test accepts, and repeats until nothing more"
          + " can be removed. What refers to a removed thing is removed with it, so every"
          + " candidate reads as FILE does (its errors a subset of FILE's).",
      "The test is a shell command given each candidate's path as its last argument: exit 0"
          + " means still interesting. A test that finds FILE itself uninteresting is an error"
          + " (exit 1) before any work. OUT holds the best so far after each improvement (written"
          + " atomically), so Ctrl-C leaves it valid and interesting; without -o the result goes"
          + " to standard output at the end. Progress on standard error.",
      "",
      "Examples:",
      "  bir reduce --test 'bir validate -q' -o small.json big.json   # reduce to an invalid core",
      "  bir reduce --test './still-crashes.sh' --jobs 4 -o small.json big.json"
    })
public final class ReduceCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(
      names = "--test",
      required = true,
      paramLabel = "CMD",
      description =
          "The test (run by sh with the candidate's path appended): exit 0 = interesting.")
  String test;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description =
          "Output file, rewritten at each improvement (default: standard output at the end).")
  Path output;

  @Option(
      names = "--jobs",
      paramLabel = "N",
      description = "Candidates tried at once (default: the cores).")
  Integer jobs;

  @Mixin QuietOption stderr;

  @Mixin DocumentFile document;

  @Override
  public Integer call() throws IOException {
    OptionValues.atLeastOne(spec, "--jobs", jobs);
    int n = jobs == null ? Runtime.getRuntime().availableProcessors() : jobs;
    PrintWriter err = spec.commandLine().getErr();
    StdStreams std = document.streams.get();
    byte[] doc;
    try (InputStream in = document.file.open(std.in())) {
      doc = in.readAllBytes();
    }
    Path scratch = Files.createTempDirectory("bir-reduce");
    Thread cleanup =
        new Thread(
            () -> {
              // Ctrl-C: the candidates' threads run on while the hook does; none writes a new
              // candidate from now, and one being written is removed by a later attempt.
              closing = true;
              removeWhileWritten(scratch);
            });
    Runtime.getRuntime().addShutdownHook(cleanup);
    AtomicLong counter = new AtomicLong();
    try {
      Reducer.Options options =
          new Reducer.Options(
              n,
              line -> {
                if (!stderr.quiet) {
                  err.println("bir: reduce: " + line);
                  err.flush();
                }
              },
              best -> {
                if (output != null) {
                  try {
                    OutputFile.write(output, out -> out.write(best));
                  } catch (IOException e) {
                    throw new UncheckedIOException(e);
                  }
                }
              });
      Reduction r;
      try {
        r =
            new Reducer(document.documents.get().reader())
                .reduce(doc, c -> run(c, scratch, counter.incrementAndGet()), options);
      } catch (Reducer.NotInteresting e) {
        err.println(
            document.file.shown()
                + ": error: the test ("
                + Shown.of(test, Shown.MESSAGE)
                + ") does not"
                + " find the input interesting: nothing to reduce");
        return ExitCodes.INVALID;
      } catch (BirException e) {
        err.println(Findings.error(Display.CUT, std.errPalette(), document.file.name(), e));
        return ExitCodes.INVALID;
      }
      if (output == null) {
        std.out().flush();
        std.stdout().write(r.document());
        std.stdout().flush();
      } else if (r.kept() == 0) {
        OutputFile.write(output, out -> out.write(r.document()));
      }
      if (!stderr.quiet) {
        err.println(
            "bir: reduced "
                + document.file.shown()
                + ": "
                + r.bytesBefore()
                + " -> "
                + r.bytesAfter()
                + " bytes, "
                + r.instructionsBefore()
                + " -> "
                + r.instructionsAfter()
                + " instructions ("
                + r.tries()
                + " tries, "
                + r.kept()
                + " kept)"
                + (output == null ? "" : "; wrote " + Shown.of(output.toString(), Shown.PATH)));
      }
      return ExitCodes.OK;
    } finally {
      deleteTree(scratch);
      try {
        Runtime.getRuntime().removeShutdownHook(cleanup);
      } catch (IllegalStateException shuttingDown) {
        // the hook runs anyway
      }
    }
  }

  /** Set when the process is stopped: no candidate is written after. */
  private volatile boolean closing;

  /** Writes the candidate to its own file, runs the test on it, removes the file. */
  private boolean run(Candidate c, Path scratch, long id) {
    if (closing) {
      return false;
    }
    Path p = scratch.resolve("candidate-" + id + ".json");
    try {
      Files.write(p, c.bytes());
      Process proc =
          new ProcessBuilder("sh", "-c", test + " \"$1\"", "bir-reduce-test", p.toString())
              .redirectOutput(ProcessBuilder.Redirect.DISCARD)
              .redirectError(ProcessBuilder.Redirect.DISCARD)
              .start();
      try {
        return proc.waitFor() == 0;
      } catch (InterruptedException e) {
        proc.destroy();
        Thread.currentThread().interrupt();
        return false;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      try {
        Files.deleteIfExists(p);
      } catch (IOException ignored) {
        // the directory goes at the end
      }
    }
  }

  /**
   * Removes the scratch directory at exit, again while a candidate written as it was removed keeps
   * it (for at most a second: a candidate's thread removes its file itself once its test ends).
   */
  private static void removeWhileWritten(Path dir) {
    for (int attempt = 0; attempt < 50 && Files.exists(dir); attempt++) {
      deleteTree(dir);
      if (Files.exists(dir)) {
        try {
          Thread.sleep(20);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /** Removes the scratch directory as far as it can: at exit there is no one to tell. */
  private static void deleteTree(Path dir) {
    try {
      Trees.remove(dir);
    } catch (IOException | UncheckedIOException leftBehind) {
      // best effort
    }
  }
}
