package io.birj.app.cli;

import picocli.CommandLine.Option;

/**
 * {@code -q}/{@code --quiet}, the one spelling of "nothing on stderr but what went wrong": no
 * progress bar and no summary line. A mixin, so that every command that draws either says it the
 * same way.
 */
final class QuietOption {
  @Option(
      names = {"-q", "--quiet"},
      description =
          "No progress bar or summary line on stderr (a bar is drawn only when stderr is a"
              + " terminal).")
  boolean quiet;
}
