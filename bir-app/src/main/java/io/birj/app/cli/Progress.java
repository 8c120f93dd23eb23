package io.birj.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar on stderr for long work, drawn only when stderr is a terminal (the launcher says
 * so with {@code -Dbirj.stderr.tty}; without it, a console on both ends counts) and not {@code
 * --quiet}. Otherwise every method does nothing.
 */
final class Progress implements AutoCloseable {
  /** Work above this many bytes gets a bar even as a single file. */
  static final long LARGE_BYTES = 4L << 20;

  private final ProgressBar bar;

  private Progress(ProgressBar bar) {
    this.bar = bar;
  }

  static boolean stderrIsTerminal() {
    return io.birj.app.streams.Terminals.stderr();
  }

  static boolean shown(boolean quiet) {
    return !quiet && stderrIsTerminal();
  }

  private static ProgressBarBuilder builder(String task) {
    return new ProgressBarBuilder()
        .setTaskName(task)
        .setStyle(ProgressBarStyle.ASCII)
        .setConsumer(new ConsoleProgressBarConsumer(new PrintStream(System.err, true)))
        .setUpdateIntervalMillis(200);
  }

  /** A bar over {@code max} steps (e.g. files), or nothing. */
  static Progress over(String task, long max, boolean quiet) {
    return new Progress(shown(quiet) ? builder(task).setInitialMax(max).build() : null);
  }

  /** {@code in}, counting its bytes on a bar of {@code size} bytes when shown. */
  static InputStream reading(String task, InputStream in, long size, boolean quiet) {
    if (!shown(quiet) || size < LARGE_BYTES) {
      return in;
    }
    return ProgressBar.wrap(
        in, builder(task).setInitialMax(size).setUnit(" MB", 1 << 20).showSpeed());
  }

  void step() {
    if (bar != null) {
      bar.step();
    }
  }

  @Override
  public void close() {
    if (bar != null) {
      bar.close();
    }
  }
}
