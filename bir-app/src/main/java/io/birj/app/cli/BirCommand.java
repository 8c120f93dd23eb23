package io.birj.app.cli;

import picocli.CommandLine.Command;

/** {@code bir}: the root command; every job is a subcommand. */
@Command(
    name = "bir",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Reads, checks, converts and writes BIR-JSON (the Neuron compiler's backend IR).",
    subcommands = {CodecsCommand.class},
    footer = {
      "",
      "Exit codes: 0 success, 1 invalid document / documents differ / refused, 2 usage or I/O"
          + " error."
    })
public final class BirCommand implements Runnable {
  @picocli.CommandLine.Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
