package io.birj.cli.output;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * A write to standard output or standard error failed (a full disk, a closed pipe): unchecked, so
 * it escapes a {@code PrintWriter} (which would swallow an {@code IOException}) and ends the
 * command with a clear message and a non-zero exit.
 */
public final class OutputFailure extends UncheckedIOException {
  private static final long serialVersionUID = 1L;

  private final String stream;

  /** Tells the stream that failed that its failure has been told (a callback: no cycle). */
  private final transient Runnable onReported;

  OutputFailure(String stream, IOException cause, Runnable onReported) {
    super(stream + ": " + cause.getMessage(), cause);
    this.stream = stream;
    this.onReported = onReported;
  }

  /** Marks the failure told, so the stream's end does not tell it again. */
  public void markReported() {
    onReported.run();
  }

  /** The stream that failed: {@code standard output} or {@code standard error}. */
  public String stream() {
    return stream;
  }

  /** Why, as the system said it ({@code No space left on device}, {@code Broken pipe}). */
  public String reason() {
    String m = getCause().getMessage();
    return m == null ? getCause().getClass().getSimpleName() : m;
  }
}
