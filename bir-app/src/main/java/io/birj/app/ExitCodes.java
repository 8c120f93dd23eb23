package io.birj.app;

import io.birj.api.error.BirException;
import io.birj.pelican.PelicanException;
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
   * What escapes a command (looking through wrappers such as a bean that failed to build): a
   * document or expression error is exit 1, an I/O error exit 2, each as one line on stderr;
   * anything else is a bug, reported with its stack trace, exit 2.
   */
  static final class ErrorHandler implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
      for (Throwable t = ex; t != null; t = t.getCause()) {
        if (t instanceof BirException b) {
          cmd.getErr().println("bir: error: " + b.getMessage());
          return INVALID;
        }
        if (t instanceof PelicanException p) {
          cmd.getErr().println("bir: error: " + p.getMessage());
          return INVALID;
        }
        if (t instanceof UncheckedIOException u) {
          cmd.getErr().println("bir: " + describe(u.getCause()));
          return USAGE_OR_IO;
        }
        if (t instanceof IOException io) {
          cmd.getErr().println("bir: " + describe(io));
          return USAGE_OR_IO;
        }
      }
      cmd.getErr().println("bir: internal error: " + ex);
      ex.printStackTrace(cmd.getErr());
      return USAGE_OR_IO;
    }
  }

  /** An I/O error as a person reads it: NoSuchFileException's message is only the path. */
  public static String describe(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException n) {
      return n.getFile() + ": no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException a) {
      return a.getFile() + ": permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getFile() + ": " + f.getReason();
    }
    return String.valueOf(e.getMessage());
  }
}
