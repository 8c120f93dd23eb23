package io.birj.cli.exit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.cli.output.CheckedOutput;
import io.birj.cli.output.OutputFailure;
import io.birj.cli.text.Display;
import io.birj.pelican.PelicanException;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

/**
 * What ends a run early, the same for both commands: the exit code and the one line, naming what
 * ran out and the flag, or where a defect is and how to get its trace.
 */
class FailureTest {
  /** The bir command (./bir passes JAVA_OPTS; validate has --threads). */
  static final Launcher BIR = new Launcher("bir", Display.CUT, "JAVA_OPTS", "--threads");

  /** bir-tool in its image (the java launcher reads JDK_JAVA_OPTIONS; no --threads). */
  static final Launcher TOOL = new Launcher("bir-tool", Display.WHOLE, "JDK_JAVA_OPTIONS", null);

  // ---- memory running out (moved from bir-app's FailuresLinesTest)

  @Test
  void the_suggested_heap_is_twice_the_one_there_was() {
    assertEquals("512m", Failure.suggestedHeap(256L << 20));
    assertEquals("2g", Failure.suggestedHeap(1L << 30));
    assertEquals("8g", Failure.suggestedHeap(4L << 30));
  }

  @Test
  void heap_space_names_the_heap_and_xmx() {
    String line = Failure.outOfMemory(new OutOfMemoryError("Java heap space"), 256L << 20, BIR);
    assertEquals(
        "out of memory (Java heap space, with a maximum heap of 256 MiB): give Java more, e.g."
            + " JAVA_OPTS=-Xmx512m",
        line);
  }

  @Test
  void metaspace_names_its_own_flag() {
    String line = Failure.outOfMemory(new OutOfMemoryError("Metaspace"), 1L << 30, BIR);
    assertTrue(line.contains("JAVA_OPTS=-XX:MaxMetaspaceSize="), line);
  }

  @Test
  void direct_buffers_name_their_own_flag() {
    String line = Failure.outOfMemory(new OutOfMemoryError("Direct buffer memory"), 1L << 30, BIR);
    assertTrue(line.contains("JAVA_OPTS=-XX:MaxDirectMemorySize="), line);
  }

  @Test
  void an_array_too_large_for_java_says_so_instead_of_suggesting_a_heap() {
    String line =
        Failure.outOfMemory(
            new OutOfMemoryError("Requested array size exceeds VM limit"), 1L << 30, BIR);
    assertTrue(line.contains("larger than one Java array can hold"), line);
  }

  // ---- memory running out: the launcher's own variable and options

  @Test
  void the_flag_goes_in_the_launchers_variable() {
    assertEquals(
        "out of memory (Java heap space, with a maximum heap of 256 MiB): give Java more, e.g."
            + " JDK_JAVA_OPTIONS=-Xmx512m",
        Failure.outOfMemory(new OutOfMemoryError("Java heap space"), 256L << 20, TOOL));
    assertTrue(
        Failure.outOfMemory(new OutOfMemoryError("Metaspace"), 1L << 30, TOOL)
            .endsWith("e.g. JDK_JAVA_OPTIONS=-XX:MaxMetaspaceSize=1g"));
  }

  @Test
  void no_thread_left_names_the_threads_option_only_where_there_is_one() {
    OutOfMemoryError e = new OutOfMemoryError("unable to create native thread: possibly out of");
    assertTrue(
        Failure.outOfMemory(e, 1L << 30, BIR)
            .endsWith("use fewer (--threads) or raise the" + " process limit"));
    String tool = Failure.outOfMemory(e, 1L << 30, TOOL);
    assertTrue(tool.endsWith("start no more threads; raise the process limit"), tool);
  }

  @Test
  void an_error_without_a_message_is_the_heap_running_out() {
    String line = Failure.outOfMemory(new OutOfMemoryError(), 1L << 30, BIR);
    assertTrue(line.startsWith("out of memory (Java heap space, with a maximum heap of 1024 MiB)"));
    assertTrue(line.endsWith("JAVA_OPTS=-Xmx2g"), line);
  }

  // ---- classification

  @Test
  void a_document_error_is_exit_1_with_its_message() {
    Failure f =
        Failure.of(
            new BirException(io.birj.api.error.DiagnosticCode.BIRJ_E0000, "bad\nthing", "/a", 1, 2),
            BIR);
    assertEquals(ExitStatus.INVALID, f.exitCode());
    assertEquals("error: bad\\nthing at 1:2 (at /a)", f.message());
    assertFalse(f.traceOnDebug());
    assertEquals(
        ExitStatus.INVALID, Failure.of(new PelicanException("no such kind"), TOOL).exitCode());
  }

