package io.birj.app;

import io.birj.app.cli.Failures;
import io.birj.app.cli.Shown;
import java.io.IOException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * The exit codes of every command, in one place (the README's "Exit codes" table and the help
 * footer say the same). A signal ends the process with 128 + its number, as usual: 130 for SIGINT
 * (Ctrl-C), 143 for SIGTERM.
 */
public final class ExitCodes {
  /** The command did what was asked. */
  public static final int OK = 0;

  /** The document is invalid, the documents differ, or the operation was refused. */
  public static final int INVALID = 1;

  /**
   * Bad usage (unknown option or command, missing argument) or an I/O error (missing file, no
   * space, a closed pipe on standard output).
   */
  public static final int USAGE_OR_IO = 2;

  /** A defect in birj (EX_SOFTWARE): an exception nobody expected; never the input's fault. */
  public static final int INTERNAL = 70;

  /** The Java heap (or another memory pool) ran out (EX_OSERR: a system resource ran out). */
  public static final int OUT_OF_MEMORY = 71;

  /** The help footer's summary of the codes above. */
  public static final String SUMMARY =
      "Exit codes: 0 success; 1 invalid document, documents differ or operation refused;"
          + " 2 usage or I/O error; 70 internal error (a bug in birj); 71 out of memory;"
          + " 130/143 interrupted (SIGINT/SIGTERM).";

  private ExitCodes() {}

  /** Usage errors: the message and the command's usage on stderr, exit 2. */
  static final class UsageHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
      CommandLine cmd = ex.getCommandLine();
      cmd.getErr().println("bir: " + Shown.of(ex.getMessage(), Shown.MESSAGE));
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(ex, cmd.getErr())) {
        cmd.usage(cmd.getErr());
      }
      return USAGE_OR_IO;
    }
  }

  /** What escapes a command: classified and reported by {@link Failures}. */
  static final class ErrorHandler implements IExecutionExceptionHandler {
    private final boolean debug;

    ErrorHandler(boolean debug) {
      this.debug = debug;
    }

    @Override
    public int handleExecutionException(Exception ex, CommandLine cmd, ParseResult parsed) {
      return Failures.report(ex, cmd.getErr(), debug);
    }
  }

  /**
   * Why an I/O error happened, without the file's name ({@code no such file}), as the system said
   * it: escape it for a human-readable line.
   */
  public static String reason(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException) {
      return "no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return f.getReason();
    }
    return String.valueOf(e.getMessage());
  }

  /** An I/O error as a person reads it: NoSuchFileException's message is only the path. */
  public static String describe(IOException e) {
    if (e instanceof java.nio.file.NoSuchFileException n) {
      return Shown.of(n.getFile(), Shown.PATH) + ": no such file";
    }
    if (e instanceof java.nio.file.AccessDeniedException a) {
      return Shown.of(a.getFile(), Shown.PATH) + ": permission denied";
    }
    if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
      return (f.getFile() == null ? "" : Shown.of(f.getFile(), Shown.PATH) + ": ")
          + Shown.of(f.getReason(), Shown.MESSAGE);
    }
    return Shown.of(String.valueOf(e.getMessage()), Shown.MESSAGE);
  }
}
