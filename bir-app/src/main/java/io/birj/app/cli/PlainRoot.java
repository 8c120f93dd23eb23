package io.birj.app.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The root {@link BirCommand} as a run without a context sees it when the line names a command: the
 * same name and options, and only that command, which {@link PlainRun#commandLine} adds. Picocli
 * reads every subcommand's annotations when the command line is built; for a small document that
 * costs more than the work itself.
 */
@Command(
    name = "bir",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    versionProvider = VersionProvider.class)
final class PlainRoot implements Runnable {
  @Spec CommandSpec spec;

  @Mixin RootOptions options;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
