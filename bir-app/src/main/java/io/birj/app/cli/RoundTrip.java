package io.birj.app.cli;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.model.Module;
import io.birj.app.docs.Documents;
import io.birj.loader.BirReader;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * Reads a document, writes it in its own version (with its own indent), reads that again: did the
 * model survive, was the output the input byte for byte, and is the output a fixed point (writing
 * what was read back gives the same bytes). Streams throughout: the output is read back and
 * compared as it is written, never held whole, so memory is the two models and a few buffers.
 */
final class RoundTrip {
  /**
   * What a round trip found; {@code lost} says what of the document the written one does not hold
   * although its model compares equal (the version), or is {@code null}.
   */
  record Result(
      int version,
      boolean survived,
      boolean byteIdentical,
      boolean stable,
      long bytesIn,
      long bytesOut,
      String lost) {}

  /** A document that can be opened more than once (a file; the bundled samples). */
  @FunctionalInterface
  interface Source {
    InputStream open() throws IOException;
  }

  /** Writes a model as the round trip's writer: the product's own, or a test's. */
  @FunctionalInterface
  interface Writer {
    void write(Module m, OutputStream out, WriteOptions options) throws IOException;
  }

  /** Indents above this are not the writer's, so the document is taken as compact. */
  private static final int MAX_INDENT = 16;

  private RoundTrip() {}

  /** The round trip of {@code read}, the document read from {@code source}. */
  static Result run(Documents docs, BirReader.Document read, Source source, String name)
      throws IOException {
    return run(
        docs,
        (m, out, options) -> docs.convert(m, out, options, Converter.Policy.STRICT),
        read,
        source,
        name);
  }

  /**
   * As {@link #run(Documents, BirReader.Document, Source, String)}, writing with {@code writer}.
   */
  static Result run(
      Documents docs, Writer writer, BirReader.Document read, Source source, String name)
      throws IOException {
    // Written back in the input's own encoding, version (as the reader read it) and indent.
    Module first = read.module();
    io.birj.api.format.DocumentFormat format = formatOf(docs, source);
    // The version is not model content (a v1 document and its v2 conversion compare equal), so
    // the comparison cannot see it: a version the writer cannot write back is lost, and said so.
    java.util.OptionalInt declared = read.version();
    boolean writable =
        declared.isPresent() && (declared.getAsInt() == 1 || declared.getAsInt() == 2);
    int version = writable ? declared.getAsInt() : WriteOptions.DEFAULT.version();
    String lost =
        writable
            ? null
            : "its version is "
                + (declared.isPresent() ? "neither 1 nor 2" : "not known")
                + ", and the writer writes only those: written as version "
                + version;
    WriteOptions options =
        new WriteOptions(version, format.isText() ? indentOf(source) : 0, format);

    Module second;
    Comparing compared;
    try (InputStream input = source.open();
        Pipe written =
            Pipe.from("birj-roundtrip-write", out -> writer.write(first, out, options))) {
      compared = new Comparing(input);
      InputStream teed = compared.tee(written);
      try {
        second = docs.read(teed, name + " (written)");
        teed.transferTo(OutputStream.nullOutputStream());
      } catch (IOException | RuntimeException readFailure) {
        // A refused write ends the stream early; the refusal, not the truncation, is the news.
        Throwable writeFailure = written.failure();
        if (writeFailure instanceof RuntimeException r) {
          throw r;
        }
        if (writeFailure instanceof IOException io) {
          throw io;
        }
        throw readFailure;
      }
      compared.finish();
    }
    // Stable: what the read-back model writes is what the first write wrote. When that was the
    // input byte for byte, the input is compared with instead of writing the first model again.
    boolean stable;
    try (InputStream firstWrite =
        compared.identical()
            ? source.open()
            : Pipe.from("birj-roundtrip-rewrite", out -> writer.write(first, out, options))) {
      Comparing rewrite = new Comparing(firstWrite);
      writer.write(second, rewrite.sink(), options);
      rewrite.finish();
      stable = rewrite.identical();
    }
    boolean survived = lost == null && new SemanticDiff(1).equal(first, second);
    return new Result(
        version,
        survived,
        compared.identical(),
        stable,
        compared.expectedBytes(),
        compared.actualBytes(),
        lost);
  }

  /** The encoding of the document, told from its first bytes as the reader tells it. */
  static io.birj.api.format.DocumentFormat formatOf(Documents docs, Source source)
      throws IOException {
    try (InputStream in = source.open()) {
      byte[] head = in.readNBytes(io.birj.api.format.DocumentFormat.HEAD_LENGTH);
      return docs.formats().recognize(head, head.length);
    }
  }

  /**
   * The indent of a document written one key per line (the spaces before its first key), or 0.
   * Reads up to the end of the first line and the spaces after it.
   */
  static int indentOf(Source source) throws IOException {
    try (InputStream in = new BufferedInputStream(source.open(), 1 << 16)) {
      int b;
      while ((b = in.read()) != -1 && b != '\n') {
        // the first line
      }
      if (b == -1) {
        return 0;
      }
      int spaces = 0;
      while ((b = in.read()) == ' ' && spaces <= MAX_INDENT) {
        spaces++;
      }
      return spaces <= MAX_INDENT ? spaces : 0;
    }
  }

  /**
   * Compares a stream of bytes against an expected stream, as the bytes pass: either through {@link
   * #tee} (bytes read) or {@link #sink} (bytes written).
   */
  static final class Comparing {
    private final InputStream expected;
    private byte[] buffer = new byte[1 << 16];
    private boolean identical = true;
    private long expectedBytes;
    private long actualBytes;

    Comparing(InputStream expected) {
      this.expected = expected;
    }

    /** {@code actual}, comparing what is read from it. */
    InputStream tee(InputStream actual) {
      return new java.io.FilterInputStream(actual) {
        @Override
        public int read() throws IOException {
          int b = super.read();
          if (b >= 0) {
            compare(new byte[] {(byte) b}, 0, 1);
          }
          return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
          int n = super.read(b, off, len);
          if (n > 0) {
            compare(b, off, n);
          }
          return n;
        }

        @Override
        public long skip(long n) throws IOException {
          // Every byte must be compared: read instead of skipping.
          byte[] scratch = new byte[(int) Math.min(n, 8192)];
          int r = read(scratch, 0, scratch.length);
          return Math.max(r, 0);
        }
      };
    }

    /** A stream whose bytes are compared as they are written. */
    OutputStream sink() {
      return new OutputStream() {
        @Override
        public void write(int b) throws IOException {
          compare(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
          compare(b, off, len);
        }
      };
    }

    private void compare(byte[] b, int off, int len) throws IOException {
      actualBytes += len;
      if (!identical) {
        return;
      }
      if (buffer.length < len) {
        buffer = new byte[len];
      }
      int got = expected.readNBytes(buffer, 0, len);
      expectedBytes += got;
      if (got < len || !Arrays.equals(buffer, 0, len, b, off, off + len)) {
        identical = false;
      }
    }

    /** After the last actual byte: the expected stream must end too; counts what is left of it. */
    void finish() throws IOException {
      long rest = expected.transferTo(OutputStream.nullOutputStream());
      expectedBytes += rest;
      if (rest > 0) {
        identical = false;
      }
    }

    boolean identical() {
      return identical;
    }

    long expectedBytes() {
      return expectedBytes;
    }

    long actualBytes() {
      return actualBytes;
    }
  }
}
