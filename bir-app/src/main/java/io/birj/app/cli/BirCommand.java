package io.birj.app.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code bir}: the root command; every job is a subcommand. */
@Command(
    name = "bir",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
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

  @Spec CommandSpec spec;

  @Mixin RootOptions options;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
