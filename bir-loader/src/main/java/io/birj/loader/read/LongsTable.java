package io.birj.loader.read;

import java.util.Arrays;

/**
 * Values found by a short run of longs: the access patterns and shapes a document repeats in every
 * operand, looked up from the numbers as read (in a buffer the reader keeps), so that a pattern met
 * for the thousandth time makes no list, no boxed number and no key object. Open addressing over a
 * power-of-two table, at most half full.
 */
final class LongsTable<T> {
  private long[][] keys = new long[1 << 8][];
  private Object[] values = new Object[1 << 8];
  private int[] hashes = new int[1 << 8];
  private int size;

  /** The hash of {@code run[0..length)} that {@link #get} and {@link #put} take. */
  static int hash(long[] run, int length) {
    int h = length;
    for (int i = 0; i < length; i++) {
      long v = run[i];
      h = 31 * h + (int) (v ^ (v >>> 32));
    }
    return h ^ (h >>> 16);
  }

  /** The value kept for {@code run[0..length)}, or {@code null}. */
  @SuppressWarnings("unchecked")
  T get(long[] run, int length, int hash) {
    int mask = keys.length - 1;
    for (int i = hash & mask; ; i = (i + 1) & mask) {
      long[] k = keys[i];
      if (k == null) {
        return null;
      }
      if (hashes[i] == hash && Arrays.equals(k, 0, k.length, run, 0, length)) {
        return (T) values[i];
      }
    }
  }

  /** Keeps {@code value} for {@code run[0..length)}, which {@link #get} did not find. */
  void put(long[] run, int length, int hash, T value) {
    int mask = keys.length - 1;
    int i = hash & mask;
    while (keys[i] != null) {
      i = (i + 1) & mask;
    }
    keys[i] = Arrays.copyOf(run, length);
    values[i] = value;
    hashes[i] = hash;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  private void grow() {
    long[][] oldKeys = keys;
    Object[] oldValues = values;
    int[] oldHashes = hashes;
    keys = new long[oldKeys.length * 2][];
    values = new Object[oldKeys.length * 2];
    hashes = new int[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldKeys[j] != null) {
        int i = oldHashes[j] & mask;
        while (keys[i] != null) {
          i = (i + 1) & mask;
        }
        keys[i] = oldKeys[j];
        values[i] = oldValues[j];
        hashes[i] = oldHashes[j];
      }
    }
  }
}
