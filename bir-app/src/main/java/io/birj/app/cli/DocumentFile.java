package io.birj.app.cli;

import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import io.micronaut.context.annotation.Prototype;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import picocli.CommandLine.Parameters;

/**
 * FILE of the commands that read one document and write, reduce or compare another ({@code
 * convert}, {@code redact}, {@code reduce}, {@code roundtrip}), with what it is read by: the
 * documents and the standard streams. A bean (a mixin made by the context or by {@link PlainRun}'s
 * factory), given them as the command would be.
 */
@Prototype
public final class DocumentFile {
  @Parameters(
      paramLabel = "FILE",
      converter = Input.Converter.class,
      description = "The document (- for standard input).")
  Input file;

  @Inject Provider<Documents> documents;
  @Inject Provider<StdStreams> streams;
}
