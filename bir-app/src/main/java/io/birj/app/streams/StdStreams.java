package io.birj.app.streams;

import io.birj.cli.text.Palette;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;

/**
 * The command's standard streams: text through the writers, documents as raw bytes through {@code
 * stdout} (flush {@code out} first), input documents ({@code -}) from {@code in}. Every write is
 * checked ({@link io.birj.cli.output.CheckedOutput}). {@code palette} colours the finding lines
 * (and diff's lines, explain's heading) written to {@code out}, {@code errPalette} those written to
 * {@code err}: each by the one rule of {@code --color} for its own stream
 * (io.birj.app.cli.ColorOption), so stderr alone on a terminal is coloured while stdout goes to a
 * file. Registered in the context by {@code BirApp}.
 */
public record StdStreams(
    InputStream in,
    OutputStream stdout,
    PrintWriter out,
    PrintWriter err,
    Palette palette,
    Palette errPalette) {
  /** Streams whose lines on both are coloured alike. */
  public StdStreams(
      InputStream in, OutputStream stdout, PrintWriter out, PrintWriter err, Palette palette) {
    this(in, stdout, out, err, palette, palette);
  }

  /** Streams whose lines are not coloured. */
  public StdStreams(InputStream in, OutputStream stdout, PrintWriter out, PrintWriter err) {
    this(in, stdout, out, err, Palette.PLAIN);
  }
}
