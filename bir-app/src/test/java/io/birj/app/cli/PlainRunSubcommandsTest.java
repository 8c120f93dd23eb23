package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

/** The table that finds a command by its name without reading every command's annotation. */
class PlainRunSubcommandsTest {
  @Test
  void the_table_holds_each_name_and_alias_of_the_subcommands_of_bir_and_nothing_else() {
    Map<String, String> annotated = new HashMap<>();
    for (Class<?> c : BirCommand.class.getAnnotation(Command.class).subcommands()) {
      Command command = c.getAnnotation(Command.class);
      annotated.put(command.name(), c.getName());
      for (String alias : command.aliases()) {
        annotated.put(alias, c.getName());
      }
    }
    assertEquals(annotated, PlainRun.SUBCOMMANDS);
  }

  @Test
  void a_name_gives_the_class_of_its_command() {
    assertSame(ValidateCommand.class, PlainRun.subcommand("validate"));
  }

  @Test
  void a_word_that_is_not_a_command_gives_none() {
    assertNull(PlainRun.subcommand("nosuch"));
  }

  /**
   * With method subcommands on (picocli's default), building a command reads the annotations of
   * every method of its class and superclasses, for none: no command of bir has one.
   */
  @Test
  void no_command_of_bir_asks_picocli_to_look_for_method_subcommands() {
    List<Class<?>> commands = new ArrayList<>(List.of(BirCommand.class, PlainRoot.class));
    for (Class<?> c : BirCommand.class.getAnnotation(Command.class).subcommands()) {
      if (c.getPackage() == BirCommand.class.getPackage()) {
        commands.add(c);
      }
    }
    for (Class<?> c : commands) {
      assertFalse(c.getAnnotation(Command.class).addMethodSubcommands(), c.getName());
    }
  }
}
