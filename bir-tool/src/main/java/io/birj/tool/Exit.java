package io.birj.tool;

import io.birj.cli.exit.ExitStatus;

/**
 * The exit codes, {@link ExitStatus}'s, the same as the {@code bir} command's (README, "As a
 * command"); and the help's summary of them, and where the image's JVM takes options.
 */
final class Exit extends ExitStatus {
  /** The help's summary of the codes. */
  static final String SUMMARY =
      SUMMARY_HEAD + "invalid document or operation refused" + SUMMARY_TAIL;

  /** Where the java launcher (and so the image's bin/bir-tool) takes JVM options. */
  static final String VM_OPTIONS_ENV = "JDK_JAVA_OPTIONS";

  private Exit() {}
}
