package io.birj.api.position;

/**
 * Where something stands in its source, packed into one {@code long} so the model keeps positions
 * cheaply: a line and a column for a text document (JSON), or a byte offset for a binary one
 * (CBOR), whose parser has no lines. {@link #UNKNOWN} (0) for what was built in memory.
 */
public final class SourcePosition {
  public static final long UNKNOWN = 0L;

  private static final long OFFSET_FLAG = Long.MIN_VALUE;
  private static final long OFFSET_MASK = Long.MAX_VALUE;

  private SourcePosition() {}

  /** A 1-based line and column. */
  public static long of(long line, long column) {
    long l = Math.max(0, Math.min(line, Integer.MAX_VALUE));
    long c = Math.max(0, Math.min(column, Integer.MAX_VALUE));
    return (l << 32) | c;
  }

  /** A 0-based byte offset (binary documents). */
  public static long ofOffset(long byteOffset) {
    return OFFSET_FLAG | Math.max(0, byteOffset);
  }

  public static boolean isOffset(long packed) {
    return (packed & OFFSET_FLAG) != 0;
  }

  /** The line, 0 when unknown or for a byte offset. */
  public static int line(long packed) {
    return isOffset(packed) ? 0 : (int) (packed >>> 32);
  }

  /** The column, 0 when unknown or for a byte offset. */
  public static int column(long packed) {
    return isOffset(packed) ? 0 : (int) packed;
  }

  /** The byte offset, or -1 for a line and column. */
  public static long offset(long packed) {
    return isOffset(packed) ? packed & OFFSET_MASK : -1;
  }
}
