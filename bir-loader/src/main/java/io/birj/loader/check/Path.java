package io.birj.loader.check;

import java.util.Arrays;

/**
 * The place being checked: a base ({@link Loc}, or a {@link Loc} plus one {@code /key/index} step,
 * so that an instruction needs no {@link Loc} of its own) and a tail of member names and indexes
 * pushed and popped as the checker descends. Nothing is allocated per step; {@link #pointer()}
 * makes the string when a finding needs it.
 */
final class Path {
  private Loc base;
  private String baseKey;
  private int baseIndex;
  private String[] keys = new String[16];
  private int[] indexes = new int[16];
  private int depth;

  /** Starts at {@code loc} with an empty tail. */
  Path at(Loc loc) {
    return at(loc, null, -1);
  }

  /** Starts at {@code loc/key/index} with an empty tail. */
  Path at(Loc loc, String key, int index) {
    this.base = loc;
    this.baseKey = key;
    this.baseIndex = index;
    this.depth = 0;
    return this;
  }

  Path key(String key) {
    grow();
    keys[depth] = key;
    indexes[depth++] = -1;
    return this;
  }

  Path index(int index) {
    grow();
    keys[depth] = null;
    indexes[depth++] = index;
    return this;
  }

  /** The tail's length, for {@link #truncate}. */
  int depth() {
    return depth;
  }

  /** Drops the tail back to {@code mark} (a {@link #depth()}). */
  void truncate(int mark) {
    depth = mark;
  }

  String pointer() {
    StringBuilder sb = new StringBuilder(base == null ? "" : base.pointer());
    if (baseKey != null) {
      sb.append('/');
      Loc.escape(sb, baseKey);
      if (baseIndex >= 0) {
        sb.append('/').append(baseIndex);
      }
    }
    for (int i = 0; i < depth; i++) {
      sb.append('/');
      if (keys[i] == null) {
        sb.append(indexes[i]);
      } else {
        Loc.escape(sb, keys[i]);
      }
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return pointer();
  }

  private void grow() {
    if (depth == keys.length) {
      keys = Arrays.copyOf(keys, depth * 2);
      indexes = Arrays.copyOf(indexes, depth * 2);
    }
  }
}
