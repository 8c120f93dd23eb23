package io.birj.app.cli;

import io.birj.cli.exit.Failure;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/**
 * The options of the root command that every command takes ({@link BirCommand}, and {@link
 * PlainRoot} when a run has no context). Each is read from the command line before picocli parses
 * it (the plugins before the context starts, {@code --debug} so that a failure while parsing or
 * starting shows its stack trace, {@code --color} for the palette); they are declared so that
 * picocli accepts them and lists them in the help.
 */
final class RootOptions {
  @Option(
      names = BirCommand.PLUGINS_OPTION,
      paramLabel = "DIR",
      scope = ScopeType.INHERIT,
      description =
          "Directory of vendor jars (codecs, expression kinds, opcode providers) to load"
              + " (default: the plugins directory beside the bir launcher).")
  Path plugins;

  @Option(
      names = Failure.DEBUG_OPTION,
      scope = ScopeType.INHERIT,
      description = "On an internal error, print the stack trace (also: BIR_DEBUG=1).")
  boolean debug;

  @Option(
      names = ColorOption.NAME,
      paramLabel = "WHEN",
      scope = ScopeType.INHERIT,
      converter = ColorOption.Converter.class,
      description = ColorOption.DESCRIPTION)
  io.birj.cli.text.Palette.When color;
}
