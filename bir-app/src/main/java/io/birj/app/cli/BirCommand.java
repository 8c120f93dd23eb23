package io.birj.app.cli;

import io.birj.cli.exit.Failure;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/** {@code bir}: the root command; every job is a subcommand. */
@Command(
    name = "bir",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Reads, checks, converts and writes BIR-JSON (the Neuron compiler's backend IR).",
    subcommands = {
      DemoCommand.class,
      ValidateCommand.class,
      CheckCommand.class,
      ConvertCommand.class,
      RoundtripCommand.class,
      StatsCommand.class,
      DiffCommand.class,
      QueryCommand.class,
      ExportCommand.class,
      ExprCommand.class,
      CodecsCommand.class,
      SynthCommand.class,
      RedactCommand.class,
      ReduceCommand.class,
      ServeCommand.class,
      ExploreCommand.class,
      ShowCommand.class,
      GraphCommand.class,
      CompletionCommand.class,
      ExplainCommand.class,
      HelpCommand.class
    },
    footer = {
      "",
      "A document argument of - reads standard input.",
      ExitCodes.SUMMARY,
      "JVM flags go in JAVA_OPTS, e.g. JAVA_OPTS=-Xmx8g ./bir validate big.json",
      "Shell completion: source <(./bir completion)   (bash; zsh: ./bir completion zsh)"
    })
public final class BirCommand implements Runnable {
  /** The option that names the plugins directory (read before the context starts). */
  public static final String PLUGINS_OPTION = "--plugins";

  static final String PLUGINS_DESCRIPTION =
      "Directory of vendor jars (codecs, expression kinds, opcode providers) to load"
          + " (default: the plugins directory beside the bir launcher).";
  static final String DEBUG_DESCRIPTION =
      "On an internal error, print the stack trace (also: BIR_DEBUG=1).";

  @Spec CommandSpec spec;

  @Option(
      names = PLUGINS_OPTION,
      paramLabel = "DIR",
      scope = ScopeType.INHERIT,
      description = PLUGINS_DESCRIPTION)
  Path plugins;

  // Read from the command line before picocli parses it (BirApp), so that a failure while
  // parsing or starting up shows its stack trace too; declared here so that picocli accepts it.
  @Option(names = Failure.DEBUG_OPTION, scope = ScopeType.INHERIT, description = DEBUG_DESCRIPTION)
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
