package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.streams.StdStreams;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;

/**
 * The specs a run without a context builds without reflection ({@code GeneratedSpecs}) are those
 * picocli reads from the annotations: the checked-in source is what {@link SpecSource} writes
 * today, and each command it builds has picocli's usage, options and parameters, attribute by
 * attribute.
 */
class GeneratedSpecsTest {
  private static final Path SOURCE =
      Path.of("src/generated/java/io/birj/app/cli/" + SpecSource.CLASS + ".java");

  /** {@code -Dbirj.specs.write=true}: write the source again instead of checking it. */
  private static final String WRITE = "birj.specs.write";

  @Test
  void the_checked_in_source_is_what_the_annotations_give_today() throws IOException {
    String written = SpecSource.write();
    if (Boolean.getBoolean(WRITE)) {
      Files.writeString(SOURCE, written, StandardCharsets.UTF_8);
    }
    assertEquals(
        written,
        Files.readString(SOURCE, StandardCharsets.UTF_8),
        SOURCE
            + " is not what the commands' annotations give (an option or a command changed):"
            + " write it again with `mvn -o -q test -pl bir-app -am -Dtest=GeneratedSpecsTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dbirj.specs.write=true` (if it no longer"
            + " compiles, delete it first), then run the tests again");
  }

  @Test
  void every_command_the_writer_can_express_is_written() {
    assertEquals(SpecSource.commands().keySet(), specs().commands());
    assertTrue(specs().commands().contains("validate"));
  }

  static Stream<String> generated() {
    return specs().commands().stream().sorted();
  }

  @ParameterizedTest
  @MethodSource("generated")
  void each_written_command_is_what_picocli_makes_of_its_annotations(String name) {
    CommandLine.IFactory factory = factory();
    CommandLine reflective = new CommandLine(PlainRoot.class, factory);
    reflective.addSubcommand(name, PlainRun.subcommand(name));

    CommandLine written = specs().commandLine(name, (PlainRun.Injector) factory, factory);

    assertNotNull(written);
    assertEquals(described(reflective), described(written));
    CommandLine rs = reflective.getSubcommands().get(name);
    CommandLine ws = written.getSubcommands().get(name);
    assertEquals(described(rs), described(ws));
    assertEquals(
        rs.getCommandSpec().userObject().getClass(), ws.getCommandSpec().userObject().getClass());
  }

  @ParameterizedTest
  @MethodSource("generated")
  void a_written_command_reads_no_annotation(String name) {
    CommandLine.IFactory factory = factory();
    CommandLine line = PlainRun.commandLine(new String[] {name}, factory);
    for (CommandLine cl : List.of(line, line.getSubcommands().get(name))) {
      for (ArgSpec a : cl.getCommandSpec().args()) {
        assertFalse(a.userObject() instanceof Field, a + " was read from its annotation");
      }
    }
  }

  @Test
  void the_whole_tree_is_what_picocli_makes_of_bir() {
    CommandLine.IFactory factory = factory();
    CommandLine reflective = new CommandLine(BirCommand.class, factory);

    CommandLine written = specs().wholeTree((PlainRun.Injector) factory, factory);

    assertEquals(described(reflective), described(written));
    assertEquals(reflective.getSubcommands().keySet(), written.getSubcommands().keySet());
    for (String name : reflective.getSubcommands().keySet()) {
      assertEquals(
          described(reflective.getSubcommands().get(name)),
          described(written.getSubcommands().get(name)),
          name);
    }
  }

  @Test
  void the_root_alone_has_the_usage_picocli_gives_bir_plain_and_in_colour() {
    CommandLine.IFactory factory = factory();
    CommandLine reflective = new CommandLine(BirCommand.class, factory);

    CommandLine alone = specs().rootAlone((PlainRun.Injector) factory, factory);

    assertEquals(described(reflective), described(alone));
    assertEquals(
        List.copyOf(reflective.getSubcommands().keySet()),
        List.copyOf(alone.getSubcommands().keySet()));
    for (CommandLine.Help.Ansi ansi : CommandLine.Help.Ansi.values()) {
      assertEquals(reflective.getUsageMessage(ansi), alone.getUsageMessage(ansi), "" + ansi);
    }
  }

  @Test
  void a_line_that_names_no_command_gets_the_root_alone() {
    for (String[] args :
        List.of(
            new String[] {},
            new String[] {"--help"},
            new String[] {"-V"},
            new String[] {"--color=never", "--debug", "-h"},
            new String[] {"--plugins", "dir", "--version"})) {
      CommandLine line = PlainRun.commandLine(args, factory());
      CommandSpec query = line.getSubcommands().get("query").getCommandSpec();
      assertNull(query.userObject(), String.join(" ", args) + ": query was made");
      assertNull(query.findOption("--tables"), String.join(" ", args) + ": query's options");
    }
  }

