package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's excerpts of output are the commands' real output: each fenced block after a line
 * {@code <!-- output of: ./bir ARGS -->} must be what {@code bir ARGS} prints on standard output
 * now, with exit 0 (arguments split at spaces; paths relative to the repository's root), or with
 * exit N after {@code <!-- output of (exit N): ./bir ARGS -->}.
 */
class ReadmeOutputTest {
  /** The prefix the test's paths have and the README's do not (they are run from the root). */
  private static String readmeRoot() {
    return Path.of("..").toString() + "/";
  }

  private static final Pattern EXCERPT =
      Pattern.compile(
          "<!-- output of(?: \\(exit (\\d+)\\))?: \\./bir ([^\\n]*?) -->\\n```[a-z]*\\n(.*?)```",
          Pattern.DOTALL);

  @Test
  void everyOutputExcerptIsWhatItsCommandPrints() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"));
    Matcher m = EXCERPT.matcher(readme);
    int checked = 0;
    while (m.find()) {
      List<String> args = new ArrayList<>();
      int exit = m.group(1) == null ? ExitCodes.OK : Integer.parseInt(m.group(1));
      String command = m.group(2);
      for (String a : command.trim().split(" +")) {
        args.add(Files.exists(Path.of("..", a)) ? Path.of("..", a).toString() : a);
      }
      CliHarness.Result r = CliHarness.run(args.toArray(String[]::new));
      assertEquals(exit, r.exitCode(), command + ": " + r.err());
      String shown = m.group(3);
      assertEquals(
          shown, r.out().replace(readmeRoot(), ""), "README.md's output of ./bir " + command);
      checked++;
    }
    assertTrue(
        checked >= 3,
        "README.md has " + checked + " output excerpts; check, show and graph have one each");
  }
}
