package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** An option that several commands share is declared once, so it reads the same in each. */
class SharedOptionsTest {
  /** The description of {@code option} in every command that has it, by command. */
  private static Map<String, String> descriptions(String option) {
    Map<String, String> found = new TreeMap<>();
    List<CommandLine> todo = new ArrayList<>();
    todo.add(new CommandLine(new BirCommand(), CommandLine.defaultFactory()));
    while (!todo.isEmpty()) {
      CommandLine cl = todo.remove(todo.size() - 1);
      OptionSpec o = cl.getCommandSpec().findOption(option);
      if (o != null) {
        found.put(cl.getCommandSpec().qualifiedName(), String.join(" ", o.description()));
      }
      todo.addAll(cl.getSubcommands().values());
    }
    return found;
  }

  @Test
  void quietSaysTheSameInEveryCommandThatHasIt() {
    Map<String, String> quiet = descriptions("--quiet");
    assertTrue(quiet.keySet().containsAll(List.of("bir synth", "bir export", "bir validate")));
    assertEquals(1, new TreeSet<>(quiet.values()).size(), quiet.toString());
  }

  @Test
  void outputSaysTheSameInTheCommandsThatWriteOneFileAtomically() {
    Map<String, String> output = descriptions("--output");
    assertNotNull(output.get("bir convert"));
    assertEquals(output.get("bir convert"), output.get("bir synth"));
    assertEquals(output.get("bir convert"), output.get("bir redact"));
  }
}
