package io.birj.app.cli;

import io.birj.cli.exit.Failure;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The root {@link BirCommand} as a run without a context sees it when the line names a command: the
 * same name and options, and only that command, which {@link PlainRun#commandLine} adds. Picocli
 * reads every subcommand's annotations when the command line is built; for a small document that
 * costs more than the work itself.
 */
@Command(name = "bir", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class PlainRoot implements Runnable {
  @Spec CommandSpec spec;

  @Option(
      names = BirCommand.PLUGINS_OPTION,
      paramLabel = "DIR",
      scope = ScopeType.INHERIT,
      description = BirCommand.PLUGINS_DESCRIPTION)
  Path plugins;

  @Option(
      names = Failure.DEBUG_OPTION,
      scope = ScopeType.INHERIT,
      description = BirCommand.DEBUG_DESCRIPTION)
  boolean debug;

  // Read before picocli parses the line (ColorOption.palette); declared so that it is accepted.
  @Option(
      names = ColorOption.NAME,
      paramLabel = "WHEN",
      scope = ScopeType.INHERIT,
      converter = ColorOption.Converter.class,
      description = ColorOption.DESCRIPTION)
  io.birj.cli.text.Palette.When color;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
