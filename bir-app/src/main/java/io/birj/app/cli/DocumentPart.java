package io.birj.app.cli;

import io.birj.analysis.listing.Entry;
import io.birj.analysis.listing.Listing;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.cli.text.Shown;
import io.micronaut.context.annotation.Prototype;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;

/**
 * FILE [POINTER] of the commands that work on one part of a document ({@code show}, {@code graph}):
 * the document read and listed, and the part its POINTER names handed to the command. A document
 * that does not load is exit 1, a POINTER that names nothing listed exit 2, each reported on stderr
 * under the command's name. A bean (a mixin made by the context or by {@link PlainRun}'s factory)
 * so that it is given the documents and the streams as the command would be.
 */
@Prototype
public final class DocumentPart {
  @Parameters(
      index = "0",
      paramLabel = "FILE",
      converter = Input.Converter.class,
      description = "The document (-: standard input).")
  Input file;

  @Parameters(
      index = "1",
      arity = "0..1",
      paramLabel = "POINTER",
      description = "A JSON Pointer to the part (without it, the default the text above says).")
  String pointer;

  @Inject Provider<Documents> documents;
  @Inject Provider<StdStreams> streams;

  /** What a command does with the part: its exit code. */
  @FunctionalInterface
  interface Work {
    int on(Entry part, PrintWriter out, PrintWriter err) throws IOException;
  }

  /** Reads the document, finds the part and runs {@code work} on it; the exit code. */
  int run(CommandSpec spec, boolean quiet, Work work) throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Module m;
    try {
      m = DocumentInput.read(documents.get(), file, streams.get(), quiet, err);
    } catch (DocumentInput.BadDocument printed) {
      return ExitCodes.INVALID;
    }
    Entry part;
    try {
      part = Listing.find(Listing.of(m), pointer == null ? "" : pointer);
    } catch (Listing.NotListed e) {
      err.println("bir " + spec.name() + ": " + Shown.of(e.getMessage(), Shown.MESSAGE));
      return ExitCodes.USAGE_OR_IO;
    }
    return work.on(part, out, err);
  }
}
