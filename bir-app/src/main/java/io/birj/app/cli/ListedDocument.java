package io.birj.app.cli;

import io.birj.analysis.listing.Entry;
import io.birj.analysis.listing.Listing;
import io.birj.analysis.listing.ModuleEntry;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.text.Shown;
import java.io.IOException;
import java.io.PrintWriter;

/**
 * What {@code bir show} and {@code bir graph} start from: the document read and listed, and the
 * entry its POINTER names. A document that does not load is exit 1, a POINTER that names nothing
 * listed exit 2, each already reported on stderr.
 */
record ListedDocument(ModuleEntry listing, Entry entry) {
  /** A failure already printed: the command exits with {@code code}. */
  static final class Failed extends Exception {
    private static final long serialVersionUID = 1L;

    final int code;

    Failed(int code) {
      super(null, null, false, false);
      this.code = code;
    }
  }

  static ListedDocument read(
      Documents docs,
      Input input,
      String pointer,
      StdStreams streams,
      boolean quiet,
      String command,
      PrintWriter err)
      throws IOException, Failed {
    Module m;
    try {
      m = DocumentInput.read(docs, input, streams, quiet, err);
    } catch (DocumentInput.BadDocument printed) {
      throw new Failed(ExitCodes.INVALID);
    }
    ModuleEntry listing = Listing.of(m);
    try {
      return new ListedDocument(listing, Listing.find(listing, pointer == null ? "" : pointer));
    } catch (Listing.NotListed e) {
      err.println("bir " + command + ": " + Shown.of(e.getMessage(), Shown.MESSAGE));
      throw new Failed(ExitCodes.USAGE_OR_IO);
    }
  }
}
