package io.birj.api.model;

/** A line and a column packed into one {@code long}, so the model keeps positions cheaply. */
public final class SourcePosition {
  public static final long UNKNOWN = 0L;

  private SourcePosition() {}

  public static long of(long line, long column) {
    long l = Math.max(0, Math.min(line, Integer.MAX_VALUE));
    long c = Math.max(0, Math.min(column, Integer.MAX_VALUE));
    return (l << 32) | c;
  }

  public static int line(long packed) {
    return (int) (packed >>> 32);
  }

  public static int column(long packed) {
    return (int) packed;
  }
}
