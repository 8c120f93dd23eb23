package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The help of every command keeps the words of its options whole: picocli wraps a description at
 * the break opportunities of a line, which include the middle of {@code ./bir} ({@code . /bir}) and
 * of a dotted setting name, so a description is worded so that none falls at a wrap.
 */
class HelpWrappingTest {
  @Test
  void noWordOfAnOptionDescriptionIsBrokenAcrossLinesInAnyCommandsHelp() {
    List<String> broken = new ArrayList<>();
    check(new CommandLine(new BirCommand(), new NoInjection()), broken);
    assertEquals(List.of(), broken);
  }

  private static void check(CommandLine cl, List<String> broken) {
    String usage = cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
    // A description wrapped onto the next line goes on after the line's indentation.
    String joined = usage.replaceAll("\\s*\\n\\s+", " ");
    for (OptionSpec o : cl.getCommandSpec().options()) {
      for (String line : o.description()) {
        for (String word : line.split("\\s+")) {
          if (!word.isEmpty() && !word.contains("${") && !joined.contains(word)) {
            broken.add(cl.getCommandSpec().qualifiedName() + " " + o.longestName() + ": " + word);
          }
        }
      }
    }
    for (String footer : cl.getCommandSpec().usageMessage().footer()) {
      if (!footer.isEmpty()
          && !usage.replaceAll("\\s+", " ").contains(footer.replaceAll("\\s+", " "))) {
        broken.add(cl.getCommandSpec().qualifiedName() + " footer: " + footer);
      }
    }
    for (Map.Entry<String, CommandLine> sub : cl.getSubcommands().entrySet()) {
      if (sub.getValue().getParent() == cl) {
        check(sub.getValue(), broken);
      }
    }
  }

  /** Commands made without their injected beans: only their annotations are read. */
  private static final class NoInjection implements CommandLine.IFactory {
    @Override
    public <K> K create(Class<K> cls) throws Exception {
      return CommandLine.defaultFactory().create(cls);
    }
  }
}
