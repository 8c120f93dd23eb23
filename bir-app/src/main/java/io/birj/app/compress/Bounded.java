package io.birj.app.compress;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads a stream whole into memory, at most {@code limit} bytes, telling {@code watcher} the size
 * read so far every {@link #STEP} bytes so it can refuse before more is read: a decoded stream's
 * size is known only as it is decoded, and this is where it counts.
 */
public final class Bounded {
  /** How often the watcher hears of the size. */
  public static final int STEP = 1 << 20;

  /** Told the size read so far; throws to stop reading. */
  @FunctionalInterface
  public interface Watcher {
    void grew(long bytes);
  }

  /** Thrown when the stream holds more than the limit. */
  public static final class OverLimit extends IOException {
    private static final long serialVersionUID = 1L;

    private final long limit;

    OverLimit(long limit) {
      super("the decoded document is over the limit of " + limit + " bytes");
      this.limit = limit;
    }

    public long limit() {
      return limit;
    }
  }

  private Bounded() {}

  /**
   * Everything {@code in} holds, when it is at most {@code limit} bytes.
   *
   * @throws OverLimit as soon as byte {@code limit + 1} is read
   */
  public static byte[] readAll(InputStream in, long maxBytes, Watcher watcher) throws IOException {
    long limit = Math.min(maxBytes, Integer.MAX_VALUE - 16);
    byte[] buf = new byte[(int) Math.min(limit + 1, 64 * 1024)];
    int size = 0;
    long told = 0;
    while (true) {
      if (size == buf.length) {
        if (size > limit) {
          throw new OverLimit(limit);
        }
        // Doubling: the copies add up to the size, once.
        buf = Arrays.copyOf(buf, (int) Math.min(Math.max(1, (long) size * 2), limit + 1));
      }
      // At most a step at a time, so the watcher hears of every step.
      int n = in.read(buf, size, Math.min(buf.length - size, STEP));
      if (n < 0) {
        break;
      }
      size += n;
      if (size > limit) {
        throw new OverLimit(limit);
      }
      if (size - told >= STEP) {
        told = size;
        watcher.grew(size);
      }
    }
    watcher.grew(size);
    return size == buf.length ? buf : Arrays.copyOf(buf, size);
  }
}
