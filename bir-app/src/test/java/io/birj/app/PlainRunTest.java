package io.birj.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.app.cli.ExitCodes;
import io.birj.app.cli.PlainRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Commands that need no injection run without a Micronaut context; the rest run in one. */
class PlainRunTest {
  private static final String THREE_ERRORS =
      "{\"version\":2,\"functions\":[{\"name\":\"f\",\"blocks\":\"x\"},"
          + "{\"name\":\"g\",\"blocks\":\"y\"},{\"name\":\"h\",\"blocks\":3}]}";

  private static final String CONTEXT = "io.micronaut.context.DefaultApplicationContext";

  @TempDir Path dir;

  @Test
  void validate_and_synth_run_without_a_context() {
    assertTrue(PlainRun.handles(new String[] {"validate", "a.json", "b.json"}));
    assertTrue(PlainRun.handles(new String[] {"synth", "--size", "1k"}));
  }

  @Test
  void show_and_graph_run_without_a_context_and_their_json_in_it() {
    assertFalse(PlainRun.handles(new String[] {"expr", "1 + 2"}));
    assertTrue(PlainRun.handles(new String[] {"show", "a.json", "/functions/0"}));
    assertTrue(PlainRun.handles(new String[] {"graph", "--format", "mermaid", "a.json"}));
    assertFalse(PlainRun.handles(new String[] {"show", "--json", "a.json"}));
  }

  @Test
  void show_starts_no_micronaut_context() throws Exception {
    Path ok = Samples.copy(dir, Samples.V2);
    Path log = dir.resolve("classes.log");
    CliProcess.Result r =
        CliProcess.run(List.of("-Xlog:class+load=info:file=" + log), null, "show", ok.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(r.out().contains("function "), r.out());
    assertFalse(Files.readString(log).contains(" " + CONTEXT + " "), "a context was made");
  }

  @Test
  void the_options_of_the_root_may_come_before_the_command() {
    assertTrue(PlainRun.handles(new String[] {"--plugins", "validate", "validate", "a.json"}));
    assertTrue(PlainRun.handles(new String[] {"--plugins=p", "--debug", "validate", "a.json"}));
  }

  @Test
  void validate_json_and_every_other_command_run_in_the_context() {
    assertFalse(PlainRun.handles(new String[] {"validate", "--json", "a.json"}));
    assertFalse(PlainRun.handles(new String[] {"serve"}));
    assertFalse(PlainRun.handles(new String[] {"stats", "a.json"}));
    assertFalse(PlainRun.handles(new String[] {"--version"}));
    assertFalse(PlainRun.handles(new String[] {}));
  }

  @Test
  void a_json_after_the_double_dash_is_a_file_name() {
    assertTrue(PlainRun.handles(new String[] {"validate", "--", "--json"}));
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
    Path log = dir.resolve("classes.log");
    CliProcess.Result r =
        CliProcess.run(
            List.of("-Xlog:class+load=info:file=" + log), null, "validate", ok.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    String loaded = Files.readString(log);
    assertTrue(loaded.contains("io.birj.loader.BirReader"), "the log lists the loaded classes");
    // Picocli's look at every command's fields loads a few Micronaut interfaces (the types of
    // serve's fields); the context itself is never made.
    assertFalse(loaded.contains(" " + CONTEXT + " "), "a context was made");
  }

  @Test
  void stats_still_runs_in_the_context() throws Exception {
    Path ok = Samples.copy(dir, Samples.V2);
    Path log = dir.resolve("classes.log");
    CliProcess.Result r =
        CliProcess.run(List.of("-Xlog:class+load=info:file=" + log), null, "stats", ok.toString());
    assertEquals(ExitCodes.OK, r.exitCode(), r.err());
    assertTrue(Files.readString(log).contains(" " + CONTEXT + " "));
  }
}
