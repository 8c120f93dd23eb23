package io.birj.app.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The process's standard streams with every write checked: a failure is an {@link OutputFailure}
 * naming the stream, never a flag nobody reads (PrintStream and PrintWriter only set one).
 */
public final class CheckedOutput {
  public static final String STDOUT = "standard output";
  public static final String STDERR = "standard error";

  private CheckedOutput() {}

  /** {@code out}, whose write and flush failures throw {@link OutputFailure}. */
  public static OutputStream stream(OutputStream out, String name) {
    return new FilterOutputStream(out) {
      @Override
      public void write(int b) {
        try {
          out.write(b);
        } catch (IOException e) {
          throw new OutputFailure(name, e);
        }
      }

      @Override
      public void write(byte[] b, int off, int len) {
        try {
          out.write(b, off, len);
        } catch (IOException e) {
          throw new OutputFailure(name, e);
        }
      }

      @Override
      public void flush() {
        try {
          out.flush();
        } catch (IOException e) {
          throw new OutputFailure(name, e);
        }
      }

      @Override
      public void close() {
        flush();
      }
    };
  }

  /**
   * A UTF-8 writer over a {@link #stream checked} stream: an {@link OutputFailure} is unchecked, so
   * it passes through PrintWriter, which catches only {@code IOException}.
   */
  public static PrintWriter writer(OutputStream checked, boolean autoFlush) {
    return new PrintWriter(new OutputStreamWriter(checked, StandardCharsets.UTF_8), autoFlush);
  }
}
