package io.birj.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Every write to a standard stream is checked: a failure is an exception naming the stream and the
 * system's reason, which the writers that would swallow an IOException let through.
 */
class CheckedOutputTest {
  /** A stream that takes {@code room} bytes, then fails as a full disk does. */
  private static final class Full extends OutputStream {
    final ByteArrayOutputStream taken = new ByteArrayOutputStream();
    private final int room;
    int attempts;

    Full(int room) {
      this.room = room;
    }

    @Override
    public void write(int b) throws IOException {
      attempts++;
      if (taken.size() >= room) {
        throw new IOException("No space left on device");
      }
      taken.write(b);
    }
  }

  @Test
  void what_fits_is_written_as_it_is() {
    Full sink = new Full(100);
    PrintWriter w = CheckedOutput.writer(CheckedOutput.stream(sink, CheckedOutput.STDOUT), false);
    w.print("名前 ok");
    w.flush();
    assertEquals("名前 ok", sink.taken.toString(StandardCharsets.UTF_8));
  }

  @Test
  void a_failed_write_names_the_stream_and_the_reason_and_passes_through_a_print_writer() {
    CheckedOutput out = CheckedOutput.stream(new Full(2), CheckedOutput.STDOUT);
    PrintWriter w = CheckedOutput.writer(out, true);
    OutputFailure f = assertThrows(OutputFailure.class, () -> w.println("more than two bytes"));
    assertEquals(CheckedOutput.STDOUT, f.stream());
    assertEquals("No space left on device", f.reason());
    assertSame(f, out.failure());
  }

  @Test
  void a_failed_write_passes_through_a_print_stream_too() {
    CheckedOutput out = CheckedOutput.stream(new Full(0), CheckedOutput.STDOUT);
    PrintStream p = new PrintStream(out, true, StandardCharsets.UTF_8);
    assertThrows(OutputFailure.class, () -> p.println("x"));
    assertFalse(p.checkError(), "told by the exception, not by the flag");
  }

  @Test
  void after_a_failure_the_stream_takes_nothing_more_and_remembers_it() {
    Full sink = new Full(0);
    CheckedOutput out = CheckedOutput.stream(sink, CheckedOutput.STDERR);
    assertThrows(OutputFailure.class, () -> out.write('x'));
    int attempts = sink.attempts;
    out.write(new byte[] {1, 2, 3}, 0, 3);
    out.flush();
    out.close();
    assertEquals(attempts, sink.attempts, "no further write reached the stream");
    assertEquals(CheckedOutput.STDERR, out.failure().stream());
  }

  @Test
  void a_failure_is_unreported_until_marked() {
    CheckedOutput out = CheckedOutput.stream(new Full(0), CheckedOutput.STDOUT);
    assertNull(out.failure());
    OutputFailure f = assertThrows(OutputFailure.class, () -> out.write('x'));
    assertFalse(out.reported());
    f.markReported();
    assertTrue(out.reported());
  }

  @Test
  void a_failure_without_a_message_gives_the_exceptions_name_as_its_reason() {
    CheckedOutput out =
        CheckedOutput.stream(
            new OutputStream() {
              @Override
              public void write(int b) throws IOException {
                throw new java.io.InterruptedIOException();
              }
            },
            CheckedOutput.STDOUT);
    OutputFailure f = assertThrows(OutputFailure.class, () -> out.write('x'));
    assertEquals("InterruptedIOException", f.reason());
  }
}
