package io.birj.app.cli;

import io.birj.cli.exit.ExitStatus;

/**
 * The exit codes of every {@code bir} command: {@link ExitStatus}'s, which bir-tool shares (the
 * README's "Exit codes" table and the help footer say the same), and the help footer's summary of
 * them.
 */
public final class ExitCodes extends ExitStatus {
  /** The help footer's summary of the codes. */
  public static final String SUMMARY =
      SUMMARY_HEAD
          + "invalid document, documents differ, operation refused or check findings"
          + SUMMARY_USAGE
          + SUMMARY_UNDECIDED
          + SUMMARY_END;

  private ExitCodes() {}
}
