package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The lines Failures makes for memory running out, each naming what ran out and the flag. */
class FailuresLinesTest {
  @Test
  void the_suggested_heap_is_twice_the_one_there_was() {
    assertEquals("512m", Failures.suggestedHeap(256L << 20));
    assertEquals("2g", Failures.suggestedHeap(1L << 30));
    assertEquals("8g", Failures.suggestedHeap(4L << 30));
  }

  @Test
  void heap_space_names_the_heap_and_xmx() {
    String line = Failures.outOfMemory(new OutOfMemoryError("Java heap space"), 256L << 20);
    assertEquals(
        "out of memory (Java heap space, with a maximum heap of 256 MiB): give Java more, e.g."
            + " JAVA_OPTS=-Xmx512m",
        line);
  }

  @Test
  void metaspace_names_its_own_flag() {
    String line = Failures.outOfMemory(new OutOfMemoryError("Metaspace"), 1L << 30);
    assertTrue(line.contains("JAVA_OPTS=-XX:MaxMetaspaceSize="), line);
  }

  @Test
  void direct_buffers_name_their_own_flag() {
    String line = Failures.outOfMemory(new OutOfMemoryError("Direct buffer memory"), 1L << 30);
    assertTrue(line.contains("JAVA_OPTS=-XX:MaxDirectMemorySize="), line);
  }

  @Test
  void an_array_too_large_for_java_says_so_instead_of_suggesting_a_heap() {
    String line =
        Failures.outOfMemory(
            new OutOfMemoryError("Requested array size exceeds VM limit"), 1L << 30);
    assertTrue(line.contains("larger than one Java array can hold"), line);
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
