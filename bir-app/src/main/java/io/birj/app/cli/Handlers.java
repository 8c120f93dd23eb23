package io.birj.app.cli;

import io.birj.cli.exit.ExitStatus;
import io.birj.cli.text.Shown;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The handlers picocli calls when a command line is wrong or a command throws. */
public final class Handlers {
  private Handlers() {}

  /** Usage errors: the message and the command's usage on stderr, exit 2. */
  public static final class UsageHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      CommandLine cmd = ex.getCommandLine();
      cmd.getErr().println("bir: " + Shown.of(ex.getMessage(), Shown.MESSAGE));
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, cmd.getErr())) {
        cmd.usage(cmd.getErr());
      }
      return ExitStatus.USAGE_OR_IO;
    }
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
