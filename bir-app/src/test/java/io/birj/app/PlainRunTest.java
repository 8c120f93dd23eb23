package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.BirCommand;
import io.birj.app.cli.ExitCodes;
import io.birj.app.cli.PlainRun;
import io.birj.app.streams.StdStreams;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * Every one-shot command runs without a Micronaut context (with --json too); serve and explore run
 * in one. The runs in a JVM of their own use the class path as shipped ({@link
 * CliProcess#runShipped}): the tests' own beans (FakeV1Codec and the like) would send a run to the
 * context to see whether they are enabled ({@code AddedBeansTest}).
 */
class PlainRunTest {
  private static final String THREE_ERRORS =
      "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"},"
          + "{\"name\":\"g\",\"blocks\":\"y\"},{\"name\":\"h\",\"blocks\":3}]}";

  private static final String CONTEXT = "io.micronaut.context.DefaultApplicationContext";

  @TempDir Path dir;

  /** Runs {@code bir ARGS} as shipped, logging the classes loaded; the log's text. */
  private String classesLoadedBy(int expectedExit, String... args) throws Exception {
    Path log = dir.resolve("classes.log");
    CliProcess.Result r = CliProcess.runShipped(List.of("-Xlog:class+load=info:file=" + log), args);
    assertEquals(expectedExit, r.exitCode(), r.err());
    return Files.readString(log);
  }

  @Test
  void every_one_shot_command_runs_without_a_context() {
    for (String c : List.of("validate", "stats", "diff", "convert", "expr", "check", "codecs")) {
      assertTrue(PlainRun.handles(new String[] {c, "a.json"}), c);
    }
    assertTrue(PlainRun.handles(new String[] {"synth", "--size", "1k"}));
    assertTrue(PlainRun.handles(new String[] {"show", "a.json", "/functions/0"}));
    assertTrue(PlainRun.handles(new String[] {"graph", "--format", "mermaid", "a.json"}));
  }

  @Test
  void the_top_help_the_version_and_no_command_run_without_a_context() {
    assertTrue(PlainRun.handles(new String[] {"--help"}));
    assertTrue(PlainRun.handles(new String[] {"--version"}));
    assertTrue(PlainRun.handles(new String[] {}));
    assertTrue(PlainRun.handles(new String[] {"help", "serve"}));
  }

  @Test
  void serve_and_explore_run_in_the_context() {
    assertFalse(PlainRun.handles(new String[] {"serve"}));
    assertFalse(PlainRun.handles(new String[] {"explore", "a.json"}));
    assertFalse(PlainRun.handles(new String[] {"--debug", "serve", "--port", "8080"}));
  }

  @Test
  void json_runs_without_a_context() {
    assertTrue(PlainRun.handles(new String[] {"validate", "--json", "a.json"}));
    assertTrue(PlainRun.handles(new String[] {"show", "--json", "a.json"}));
    assertTrue(PlainRun.handles(new String[] {"codecs", "--json"}));
  }

  @Test
  void the_options_of_the_root_may_come_before_the_command() {
    assertTrue(PlainRun.handles(new String[] {"--plugins", "validate", "validate", "a.json"}));
    assertTrue(PlainRun.handles(new String[] {"--plugins=p", "--debug", "validate", "a.json"}));
    assertFalse(PlainRun.handles(new String[] {"--plugins", "serve", "serve"}));
    assertFalse(PlainRun.handles(new String[] {"--color", "never", "serve"}));
  }

  @Test
  void validate_without_a_context_reads_the_configured_max_errors() {
    Path bad = Samples.write(dir, "three.json", THREE_ERRORS);
    CliHarness.Result r =
        CliHarness.run(Map.of("birj.validate.max-errors", "1"), "validate", bad.toString());
    assertEquals(ExitCodes.INVALID, r.exitCode(), r.err());
    assertTrue(r.out().contains("note: stopped after 1 error (--max-errors)"), r.out());
  }

  @Test
  void validate_starts_no_micronaut_context() throws Exception {
    Path ok = Samples.copy(dir, Samples.V2);
    String loaded = classesLoadedBy(ExitCodes.OK, "validate", ok.toString());
    assertTrue(loaded.contains("io.birj.loader.BirReader"), "the log lists the loaded classes");
    // Picocli's look at a command's fields loads a few Micronaut interfaces (the types of the
    // injected providers' beans); the context itself is never made.
    assertFalse(loaded.contains(" " + CONTEXT + " "), "a context was made");
  }

  @Test
  void validate_loads_no_other_command() throws Exception {
    Path ok = Samples.copy(dir, Samples.V2);
    String loaded = classesLoadedBy(ExitCodes.OK, "validate", ok.toString());
    assertTrue(loaded.contains(" io.birj.app.cli.ValidateCommand "), "the log lists the commands");
    for (String other : List.of("StatsCommand", "ServeCommand", "ExplainCommand")) {
      assertFalse(loaded.contains(" io.birj.app.cli." + other + " "), other + " was loaded");
    }
  }

  /** A command line of each command and path, with the exit status it has here. */
  static Stream<Arguments> oneShotCommandLines() {
    return Stream.of(
        Arguments.of(ExitCodes.OK, List.of("--help")),
        Arguments.of(ExitCodes.OK, List.of("--version")),
        Arguments.of(ExitCodes.OK, List.of()),
        Arguments.of(ExitCodes.OK, List.of("help", "stats")),
        Arguments.of(ExitCodes.OK, List.of("stats", "--help")),
        Arguments.of(ExitCodes.USAGE_OR_IO, List.of("nosuch")),
        Arguments.of(ExitCodes.OK, List.of("completion")),
        Arguments.of(ExitCodes.OK, List.of("stats", "V2")),
        Arguments.of(ExitCodes.OK, List.of("diff", "V2", "V2")),
        Arguments.of(ExitCodes.OK, List.of("convert", "--to", "2", "V1")),
        Arguments.of(ExitCodes.OK, List.of("expr", "(2*i + j + 3) floordiv 4")),
        Arguments.of(ExitCodes.OK, List.of("check", "CLEAN")),
        Arguments.of(ExitCodes.OK, List.of("redact", "V2")),
        Arguments.of(ExitCodes.OK, List.of("reduce", "--test", "true", "-o", "OUT", "V2")),
        Arguments.of(ExitCodes.OK, List.of("export", "--format", "jsonl", "-o", "OUT", "V2")),
        Arguments.of(ExitCodes.OK, List.of("query", "SELECT count(*) FROM instructions", "V2")),
        Arguments.of(ExitCodes.OK, List.of("roundtrip", "V2")),
        Arguments.of(ExitCodes.OK, List.of("synth", "--size", "1k")),
        Arguments.of(ExitCodes.OK, List.of("show", "V2")),
        Arguments.of(ExitCodes.OK, List.of("graph", "V2")),
        Arguments.of(ExitCodes.OK, List.of("explain", "BIRJ-E0601")),
        Arguments.of(ExitCodes.OK, List.of("codecs")),
        Arguments.of(ExitCodes.OK, List.of("demo")));
  }

  @ParameterizedTest
  @MethodSource("oneShotCommandLines")
  void the_command_starts_no_micronaut_context(int exit, List<String> line) throws Exception {
    Path v2 = Samples.copy(dir, Samples.V2);
    Path v1 = Samples.copy(dir, Samples.V1);
    Path clean = Samples.copy(dir, Samples.CHECK_CLEAN);
    Path out = dir.resolve("out");
    List<String> args = new ArrayList<>();
    for (String a : line) {
      Map<String, Path> files = Map.of("V2", v2, "V1", v1, "CLEAN", clean, "OUT", out);
      args.add(files.containsKey(a) ? files.get(a).toString() : a);
    }
    String loaded = classesLoadedBy(exit, args.toArray(String[]::new));
    assertTrue(loaded.contains(" io.birj.app.BirApp "), "the log lists the loaded classes");
    assertFalse(loaded.contains(" " + CONTEXT + " "), "a context was made for " + line);
  }

  @Test
  void json_starts_no_context() throws Exception {
    Path ok = Samples.copy(dir, Samples.V2);
    String loaded = classesLoadedBy(ExitCodes.OK, "stats", "--json", ok.toString());
    assertTrue(loaded.contains(" io.birj.app.BirApp "), "the log lists the loaded classes");
    assertFalse(loaded.contains(" " + CONTEXT + " "), loaded.length() + " bytes of log");
  }

  @Test
  void serve_runs_in_the_context() throws Exception {
    assertTrue(classesLoadedBy(ExitCodes.OK, "serve", "--help").contains(" " + CONTEXT + " "));
  }

  private static CommandLine plainCommandLine(String... args) {
    PrintWriter w = new PrintWriter(new StringWriter());
    StdStreams streams =
        new StdStreams(
            java.io.InputStream.nullInputStream(), OutputStream.nullOutputStream(), w, w);
    return PlainRun.commandLine(args, PlainRun.factory(streams, Map.of()));
  }

  @Test
  void a_line_naming_a_command_builds_only_that_command() {
    assertEquals(Set.of("stats"), plainCommandLine("stats", "a.json").getSubcommands().keySet());
    assertEquals(
        Set.of("diff"),
        plainCommandLine("--plugins", "p", "--debug", "diff", "a", "b").getSubcommands().keySet());
  }

  @Test
  void the_top_help_help_completion_and_unknown_words_build_the_whole_tree() {
    int all = new CommandLine(BirCommand.class).getSubcommands().size();
    for (String[] line :
        List.of(
            new String[] {"--help"},
            new String[] {},
            new String[] {"help", "stats"},
            new String[] {"completion"},
            new String[] {"nosuch"},
            new String[] {"--nosuch", "stats"})) {
      assertEquals(all, plainCommandLine(line).getSubcommands().size(), List.of(line).toString());
    }
  }

  @Test
  void each_command_built_alone_has_the_usage_it_has_in_the_whole_tree() {
    CommandLine whole = new CommandLine(BirCommand.class);
    for (var e : whole.getSubcommands().entrySet()) {
      CommandLine plain = plainCommandLine(e.getKey(), "x").getSubcommands().get(e.getKey());
      assertEquals(e.getValue().getUsageMessage(), plain.getUsageMessage(), e.getKey());
    }
  }
}
