package io.birj.app.cli;

import picocli.CommandLine.Option;

/** {@code --quiet}, shared by the commands that can show progress. */
final class ProgressOptions {
  @Option(
      names = {"-q", "--quiet"},
      description = "No progress bar (one is drawn on stderr only when it is a terminal).")
  boolean quiet;
}
