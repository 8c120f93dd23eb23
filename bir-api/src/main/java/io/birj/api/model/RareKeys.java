package io.birj.api.model;

import java.util.Arrays;

/**
 * The values of the keys few objects of a kind have, in an array of exactly those present: element
 * 0 says which keys the array holds (a {@link Layout}, one shared object for each set of keys), the
 * values follow in key order; {@code null} when none is present. An instruction with one rare key
 * keeps it in 24 bytes, with three in 32, where an object with a field for each of the fifteen took
 * 72 (bir-bench/RESULTS.md, "Issue 25, third step"). Keys are numbered 0 to 31 by their owner.
 */
final class RareKeys {
  private RareKeys() {}

  /**
   * A set of keys. Its neighbours (one key more or less) are remembered as they are asked for; two
   * threads may each make the same one, which is harmless: only {@link #mask} is ever read.
   */
  private static final class Layout {
    static final Layout NONE = new Layout(0);

    final int mask;
    private final Layout[] added = new Layout[32];
    private final Layout[] removed = new Layout[32];

    private Layout(int mask) {
      this.mask = mask;
    }

    Layout with(int key) {
      Layout l = added[key];
      if (l == null) {
        l = new Layout(mask | 1 << key);
        added[key] = l;
      }
      return l;
    }

    Layout without(int key) {
      Layout l = removed[key];
      if (l == null) {
        l = new Layout(mask & ~(1 << key));
        removed[key] = l;
      }
      return l;
    }
  }

  /** The value of {@code key} in {@code rare}, or {@code null} when absent. */
  static Object get(Object[] rare, int key) {
    if (rare == null) {
      return null;
    }
    int mask = ((Layout) rare[0]).mask;
    int bit = 1 << key;
    return (mask & bit) == 0 ? null : rare[1 + Integer.bitCount(mask & (bit - 1))];
  }

  /**
   * {@code rare} with {@code key} set to {@code value} ({@code null}: absent): the same array when
   * the key was present and stays so, else a new one, or {@code null} when no key is left.
   */
  static Object[] set(Object[] rare, int key, Object value) {
    int bit = 1 << key;
    Layout layout = rare == null ? Layout.NONE : (Layout) rare[0];
    int at = 1 + Integer.bitCount(layout.mask & (bit - 1));
    int n = rare == null ? 1 : rare.length;
    if ((layout.mask & bit) != 0) {
      if (value != null) {
        rare[at] = value;
        return rare;
      }
      if (n == 2) {
        return null;
      }
      Object[] out = new Object[n - 1];
      out[0] = layout.without(key);
      System.arraycopy(rare, 1, out, 1, at - 1);
      System.arraycopy(rare, at + 1, out, at, n - at - 1);
      return out;
    }
    if (value == null) {
      return rare;
    }
    Object[] out;
    if (at == n) {
      // A key after every present one (a reader sets them in key order): the array grown by one.
      out = rare == null ? new Object[2] : Arrays.copyOf(rare, n + 1);
    } else {
      out = new Object[n + 1];
      System.arraycopy(rare, 1, out, 1, at - 1);
      System.arraycopy(rare, at, out, at + 1, n - at);
    }
    out[0] = layout.with(key);
    out[at] = value;
    return out;
  }
}
