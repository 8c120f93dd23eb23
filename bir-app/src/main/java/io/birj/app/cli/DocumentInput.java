package io.birj.app.cli;

import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.report.Findings;
import io.birj.cli.text.Display;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;

/**
 * Reading a command's input document: an unreadable file is an I/O error (exit 2), a bad document a
 * {@link BadDocument} (exit 1) already reported as {@code FILE:LINE:COL: error: ...}.
 */
final class DocumentInput {
  /** A document error that has been printed: the command exits 1. */
  static final class BadDocument extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadDocument() {
      super(null, null, false, false);
    }
  }

  private DocumentInput() {}

  static Module read(
      Documents docs, Input input, StdStreams streams, boolean quiet, PrintWriter err)
      throws IOException {
    try (InputStream in =
        Progress.reading(input.name(), input.open(streams.in()), input.size(), quiet)) {
      return docs.read(in, input.name());
    } catch (BirException e) {
      err.println(Findings.error(Display.CUT, streams.errPalette(), input.name(), e));
      throw new BadDocument();
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