  @Test
  void an_io_error_is_exit_2_naming_the_file() {
    Failure f = Failure.of(new NoSuchFileException("in.json"), TOOL);
    assertEquals(ExitStatus.USAGE_OR_IO, f.exitCode());
    assertEquals("in.json: no such file", f.message());
    Failure unchecked =
        Failure.of(new UncheckedIOException(new NoSuchFileException("in.json")), BIR);
    assertEquals(f, unchecked);
  }

  @Test
  void a_failed_write_to_standard_output_is_exit_2_with_the_systems_reason() {
    CheckedOutput out =
        CheckedOutput.stream(
            new OutputStream() {
              @Override
              public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
              }
            },
            CheckedOutput.STDOUT);
    OutputFailure failure = null;
    try {
      out.write('x');
    } catch (OutputFailure e) {
      failure = e;
    }
    Failure f = Failure.of(failure, BIR);
    assertEquals(ExitStatus.USAGE_OR_IO, f.exitCode());
    assertEquals("cannot write to standard output: Broken pipe", f.message());
    assertEquals("bir: cannot write to standard output: Broken pipe", BIR.line(f.message()));
  }

  @Test
  void a_stream_that_kept_its_reason_to_itself_still_says_it_cannot_write() {
    assertEquals(
        "cannot write to standard output",
        Failure.cannotWrite(CheckedOutput.STDOUT, null, Display.WHOLE));
  }

  @Test
  void memory_running_out_is_exit_71_and_traced_on_debug() {
    Failure f = Failure.of(new OutOfMemoryError("Java heap space"), TOOL);
    assertEquals(ExitStatus.OUT_OF_MEMORY, f.exitCode());
    assertTrue(f.message().startsWith("out of memory (Java heap space, with a maximum heap of"));
    assertTrue(f.message().contains("JDK_JAVA_OPTIONS=-Xmx"), f.message());
    assertTrue(f.traceOnDebug());
  }

  @Test
  void anything_else_is_an_internal_error_exit_70_never_an_invalid_document() {
    for (Throwable t :
        new Throwable[] {
          new NullPointerException(), new IllegalStateException("x"), new StackOverflowError()
        }) {
      Failure f = Failure.of(t, BIR);
      assertEquals(ExitStatus.INTERNAL, f.exitCode(), t.toString());
      assertTrue(f.message().startsWith("internal error: " + t.getClass().getName()), f.message());
      assertFalse(f.message().contains("invalid document"), f.message());
      assertTrue(f.traceOnDebug());
    }
  }

  @Test
  void the_internal_error_line_names_the_first_birj_frame_and_how_to_get_the_trace() {
    IllegalStateException e = new IllegalStateException("broken\ninvariant");
    e.setStackTrace(
        new StackTraceElement[] {
          new StackTraceElement("java.util.Objects", "requireNonNull", "Objects.java", 233),
          new StackTraceElement("io.birj.loader.BirReader", "read", "BirReader.java", 42)
        });
    assertEquals(
        "internal error: java.lang.IllegalStateException: broken\\ninvariant (at"
            + " io.birj.loader.BirReader.read(BirReader.java:42)); this is a bug in birj, not a"
            + " problem with the input: run again with --debug (or BIR_DEBUG=1) for the stack"
            + " trace, and report it",
        Failure.internal(e, Display.WHOLE));
  }

  @Test
  void without_a_birj_frame_the_internal_error_names_the_top_one_or_none() {
    IllegalStateException e = new IllegalStateException();
    e.setStackTrace(
        new StackTraceElement[] {
          new StackTraceElement("java.util.Objects", "requireNonNull", "Objects.java", 233)
        });
    assertTrue(
        Failure.internal(e, Display.CUT)
            .startsWith(
                "internal error: java.lang.IllegalStateException (at"
                    + " java.util.Objects.requireNonNull(Objects.java:233)); "));
    e.setStackTrace(new StackTraceElement[0]);
    assertTrue(
        Failure.internal(e, Display.CUT)
            .startsWith("internal error: java.lang.IllegalStateException; this is a bug"));
  }

  @Test
  void bir_debug_asks_for_traces_unless_empty_or_0() {
    assertTrue(Failure.debugRequested("1"));
    assertTrue(Failure.debugRequested("yes"));
    assertFalse(Failure.debugRequested(null));
    assertFalse(Failure.debugRequested(""));
    assertFalse(Failure.debugRequested("0"));
  }
}
