package io.birj.app.cli;

import io.birj.api.error.Spelling;
import io.birj.cli.exit.ExitStatus;
import io.birj.cli.text.Shown;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The handlers picocli calls when a command line is wrong or a command throws. */
public final class Handlers {
  private Handlers() {}

  /**
   * Usage errors: the message and the command's usage on stderr, exit 2. A word not understood
   * within a typo of a command or an option is named with the one it is near.
   */
  public static final class UsageHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      CommandLine cmd = ex.getCommandLine();
      if (ex instanceof CommandLine.UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
        String guess = didYouMean(cmd, u.getUnmatched().get(0));
        if (guess != null) {
          cmd.getErr().println("bir: " + guess);
          cmd.getErr()
              .println("Run '" + cmd.getCommandSpec().qualifiedName() + " --help' for usage.");
          return ExitStatus.USAGE_OR_IO;
        }
      }
      cmd.getErr().println("bir: " + Shown.of(ex.getMessage(), Shown.MESSAGE));
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, cmd.getErr())) {
        cmd.usage(cmd.getErr());
      }
      return ExitStatus.USAGE_OR_IO;
    }
  }

  /**
   * {@code unknown command 'valdate'; did you mean 'validate'?} (or the same of an option), when
   * the word is a likely typo of one ({@link Spelling#nearest}); null otherwise.
   */
  static String didYouMean(CommandLine cmd, String word) {
    if (word.startsWith("-")) {
      String name = word.contains("=") ? word.substring(0, word.indexOf('=')) : word;
      List<String> options = new ArrayList<>();
      cmd.getCommandSpec().options().forEach(o -> options.addAll(List.of(o.names())));
      String near = Spelling.nearest(name, options);
      return near == null
          ? null
          : "unknown option '" + Shown.of(name, Shown.NAME) + "'; did you mean '" + near + "'?";
    }
    if (cmd.getSubcommands().isEmpty()) {
      return null;
    }
    String near = Spelling.nearest(word, cmd.getSubcommands().keySet());
    return "unknown command '"
        + Shown.of(word, Shown.NAME)
        + "'"
        + (near == null
            ? " (the commands: " + String.join(", ", cmd.getSubcommands().keySet()) + ")"
            : "; did you mean '" + near + "'?");
  }

  /** What escapes a command: classified and reported by {@link Failures}. */
  public static final class ErrorHandler implements IExecutionExceptionHandler {
    private final boolean debug;

    public ErrorHandler(boolean debug) {
      this.debug = debug;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
      return Failures.report(ex, cmd.getErr(), debug);
    }
  }
}
