package io.birj.app;

import io.birj.api.error.BirException;
import java.io.IOException;
import java.io.UncheckedIOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/** The exit codes of every command, in one place. */
public final class ExitCodes {
  /** The command did what was asked. */
  public static final int OK = 0;

  /** The document is invalid, the documents differ, or the operation was refused. */
  public static final int INVALID = 1;

  /** Bad usage (unknown option, missing argument) or an I/O error (missing file, no space). */
  public static final int USAGE_OR_IO = 2;

  private ExitCodes() {}

  /** Usage errors: the message and the command's usage on stderr, exit 2. */
  static final class UsageHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      CommandLine cmd = ex.getCommandLine();
      cmd.getErr().println("bir: " + ex.getMessage());
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, cmd.getErr())) {
        cmd.usage(cmd.getErr());
      }
      return USAGE_OR_IO;
    }
  }

  /**
   * What escapes a command: a document error is exit 1, an I/O error exit 2, each as one line on
   * stderr; anything else is a bug, reported with its stack trace, exit 2.
   */
  static final class ErrorHandler implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
      if (ex instanceof BirException b) {
        cmd.getErr().println("bir: error: " + b.getMessage());
        return INVALID;
      }
      if (ex instanceof IOException || ex instanceof UncheckedIOException) {
        cmd.getErr().println("bir: " + ex.getMessage());
        return USAGE_OR_IO;
      }
      cmd.getErr().println("bir: internal error: " + ex);
      ex.printStackTrace(cmd.getErr());
      return USAGE_OR_IO;
    }
  }
}
