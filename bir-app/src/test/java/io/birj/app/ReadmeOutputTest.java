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
 * now (arguments split at spaces; paths relative to the repository's root).
 */
class ReadmeOutputTest {
  private static final Pattern EXCERPT =
      Pattern.compile(
          "<!-- output of: \\./bir ([^\\n]*?) -->\\n```[a-z]*\\n(.*?)```", Pattern.DOTALL);

  @Test
  void everyOutputExcerptIsWhatItsCommandPrints() throws IOException {
    String readme = Files.readString(Path.of("..", "README.md"));
    Matcher m = EXCERPT.matcher(readme);
    int checked = 0;
    while (m.find()) {
      List<String> args = new ArrayList<>();
      for (String a : m.group(1).trim().split(" +")) {
        args.add(Files.exists(Path.of("..", a)) ? Path.of("..", a).toString() : a);
      }
      CliHarness.Result r = CliHarness.run(args.toArray(String[]::new));
      assertEquals(ExitCodes.OK, r.exitCode(), m.group(1) + ": " + r.err());
      assertEquals(m.group(2), r.out(), "README.md's output of ./bir " + m.group(1));
      checked++;
    }
    assertTrue(
        checked >= 2,
        "README.md has " + checked + " output excerpts; show and graph have one each");
  }
}
