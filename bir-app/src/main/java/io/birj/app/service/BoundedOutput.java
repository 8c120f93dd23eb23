package io.birj.app.service;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;

/**
 * An answer built in memory, at most {@code limit} bytes: the heap the request reserved for its
 * work ({@link ServiceLimits#cost}). Past that, writing stops with {@link Exceeded}, before the
 * heap is at risk (a document written with a wide indent can be many times its input).
 */
final class BoundedOutput extends OutputStream {
  /** The answer would pass the limit. */
  static final class Exceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Exceeded() {
      super(null, null, false, false);
    }
  }

  private final ByteArrayOutputStream bytes;
  private final long limit;

  BoundedOutput(int initial, long limit) {
    this.bytes = new ByteArrayOutputStream((int) Math.min(initial, limit));
    this.limit = limit;
  }

  long limit() {
    return limit;
  }

  @Override
  public void write(int b) {
    if (bytes.size() + 1L > limit) {
      throw new Exceeded();
    }
    bytes.write(b);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (bytes.size() + (long) len > limit) {
      throw new Exceeded();
    }
    bytes.write(b, off, len);
  }

  byte[] toByteArray() {
    return bytes.toByteArray();
  }
}
