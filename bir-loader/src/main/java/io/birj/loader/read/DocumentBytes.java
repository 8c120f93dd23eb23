package io.birj.loader.read;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.function.BooleanSupplier;

/**
 * A document's bytes, read at any position from any thread: what a read in parallel ({@link
 * ParallelRead}) scans and hands out in runs. A file's are read by positional reads, not mapped, so
 * its pages are not counted in the process's memory.
 */
interface DocumentBytes {
  int size();

  /** Copies bytes {@code [pos, pos + len)} into {@code dst} from {@code off}. */
  void get(int pos, byte[] dst, int off, int len) throws IOException;

  /**
   * Bytes {@code [from, to)} as a stream; a read fails once {@code stop} says so (a read in
   * parallel that was given up stops its runs at their next bytes).
   */
  default InputStream range(int from, int to, BooleanSupplier stop) {
    return new Input() {
      private int pos = from;

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        if (stop.getAsBoolean()) {
          throw new IOException("the read was given up");
        }
        int n = Math.min(len, to - pos);
        if (n <= 0) {
          return len == 0 ? 0 : -1;
        }
        get(pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  /** A stream that reads in bulk: one byte is read as an array of one. */
  abstract class Input extends InputStream {
    @Override
    public final int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public abstract int read(byte[] b, int off, int len) throws IOException;
  }

  /** The first {@code size} bytes of an open file. */
  static DocumentBytes of(FileChannel file, int size) {
    return new DocumentBytes() {
      @Override
      public int size() {
        return size;
      }

      @Override
      public void get(int pos, byte[] dst, int off, int len) throws IOException {
        ByteBuffer into = ByteBuffer.wrap(dst, off, len);
        long at = pos;
        while (into.hasRemaining()) {
          int n = file.read(into, at);
          if (n < 0) {
            throw new EOFException("the document ended at byte " + at + ": changed while read?");
          }
          at += n;
        }
      }
    };
  }
}
