package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.cli.exit.Failure;
import io.birj.cli.text.Display;
import org.junit.jupiter.api.Test;

/**
 * The lines Failures makes: what it unwraps, and bir's own words in the command core's lines (the
 * lines themselves are tested in bir-cli-core's FailureTest).
 */
class FailuresLinesTest {
  @Test
  void bir_cuts_its_lines_and_names_java_opts_and_threads_when_memory_runs_out() {
    assertEquals("bir", Failures.BIR.name());
    assertEquals(Display.CUT, Failures.BIR.display());
    String heap =
        Failure.outOfMemory(new OutOfMemoryError("Java heap space"), 256L << 20, Failures.BIR);
    assertEquals(
        "out of memory (Java heap space, with a maximum heap of 256 MiB): give Java more, e.g."
            + " JAVA_OPTS=-Xmx512m",
        heap);
    String metaspace =
        Failure.outOfMemory(new OutOfMemoryError("Metaspace"), 1L << 30, Failures.BIR);
    assertTrue(metaspace.contains("JAVA_OPTS=-XX:MaxMetaspaceSize="), metaspace);
    String threads =
        Failure.outOfMemory(
            new OutOfMemoryError("unable to create native thread"), 1L << 30, Failures.BIR);
    assertTrue(threads.contains("use fewer (--threads)"), threads);
  }

  @Test
  void a_wrapped_failure_is_reported_as_what_it_wraps() {
    Throwable inner = new IllegalStateException("inner");
    Throwable wrapped =
        new picocli.CommandLine.ExecutionException(
            new picocli.CommandLine(picocli.CommandLine.Model.CommandSpec.create()),
            "wrapper",
            new java.util.concurrent.ExecutionException(inner));
    assertEquals(inner, Failures.unwrap(wrapped));
  }
}
