package io.birj.loader.read;

import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;

/**
 * A document's bytes, read at any position from any thread: what a read in parallel ({@link
 * ParallelRead}) scans and hands out in runs. A file's are read by positional reads, not mapped, so
 * its pages are not counted in the process's memory.
 */
interface DocumentBytes {
  int size();

  /** Copies bytes {@code [pos, pos + len)} into {@code dst} from {@code off}. */
  void get(int pos, byte[] dst, int off, int len) throws IOException;

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
