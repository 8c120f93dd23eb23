package io.birj.app.cli;

import io.birj.writer.OutputFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * A document for standard output, where a refused write (an expression over the writer's limits,
 * found in the middle of the document) must leave nothing behind: a document of up to {@link
 * #HELD_BYTES} is written to memory and copied out whole; a larger one is first written to nowhere,
 * so a refusal comes before the first byte, and then written for real. The writer is deterministic,
 * so the second write does what the first did.
 */
final class DocumentOutput {
  /** What is held in memory before switching to write-twice. */
  static final int HELD_BYTES = 16 << 20;

  private DocumentOutput() {}

  /** Writes {@code content} to {@code stdout} whole or, when it is refused, not at all. */
  static void write(OutputFile.Content content, OutputStream stdout) throws IOException {
    write(content, stdout, HELD_BYTES);
  }

  static void write(OutputFile.Content content, OutputStream stdout, int held) throws IOException {
    Held memory = new Held(held);
    try {
      content.writeTo(memory);
    } catch (Held.Full full) {
      content.writeTo(OutputStream.nullOutputStream());
      content.writeTo(stdout);
      stdout.flush();
      return;
    }
    memory.writeTo(stdout);
    stdout.flush();
  }

  /** A buffer that refuses to grow past its bound. */
  private static final class Held extends OutputStream {
    /** The bound was reached: not a failure, the signal to write twice instead. */
    static final class Full extends IOException {
      private static final long serialVersionUID = 1L;

      Full() {
        super("more than can be held");
      }
    }

    private final int bound;
    private final ByteArrayOutputStream bytes;

    Held(int bound) {
      this.bound = bound;
      this.bytes = new ByteArrayOutputStream(Math.min(bound, 1 << 16));
    }

    @Override
    public void write(int b) throws IOException {
      if (bytes.size() + 1 > bound) {
        throw new Full();
      }
      bytes.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (bytes.size() + len > bound) {
        throw new Full();
      }
      bytes.write(b, off, len);
    }

    void writeTo(OutputStream out) throws IOException {
      bytes.writeTo(out);
    }
  }
}
