package io.birj.app.cli;

import java.nio.file.Path;
import picocli.CommandLine.Command;
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
      ConvertCommand.class,
      RoundtripCommand.class,
      StatsCommand.class,
      DiffCommand.class,
      ExprCommand.class,
      CodecsCommand.class,
      ServeCommand.class
    },
    footer = {
      "",
      "Exit codes: 0 success; 1 invalid document, documents differ or operation refused;"
          + " 2 usage or I/O error.",
      "JVM flags go in JAVA_OPTS, e.g. JAVA_OPTS=-Xmx8g ./bir validate big.json"
    })
public final class BirCommand implements Runnable {
  /** The option that names the plugins directory (read before the context starts). */
  public static final String PLUGINS_OPTION = "--plugins";

  @Spec CommandSpec spec;

  @Option(
      names = PLUGINS_OPTION,
      paramLabel = "DIR",
      scope = ScopeType.INHERIT,
      description =
          "Directory of vendor jars (codecs, expression kinds, opcode providers) to load"
              + " (default: plugins/ next to ./bir).")
  Path plugins;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
