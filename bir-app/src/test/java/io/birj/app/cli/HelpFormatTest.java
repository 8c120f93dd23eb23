package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.CliHarness;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import picocli.AutoComplete;
import picocli.CommandLine;

/**
 * Picocli formats every description line with {@code String.format}: a bare {@code %} is a format
 * specifier ({@code %%} prints one), and a line it cannot format is printed raw after a {@code
 * [picocli WARN]} line on stderr. The help of the root and of every command under it (the whole
 * tree, so a command added later is covered too) prints with no such warning and shows what its
 * descriptions mean to say. Picocli's warnings go to {@code System.err} at the level of the {@code
 * picocli.trace} property (WARN when unset); the tests capture that stream with the level pinned.
 */
class HelpFormatTest {
  private static final String TRACE = "picocli.trace";

  @Test
  void everyCommandsHelpPrintsWithoutAPicocliWarning() {
    for (List<String> command : commands()) {
      List<String> args = new ArrayList<>(command);
      args.add("--help");
      Traced<CliHarness.Result> r = traced(() -> CliHarness.run(args.toArray(String[]::new)));
      String line = "bir " + String.join(" ", args);
      assertEquals("", r.warnings(), line);
      assertEquals(0, r.value().exitCode(), line + ": " + r.value().err());
      assertEquals("", r.value().err(), line);
      String usage = ("Usage: bir " + String.join(" ", command)).strip();
      assertTrue(r.value().out().contains(usage), line + ": " + r.value().out());
    }
  }

  @Test
  void everyCommandsColouredHelpRendersWithoutAPicocliWarning() {
    // A terminal's help goes through picocli's markup as well as through the format.
    for (CommandLine cl : tree(new CommandLine(BirCommand.class))) {
      Traced<String> usage = traced(() -> cl.getUsageMessage(CommandLine.Help.Ansi.ON));
      assertEquals("", usage.warnings(), cl.getCommandSpec().qualifiedName());
    }
  }

  @Test
  void noHelpShowsAFormatEscapeOrAnUnresolvedVariable() {
    for (CommandLine cl : tree(new CommandLine(BirCommand.class))) {
      String usage = cl.getUsageMessage(CommandLine.Help.Ansi.OFF);
      String name = cl.getCommandSpec().qualifiedName();
      for (String raw : List.of("%%", "%n", "${", "@|", "|@")) {
        assertFalse(usage.contains(raw), name + " shows " + raw + ":\n" + usage);
      }
    }
  }

  @Test
  void showsHelpSaysThePercentBeforeARegister() {
    String out = CliHarness.run("show", "--help").out().replaceAll("\\s+", " ");
    assertTrue(out.contains(" @(EXPRESSION), % before a register, an immediate "), out);
  }

  @Test
  void theCompletionScriptIsMadeWithoutAPicocliWarning() {
    Traced<String> script =
        traced(() -> AutoComplete.bash("bir", new CommandLine(BirCommand.class)));
    assertEquals("", script.warnings());
    assertTrue(script.value().contains("show"), script.value());
  }

  @Test
  void theManPageIsMadeWithoutAPicocliWarning() {
    Traced<String> page =
        traced(() -> ManPage.roff(new CommandLine(BirCommand.class).getCommandSpec(), "1"));
    assertEquals("", page.warnings());
  }

  /** What {@code work} gave, and what picocli wrote to {@code System.err} meanwhile. */
  private record Traced<T>(T value, String warnings) {}

  private static <T> Traced<T> traced(Supplier<T> work) {
    PrintStream err = System.err;
    String level = System.getProperty(TRACE);
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    // Picocli's tracer takes System.err and the level afresh at each use (until code sets them).
    System.setProperty(TRACE, "WARN");
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      T value = work.get();
      return new Traced<>(value, captured.toString(StandardCharsets.UTF_8));
    } finally {
      System.setErr(err);
      if (level == null) {
        System.clearProperty(TRACE);
      } else {
        System.setProperty(TRACE, level);
      }
    }
  }

  /** The command lines of every command (its names from the root), the root's first. */
  private static List<List<String>> commands() {
    List<List<String>> out = new ArrayList<>();
    for (CommandLine cl : tree(new CommandLine(BirCommand.class))) {
      List<String> names = new ArrayList<>();
      for (CommandLine c = cl; c.getParent() != null; c = c.getParent()) {
        names.add(0, c.getCommandName());
      }
      out.add(names);
    }
    return out;
  }

  /** {@code root} and every command under it, each once (an alias is the same command). */
  private static List<CommandLine> tree(CommandLine root) {
    List<CommandLine> out = new ArrayList<>();
    out.add(root);
    for (Map.Entry<String, CommandLine> sub : root.getSubcommands().entrySet()) {
      if (sub.getKey().equals(sub.getValue().getCommandName())) {
        out.addAll(tree(sub.getValue()));
      }
    }
    return out;
  }
}
