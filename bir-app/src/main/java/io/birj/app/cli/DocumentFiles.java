package io.birj.app.cli;

import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.micronaut.context.annotation.Prototype;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.util.List;
import picocli.CommandLine.Parameters;

/**
 * FILE... of the commands that read several documents ({@code validate}, {@code check}, {@code
 * stats}, {@code export}), with what they are read by: the documents and the standard streams. A
 * bean (a mixin made by the context or by {@link PlainRun}'s factory), given them as the command
 * would be.
 */
@Prototype
public final class DocumentFiles {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      converter = Input.Converter.class,
      description =
          "BIR-JSON documents (or their CBOR twins); "
              + Input.DIRECTORY
              + ", - for standard input.")
  List<Input> files;

  @Inject Provider<Documents> documents;
  @Inject Provider<StdStreams> streams;

  /**
   * The documents the arguments stand for, each directory by the files under it; when that is none,
   * the empty list, and {@code err} has said so.
   */
  List<Input> expanded(PrintWriter err) throws IOException {
    List<Input> inputs = Input.expand(files);
    if (inputs.isEmpty()) {
      err.println(Input.noDocuments(files));
    }
    return inputs;
  }

  /** Whether the arguments name one document: one file, or standard input, not a directory. */
  boolean single() {
    return files.size() == 1 && (files.get(0).isStdin() || !Files.isDirectory(files.get(0).path()));
  }
}