  @Test
  void a_line_with_anything_else_gets_the_whole_tree() {
    for (String[] args :
        List.of(
            new String[] {"--nosuch"},
            new String[] {"-hV"},
            new String[] {"--", "x"},
            new String[] {"help"},
            new String[] {"valdate"})) {
      CommandLine line = PlainRun.commandLine(args, factory());
      assertSame(
          QueryCommand.class,
          line.getSubcommands().get("query").getCommandSpec().userObject().getClass(),
          String.join(" ", args));
    }
  }

  @Test
  void a_command_the_writer_cannot_express_keeps_picocli_reading_its_annotations() {
    assertFalse(specs().commands().contains("help"));
    assertNull(specs().commandLine("help", (PlainRun.Injector) factory(), factory()));
    CommandLine line = PlainRun.commandLine(new String[] {"help", "query"}, factory());
    assertSame(
        CommandLine.HelpCommand.class,
        line.getSubcommands().get("help").getCommandSpec().userObject().getClass());
  }

  @Test
  void an_argument_group_is_written_when_it_can_be_set_in_place() throws NoSuchFieldException {
    assertTrue(
        SpecSource.expressibleGroup(
            QueryCommand.class, QueryCommand.class.getDeclaredField("output")));
    assertTrue(specs().commands().contains("query"));
  }

  @Test
  void an_argument_group_matched_more_than_once_is_not_written() {
    assertFalse(SpecSource.expressible(Groups.Repeated.class));
  }

  @Test
  void an_argument_group_that_starts_empty_is_not_written() {
    assertFalse(SpecSource.expressible(Groups.StartsEmpty.class));
  }

  @Test
  void an_argument_group_holding_a_group_is_not_written() {
    assertFalse(SpecSource.expressible(Groups.Nested.class));
  }

  @Test
  void the_written_group_refuses_and_accepts_what_picocli_does_in_its_words() {
    CommandLine.IFactory factory = factory();
    for (List<String> args :
        List.of(
            List.of("query", "--json", "--csv"),
            List.of("query", "--csv", "--json"),
            List.of("query", "--json", "--json"),
            List.of("query", "--csv", "SQL"),
            List.of("query", "SQL"))) {
      CommandLine reflective = new CommandLine(PlainRoot.class, factory);
      reflective.addSubcommand("query", QueryCommand.class);
      CommandLine written = specs().commandLine("query", (PlainRun.Injector) factory, factory);

      assertEquals(parsed(reflective, args), parsed(written, args), args.toString());
    }
  }

  /** What parsing {@code args} gives: picocli's message, or the query's output choice. */
  private static String parsed(CommandLine root, List<String> args) {
    try {
      root.parseArgs(args.toArray(String[]::new));
    } catch (CommandLine.ParameterException e) {
      return e.getMessage();
    }
    QueryCommand q =
        (QueryCommand) root.getSubcommands().get("query").getCommandSpec().userObject();
    return "json " + q.output.json + " csv " + q.output.csv;
  }

  /** Commands whose argument groups the writer leaves to picocli's reflection. */
  static final class Groups {
    @Command(name = "repeated")
    static final class Repeated {
      @ArgGroup(exclusive = false, multiplicity = "0..*")
      Pair pairs = new Pair();

      static final class Pair {
        @Option(names = "--a")
        boolean a;

        @Option(names = "--b")
        boolean b;
      }
    }

    @Command(name = "starts-empty")
    static final class StartsEmpty {
      @ArgGroup(exclusive = true, multiplicity = "0..1")
      Either either;

      static final class Either {
        @Option(names = "--a")
        boolean a;

        @Option(names = "--b")
        boolean b;
      }
    }

    @Command(name = "nested")
    static final class Nested {
      @ArgGroup(exclusive = false, multiplicity = "0..1")
      Outer outer = new Outer();

      static final class Outer {
        @Option(names = "--c")
        boolean c;

        @ArgGroup(exclusive = true, multiplicity = "0..1")
        Inner inner = new Inner();
      }

      static final class Inner {
        @Option(names = "--a")
        boolean a;

        @Option(names = "--b")
        boolean b;
      }
    }
  }

  @Test
  void the_written_providers_are_those_the_factory_injects() {
    CommandLine.IFactory factory = factory();
    CommandLine line = specs().commandLine("validate", (PlainRun.Injector) factory, factory);
    ValidateCommand written =
        (ValidateCommand) line.getSubcommands().get("validate").getCommandSpec().userObject();
    ValidateCommand reflective =
        (ValidateCommand)
            new CommandLine(ValidateCommand.class, factory).getCommandSpec().userObject();

    assertSame(reflective.input.streams.get(), written.input.streams.get());
    assertSame(reflective.input.documents.get(), written.input.documents.get());
    assertNotNull(written.jsonOut.get());
    assertNotNull(reflective.jsonOut.get());
  }

