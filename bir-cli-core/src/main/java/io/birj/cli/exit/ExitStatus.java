package io.birj.cli.exit;

/**
 * The exit codes of {@code bir} and {@code bir-tool}, defined here only (the README's exit-code
 * table and each command's help say the same). A signal ends the process with 128 + its number, as
 * usual: 130 for SIGINT (Ctrl-C), 143 for SIGTERM.
 *
 * <p>A command names the codes through a class of its own that extends this one and adds its help's
 * summary ({@link #SUMMARY_HEAD} + what exit 1 means for its jobs + {@link #SUMMARY_TAIL}; a
 * command set that checks puts {@link #SUMMARY_UNDECIDED} between {@link #SUMMARY_USAGE} and {@link
 * #SUMMARY_END} instead), so that the numbers are never written twice.
 */
public class ExitStatus {
  /** The command did what was asked. */
  public static final int OK = 0;

  /** A document is invalid, the documents differ, or the operation was refused. */
  public static final int INVALID = 1;

  /**
   * Bad usage (unknown option or command, missing argument, bad value) or an I/O error (missing
   * file, no space, a closed pipe on standard output).
   */
  public static final int USAGE_OR_IO = 2;

  /**
   * A check found nothing but could not model everything that decides its verdict ({@code bir
   * check}: an access at a runtime address, a loop it could not unroll): neither clean nor
   * findings.
   */
  public static final int UNDECIDED = 3;

  /** A defect in birj (EX_SOFTWARE): an exception nobody expected; never the input's fault. */
  public static final int INTERNAL = 70;

  /** The Java heap (or another memory pool) ran out (EX_OSERR: a system resource ran out). */
  public static final int OUT_OF_MEMORY = 71;

  /** The help's summary of the codes, up to what exit 1 means. */
  public static final String SUMMARY_HEAD = "Exit codes: 0 success; 1 ";

  /** The help's summary of exit 2, after what exit 1 means. */
  public static final String SUMMARY_USAGE = "; 2 usage or I/O error";

  /**
   * The help's summary of exit 3, after {@link #SUMMARY_USAGE}, for the commands that check (its
   * place is between {@link #SUMMARY_USAGE} and {@link #SUMMARY_END}).
   */
  public static final String SUMMARY_UNDECIDED =
      "; 3 undecided (check: nothing found, but a place not modelled)";

  /** The help's summary of the codes after 2 (and 3). */
  public static final String SUMMARY_END =
      "; 70 internal error (a bug in birj); 71 out of memory; 130/143 interrupted"
          + " (SIGINT/SIGTERM).";

  /** The help's summary of the codes, after what exit 1 means (no exit 3). */
  public static final String SUMMARY_TAIL = SUMMARY_USAGE + SUMMARY_END;

  /** For a command's own class of names for the codes (see above); never made. */
  protected ExitStatus() {}
}
