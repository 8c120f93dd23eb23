package io.birj.app.cli;

import io.birj.api.format.DocumentFormat;
import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.birj.writer.OutputFile;
import java.io.IOException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Where and how a command that writes one document writes it ({@code convert}, {@code redact}):
 * {@code -o OUT}, replaced atomically, or else standard output, written whole or not at all ({@link
 * DocumentOutput}); {@code --format}, an encoding one of the installed codecs writes.
 */
final class WrittenDocument {
  @Mixin OutputOption output;

  @Option(
      names = "--format",
      paramLabel = "json|cbor",
      defaultValue = "json",
      description = "The encoding to write (default: json; cbor writes the CBOR twin).")
  String format;

  /** The encoding {@code --format} names; a usage error (exit 2) when no codec writes it. */
  DocumentFormat encoding(Documents docs, CommandSpec spec) {
    try {
      return docs.formats().byName(format);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /** Writes the document: to OUT atomically, or to standard output whole or not at all. */
  void write(OutputFile.Content content, StdStreams std) throws IOException {
    if (output.file != null) {
      OutputFile.write(output.file, content);
    } else {
      std.out().flush();
      DocumentOutput.write(content, std.stdout());
    }
  }

  /** OUT as a summary line shows it, or {@code null} when the document went to standard output. */
  String shownOutput() {
    return output.shown();
  }
}