  /** The written specs; every test but the first needs them compiled (they are found by name). */
  private static PlainRun.Specs specs() {
    PlainRun.Specs specs = PlainRun.generated();
    assertNotNull(specs, PlainRun.GENERATED + " is not in the build");
    return specs;
  }

  private static CommandLine.IFactory factory() {
    PrintWriter sink = new PrintWriter(OutputStream.nullOutputStream());
    StdStreams streams =
        new StdStreams(InputStream.nullInputStream(), OutputStream.nullOutputStream(), sink, sink);
    return PlainRun.factory(streams, Map.of());
  }

  /** Everything of a command that decides its parsing and its help, as text. */
  private static String described(CommandLine cl) {
    CommandSpec s = cl.getCommandSpec();
    List<String> out = new ArrayList<>();
    out.add("name " + s.name() + " aliases " + Arrays.toString(s.aliases()));
    out.add("qualified " + s.qualifiedName());
    out.add("standard help " + s.mixinStandardHelpOptions());
    out.add("mixins " + s.mixins().keySet());
    out.add("version " + Arrays.toString(s.version()));
    out.add("subcommands " + cl.getSubcommands().keySet());
    out.add(
        "help command "
            + s.helpCommand()
            + " exit codes "
            + List.of(
                s.exitCodeOnSuccess(),
                s.exitCodeOnUsageHelp(),
                s.exitCodeOnVersionHelp(),
                s.exitCodeOnInvalidInput(),
                s.exitCodeOnExecutionException())
            + " repeatable "
            + s.subcommandsRepeatable()
            + " scope "
            + s.scopeType()
            + " default provider "
            + s.defaultValueProvider()
            + " bundle "
            + s.resourceBundleBaseName()
            + " transformer "
            + (s.modelTransformer() == null ? null : s.modelTransformer().getClass().getName())
            + " preprocessor "
            + (s.preprocessor() == null ? null : s.preprocessor().getClass().getName())
            + " version provider "
            + (s.versionProvider() == null ? null : s.versionProvider().getClass().getName())
            + " separator "
            + s.parser().separator());
    for (OptionSpec o : s.options()) {
      out.add(
          "option "
              + Arrays.toString(o.names())
              + " usageHelp "
              + o.usageHelp()
              + " versionHelp "
              + o.versionHelp()
              + " order "
              + o.order()
              + " fallback "
              + o.fallbackValue()
              + " negatable "
              + o.negatable()
              + arg(o));
    }
    for (PositionalParamSpec p : s.positionalParameters()) {
      out.add("positional " + p.index() + arg(p));
    }
    for (ArgGroupSpec g : s.argGroups()) {
      out.add(
          "group exclusive "
              + g.exclusive()
              + " multiplicity "
              + g.multiplicity()
              + " validate "
              + g.validate()
              + " order "
              + g.order()
              + " heading "
              + g.heading()
              + " key "
              + g.headingKey()
              + " subgroups "
              + g.subgroups().size()
              + " args "
              + g.args().stream().map(GeneratedSpecsTest::named).toList());
    }
    out.add("usage:\n" + cl.getUsageMessage(CommandLine.Help.Ansi.OFF));
    return String.join("\n", out);
  }

  /** An option by its names, a parameter by its index. */
  private static String named(ArgSpec a) {
    return a instanceof OptionSpec o
        ? Arrays.toString(o.names())
        : "" + ((PositionalParamSpec) a).index();
  }

  private static String arg(ArgSpec a) {
    List<String> converters = new ArrayList<>();
    for (ITypeConverter<?> c : a.converters()) {
      converters.add(c.getClass().getName());
    }
    List<String> candidates = new ArrayList<>();
    if (a.completionCandidates() != null) {
      a.completionCandidates().forEach(candidates::add);
    }
    return " arity "
        + a.arity()
        + (a.arity().isUnspecified() ? " (inferred)" : "")
        + " required "
        + a.required()
        + " description "
        + Arrays.toString(a.description())
        + " key "
        + a.descriptionKey()
        + " label "
        + a.paramLabel()
        + " hideSyntax "
        + a.hideParamSyntax()
        + " hidden "
        + a.hidden()
        + " split "
        + a.splitRegex()
        + " default "
        + a.defaultValue()
        + " showDefault "
        + a.showDefaultValue()
        + " scope "
        + a.scopeType()
        + " inherited "
        + a.inherited()
        + " type "
        + a.type().getName()
        + " aux "
        + Arrays.toString(a.auxiliaryTypes())
        + " multi "
        + a.typeInfo().isMultiValue()
        + " collection "
        + a.typeInfo().isCollection()
        + " enum "
        + a.typeInfo().isEnum()
        + " boolean "
        + a.typeInfo().isBoolean()
        + " optional "
        + a.typeInfo().isOptional()
        + " converters "
        + converters
        + " candidates "
        + candidates
        + " initial "
        + a.hasInitialValue()
        + "="
        + a.initialValue()
        + " value "
        + a.getValue();
  }
}
