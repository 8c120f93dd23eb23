package io.birj.app.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.writer.OutputFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A document for standard output: all of it, or (when the writer refuses) nothing. */
class DocumentOutputTest {
  private static final int HELD = 1 << 10;

  /** Writes {@code n} bytes, then refuses when {@code refuse}. */
  private static OutputFile.Content content(int n, boolean refuse, AtomicInteger writes) {
    return out -> {
      writes.incrementAndGet();
      for (int i = 0; i < n; i++) {
        out.write('a' + i % 26);
      }
      if (refuse) {
        throw new IllegalStateException("refused after " + n + " bytes");
      }
    };
  }

  private static byte[] expected(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) {
      b[i] = (byte) ('a' + i % 26);
    }
    return b;
  }

  @Test
  void a_small_document_is_written_once_and_whole() throws IOException {
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    AtomicInteger writes = new AtomicInteger();
    DocumentOutput.write(content(HELD, false, writes), stdout, HELD);
    assertArrayEquals(expected(HELD), stdout.toByteArray());
    assertEquals(1, writes.get());
  }

  @Test
  void a_small_refused_document_puts_nothing_on_stdout() {
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    assertThrows(
        IllegalStateException.class,
        () -> DocumentOutput.write(content(HELD / 2, true, new AtomicInteger()), stdout, HELD));
    assertEquals(0, stdout.size());
  }

  @Test
  void a_large_document_is_checked_by_a_write_to_nowhere_then_written_whole() throws IOException {
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    AtomicInteger writes = new AtomicInteger();
    DocumentOutput.write(content(10 * HELD, false, writes), stdout, HELD);
    assertArrayEquals(expected(10 * HELD), stdout.toByteArray());
    assertEquals(3, writes.get(), "held until full, to nowhere, for real");
  }

  @Test
  void a_large_refused_document_puts_nothing_on_stdout() {
    ByteArrayOutputStream stdout = new ByteArrayOutputStream();
    IllegalStateException refused =
        assertThrows(
            IllegalStateException.class,
            () ->
                DocumentOutput.write(content(10 * HELD, true, new AtomicInteger()), stdout, HELD));
    assertEquals("refused after " + 10 * HELD + " bytes", refused.getMessage());
    assertEquals(0, stdout.size());
  }

  @Test
  void an_io_error_of_the_content_propagates_as_it_is() {
    IOException broken = new IOException("broken");
    IOException thrown =
        assertThrows(
            IOException.class,
            () ->
                DocumentOutput.write(
                    out -> {
                      throw broken;
                    },
                    new ByteArrayOutputStream(),
                    HELD));
    assertSame(broken, thrown);
  }
}
