package io.birj.cli.output;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * The process's standard streams with every write checked: a failure is an {@link OutputFailure}
 * naming the stream, never a flag nobody reads (PrintStream and PrintWriter only set one), and ends
 * the run with {@code cannot write to standard output: REASON} and exit 2 ({@code
 * io.birj.cli.exit.Failure}). After the first failure the stream takes nothing more (what is still
 * buffered cannot go anywhere) and remembers it, so the failure is reported once, even if some
 * caller swallowed it.
 */
public final class CheckedOutput extends FilterOutputStream {
  public static final String STDOUT = "standard output";
  public static final String STDERR = "standard error";

  private final String name;
  private volatile OutputFailure failure;
  private volatile boolean reported;

  private CheckedOutput(OutputStream out, String name) {
    super(out);
    this.name = name;
  }

  /** {@code out}, whose write and flush failures throw {@link OutputFailure}. */
  public static CheckedOutput stream(OutputStream out, String name) {
    return new CheckedOutput(out, name);
  }

  /**
   * A UTF-8 writer over a checked stream: an {@link OutputFailure} is unchecked, so it passes
   * through PrintWriter, which catches only {@code IOException}.
   */
  public static PrintWriter writer(CheckedOutput checked, boolean autoFlush) {
    return new PrintWriter(new OutputStreamWriter(checked, StandardCharsets.UTF_8), autoFlush);
  }

  /** The first failure, or {@code null}. */
  public OutputFailure failure() {
    return failure;
  }

  /** Whether the failure has been told to the user ({@link OutputFailure#markReported}). */
  public boolean reported() {
    return reported;
  }

  void markReported() {
    reported = true;
  }

  private OutputFailure fail(IOException e) {
    OutputFailure f = new OutputFailure(name, e, this::markReported);
    failure = f;
    return f;
  }

  @Override
  public void write(int b) {
    if (failure != null) {
      return;
    }
    try {
      out.write(b);
    } catch (IOException e) {
      throw fail(e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (failure != null) {
      return;
    }
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw fail(e);
    }
  }

  @Override
  public void flush() {
    if (failure != null) {
      return;
    }
    try {
      out.flush();
    } catch (IOException e) {
      throw fail(e);
    }
  }

  @Override
  public void close() {
    flush();
  }
}
