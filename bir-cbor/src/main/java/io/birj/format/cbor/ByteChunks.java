package io.birj.format.cbor;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Bytes held in memory in fixed-size chunks (no copying as they grow, no 2 GiB limit), read back by
 * offset.
 */
final class ByteChunks extends OutputStream {
  private static final int SHIFT = 16;
  private static final int CHUNK = 1 << SHIFT;
  private static final int MASK = CHUNK - 1;

  private final List<byte[]> chunks = new ArrayList<>();
  private long size;

  long size() {
    return size;
  }

  /** The byte at {@code offset} as 0-255. */
  int at(long offset) {
    return chunks.get((int) (offset >>> SHIFT))[(int) (offset & MASK)] & 0xFF;
  }

  @Override
  public void write(int b) {
    int in = (int) (size & MASK);
    if (in == 0) {
      chunks.add(new byte[CHUNK]);
    }
    chunks.get(chunks.size() - 1)[in] = (byte) b;
    size++;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    while (len > 0) {
      int in = (int) (size & MASK);
      if (in == 0) {
        chunks.add(new byte[CHUNK]);
      }
      int n = Math.min(len, CHUNK - in);
      System.arraycopy(b, off, chunks.get(chunks.size() - 1), in, n);
      off += n;
      len -= n;
      size += n;
    }
  }

  /** Writes {@code length} bytes from {@code offset} to {@code out}. */
  void copyTo(OutputStream out, long offset, long length) throws IOException {
    while (length > 0) {
      int in = (int) (offset & MASK);
      int n = (int) Math.min(length, CHUNK - in);
      out.write(chunks.get((int) (offset >>> SHIFT)), in, n);
      offset += n;
      length -= n;
    }
  }

  /** Lets go of the bytes. */
  void clear() {
    chunks.clear();
    size = 0;
  }
}
