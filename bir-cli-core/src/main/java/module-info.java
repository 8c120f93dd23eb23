/**
 * The command-line core that the {@code bir} command (bir-app) and {@code bir-tool} share, so that
 * the two keep one promise (README, "As a command"): the exit codes ({@code io.birj.cli.exit}), the
 * one-line messages of what ends a run early and of I/O errors (also {@code io.birj.cli.exit}),
 * checked standard streams ({@code io.birj.cli.output}), the finding line and the name of standard
 * input ({@code io.birj.cli.report}), and how a string from a document or the user is made safe for
 * a human-readable line ({@code io.birj.cli.text}). Plain Java: no Micronaut, no picocli, no
 * reflection, so that bir-tool's {@code jlink} image holds it.
 */
module io.birj.cli {
  requires transitive io.birj.api;

  exports io.birj.cli.exit;
  exports io.birj.cli.output;
  exports io.birj.cli.report;
  exports io.birj.cli.text;
}
