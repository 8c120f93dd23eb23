package io.birj.app.streams;

import io.birj.cli.text.Palette;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The command's standard streams: text through the writers, documents as raw bytes through {@code
 * stdout} (flush {@code out} first), input documents ({@code -}) from {@code in}. Every write is
 * checked ({@link io.birj.cli.output.CheckedOutput}). {@code palette} colours the finding lines
 * ({@code --color}). Registered in the context by {@code BirApp}.
 */
public record StdStreams(
    InputStream in, OutputStream stdout, PrintWriter out, PrintWriter err, Palette palette) {
  /** Streams whose lines are not coloured. */
  public StdStreams(InputStream in, OutputStream stdout, PrintWriter out, PrintWriter err) {
    this(in, stdout, out, err, Palette.PLAIN);
  }
}
