package io.birj.app.cli;

import io.birj.cli.text.Shown;
import io.birj.writer.OutputFile;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * {@code -o OUT}: the file a command writes its one output to, replaced atomically ({@link
 * OutputFile}), or else standard output. A mixin, so that every command that writes one file says
 * it the same way.
 */
final class OutputOption {
  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Output file, replaced atomically (default: standard output).")
  Path file;

  /** OUT as a summary line shows it, or {@code null} when the output is standard output. */
  String shown() {
    return file == null ? null : Shown.of(file.toString(), Shown.PATH);
  }
}
