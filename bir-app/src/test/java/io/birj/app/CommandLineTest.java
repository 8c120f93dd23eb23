package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.BirCommand;
import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Help, version, completion and unknown commands. */
class CommandLineTest {
  @TempDir Path dir;

  /** The subcommands, as picocli sees the annotations (no context needed). */
  private static List<String> subcommands() {
    return new CommandLine(BirCommand.class, CommandLine.defaultFactory())
        .getSubcommands().keySet().stream().toList();
  }

  /** The version the build says (the parent's version in the module's pom). */
  private static String buildVersion() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"));
    Matcher m =
        Pattern.compile("<parent>.*?<version>([^<]+)</version>", Pattern.DOTALL).matcher(pom);
    assertTrue(m.find(), "a parent version in bir-app/pom.xml");
    return m.group(1);
  }

  @Test
  void version_comes_from_the_build() throws IOException {
    CliHarness.Result r = CliHarness.run("--version");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertEquals("bir " + buildVersion(), r.out().lines().findFirst().orElseThrow());
  }

  @Test
  void every_subcommand_answers_version() throws IOException {
    String expected = "bir " + buildVersion();
    for (String sub : subcommands()) {
      if (sub.equals("help")) {
        continue; // picocli's help command has no options of its own but -h
      }
      CliHarness.Result r = CliHarness.run(sub, "--version");
      assertEquals(ExitCodes.OK, r.exitCode(), sub + ": " + r.err());
      assertEquals(expected, r.out().lines().findFirst().orElse(""), sub);
    }
  }

  @Test
  void an_unknown_command_with_help_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("nosuch", "--help");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
    assertTrue(r.err().contains("nosuch"), r.err());
    assertFalse(r.out().contains("Usage: bir"), "no help on stdout: " + r.out());
  }

  @Test
  void an_unknown_word_after_a_command_with_help_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("codecs", "extra", "--help");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
  }

  @Test
  void help_of_a_known_command_still_works_exit_0() {
    CliHarness.Result r = CliHarness.run("validate", "--help");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Usage: bir validate"), r.out());
  }

  @Test
  void help_command_prints_the_top_help() {
    CliHarness.Result r = CliHarness.run("help");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Usage: bir"), r.out());
    assertTrue(r.out().contains("completion"), r.out());
  }

  @Test
  void help_command_prints_a_commands_help() {
    CliHarness.Result r = CliHarness.run("help", "convert");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("Usage: bir convert"), r.out());
  }

  @Test
  void help_of_an_unknown_command_is_a_usage_error_exit_2() {
    CliHarness.Result r = CliHarness.run("help", "nosuch");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode(), r.out() + r.err());
  }

  @Test
  void the_top_help_documents_every_exit_code() {
    CliHarness.Result r = CliHarness.run("--help");
    for (String code :
        List.of(
            "0 success",
            "1 invalid",
            "2 usage",
            "3 undecided",
            "70 internal",
            "71 out of memory")) {
      assertTrue(r.out().replaceAll("\\s+", " ").contains(code), code + " in\n" + r.out());
    }
  }

  @Test
  void the_readme_documents_every_exit_code() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"));
    for (int code :
        new int[] {
          ExitCodes.OK,
          ExitCodes.INVALID,
          ExitCodes.USAGE_OR_IO,
          ExitCodes.UNDECIDED,
          ExitCodes.INTERNAL,
          ExitCodes.OUT_OF_MEMORY,
          130,
          143
        }) {
      assertTrue(readme.contains("| **" + code + "** |"), "exit code " + code + " in README.md");
    }
  }

  @Test
  void indent_of_expr_is_bounded_exit_2() {
    CliHarness.Result r = CliHarness.run("expr", "--indent", "2147483647", "i * 4");
    assertEquals(ExitCodes.USAGE_OR_IO, r.exitCode());
    assertTrue(r.err().contains("--indent must be 0..64"), r.err());
    assertEquals(ExitCodes.OK, CliHarness.run("expr", "--indent", "64", "i * 4").exitCode());
  }

  @Test
  void completion_prints_a_script_for_every_command() {
    CliHarness.Result r = CliHarness.run("completion");
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("complete -F _complete_bir"), r.out());
    for (String sub : subcommands()) {
      assertTrue(r.out().contains(sub), sub);
    }
  }

  @Test
  void completion_for_zsh_is_the_same_script() {
    assertEquals(CliHarness.run("completion").out(), CliHarness.run("completion", "zsh").out());
  }

  @Test
  void completion_for_another_shell_is_a_usage_error_exit_2() {
    assertEquals(ExitCodes.USAGE_OR_IO, CliHarness.run("completion", "fish").exitCode());
  }

  /** Sources the script in bash and asks it to complete {@code words}. */
  private String complete(String... words) throws IOException, InterruptedException {
    Path script = Files.writeString(dir.resolve("bir.bash"), CliHarness.run("completion").out());
    String line = "bir " + String.join(" ", words);
    String driver =
        "source "
            + script
            + "\nCOMP_LINE='"
            + line
            + "'; COMP_POINT=${#COMP_LINE}; COMP_WORDS=(bir "
            + String.join(" ", words)
            + "); COMP_CWORD="
            + words.length
            + "\n_complete_bir\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n";
    // Outside a real completion, bash's compopt complains on stderr: only the replies count.
    Process p =
        new ProcessBuilder("bash", "-c", driver)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), out);
    return out;
  }

  @Test
  void bash_completes_a_command_name_from_the_script() throws Exception {
    List<String> replies = complete("val").lines().toList();
    assertEquals(List.of("validate"), replies);
  }

  @Test
  void bash_completes_an_option_of_a_command_from_the_script() throws Exception {
    List<String> replies = complete("convert", "--ind").lines().toList();
    assertEquals(List.of("--indent"), replies);
  }
}
