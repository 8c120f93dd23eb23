package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.docs.Documents;
import io.birj.app.streams.StdStreams;
import jakarta.inject.Inject;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** What the factory of a run without a context gives the commands in place of injection. */
class PlainRunFactoryTest {
  private final PrintWriter text = new PrintWriter(new StringWriter());
  private final StdStreams streams =
      new StdStreams(InputStream.nullInputStream(), OutputStream.nullOutputStream(), text, text);

  @Test
  void every_command_but_serve_and_explore_has_what_it_injects_without_a_context() {
    for (Class<?> c : BirCommand.class.getAnnotation(Command.class).subcommands()) {
      String name = c.getAnnotation(Command.class).name();
      if (name.equals("serve") || name.equals("explore")) {
        continue;
      }
      // The command's own fields and those of its mixins, which the factory makes too.
      List<Field> fields = new ArrayList<>(List.of(c.getDeclaredFields()));
      for (Field m : c.getDeclaredFields()) {
        if (m.isAnnotationPresent(CommandLine.Mixin.class)) {
          fields.addAll(List.of(m.getType().getDeclaredFields()));
        }
      }
      for (Field f : fields) {
        if (!f.isAnnotationPresent(Inject.class)) {
          continue;
        }
        Type t = PlainRun.providedType(f);
        assertNotNull(t, name + "." + f.getName() + " is not a provider");
        assertTrue(
            PlainRun.supplied().contains(t),
            name + "." + f.getName() + ": " + t.getTypeName() + " is not supplied");
      }
    }
  }

  @Test
  void the_commands_share_one_documents_and_get_the_runs_streams() throws Exception {
    CommandLine.IFactory factory = PlainRun.factory(streams, Map.of());
    DocumentFiles files = factory.create(DocumentFiles.class);
    DiffCommand diff = factory.create(DiffCommand.class);
    Documents d = files.documents.get();
    assertSame(d, diff.documents.get());
    assertSame(streams, files.streams.get());
  }

  @Test
  void the_configured_max_errors_is_the_documents() throws Exception {
    CommandLine.IFactory factory =
        PlainRun.factory(streams, Map.of(Documents.MAX_ERRORS_PROPERTY, "7"));
    assertEquals(7, factory.create(DocumentFiles.class).documents.get().maxErrors());
  }

  @Test
  void json_out_is_made_without_a_context() throws Exception {
    StatsCommand stats = PlainRun.factory(streams, Map.of()).create(StatsCommand.class);
    assertEquals("[ ]", stats.jsonOut.get().pretty(List.of()));
  }

  @Test
  void the_registries_are_the_ones_made_without_beans() throws Exception {
    CommandLine.IFactory factory = PlainRun.factory(streams, Map.of());
    ExprCommand expr = factory.create(ExprCommand.class);
    DocumentFiles files = factory.create(DocumentFiles.class);
    assertSame(files.documents.get().codecs(), expr.codecs.get());
    assertEquals(Set.of(1, 2), Set.copyOf(expr.codecs.get().versions()));
  }
}
