package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.sql.Batch;
import io.birj.app.streams.StdStreams;
import io.birj.cli.exit.IoErrors;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import io.birj.cli.text.Palette;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** The inputs of {@code query} and {@code export} as sources of a batch, and their failures. */
final class TableSources {
  private TableSources() {}

  static List<Batch.Source> of(List<Input> inputs, Documents docs, StdStreams streams) {
    List<Batch.Source> sources = new ArrayList<>(inputs.size());
    for (Input in : inputs) {
      sources.add(
          new Batch.Source() {
            @Override
            public String name() {
              return in.name();
            }

            @Override
            public Module read() throws IOException {
              if (!in.isStdin()) {
                in.requireRegularFile();
              }
              try (InputStream s = in.open(streams.in())) {
                return docs.read(s, in.name());
              }
            }
          });
    }
    return sources;
  }

  /**
   * Prints each document that did not load as {@code validate} prints an error (or an I/O error
   * line), coloured by {@code errPalette} (stderr's, as {@code --color} decides it for that
   * stream); returns the exit code they make: 2 when one could not be read, else 1, else 0.
   */
  static int report(List<Batch.Failed> failed, PrintWriter err, Palette errPalette) {
    int code = ExitCodes.OK;
    for (Batch.Failed f : failed) {
      if (f.error() instanceof BirException e) {
        err.println(Findings.error(Display.CUT, errPalette, f.name(), e));
        code = Math.max(code, ExitCodes.INVALID);
      } else {
        err.println("bir: " + IoErrors.describe((IOException) f.error(), Display.CUT));
        code = ExitCodes.USAGE_OR_IO;
      }
    }
    return code;
  }

  /**
   * Says a failure of the database ({@link SQLException}) or of a batch (its sink, the database or
   * a file being written) as {@code bir COMMAND: ...}, and returns its exit code, 2; a batch's I/O
   * error is thrown on, to be reported as every I/O error is.
   */
  static int failed(String command, Exception e, PrintWriter err) throws IOException {
    if (e instanceof Batch.BatchFailure && e.getCause() instanceof IOException io) {
      throw io;
    }
    String said = e instanceof SQLException ? Batch.DATABASE_FAILED : "";
    err.println(
        "bir: " + command + ": " + said + Shown.of(String.valueOf(e.getMessage()), Shown.MESSAGE));
    return ExitCodes.USAGE_OR_IO;
  }
}
