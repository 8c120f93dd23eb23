package io.birj.app.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    addMethodSubcommands = false,
    description = {
      "Prints a shell script that completes bir's commands, options and file arguments."
          + " One script serves bash and zsh (in zsh it loads bashcompinit).",
      "",
      "Examples:",
      "  source <(bir completion)            # bash, this shell",
      "  bir completion > ~/.local/share/bash-completion/completions/bir",
      "  source <(bir completion zsh)        # zsh, e.g. in ~/.zshrc"
    })
public final class CompletionCommand implements Callable<Integer> {
  /** The shells the script is for. */
  enum Shell {
    bash,
    zsh
  }

  @Spec CommandSpec spec;

  @Parameters(
      arity = "0..1",
      paramLabel = "bash|zsh",
      defaultValue = "bash",
      description = "The shell (default: ${DEFAULT-VALUE}; the script is the same for both).")
  Shell shell;

  @Override
  public Integer call() {
    // Generated from the command tree itself, so a new command or option completes at once.
    String script = AutoComplete.bash("bir", spec.root().commandLine());
    spec.commandLine().getOut().print(script);
    return ExitCodes.OK;
  }
}
