package io.birj.loader.read;

import java.util.Arrays;

/**
 * One copy of each string a document repeats (names, dtypes, spellings), found by its characters: a
 * string value still in the parser's buffer is looked up without first being made a {@code String},
 * so a name met for the thousandth time costs a hash and a compare, no allocation. Open addressing
 * over a power-of-two table, at most half full.
 */
final class NameTable {
  private String[] slots = new String[1 << 10];
  private int[] hashes = new int[1 << 10];
  // The characters of each string, for an array compare (null for one added as a String).
  private char[][] texts = new char[1 << 10][];
  private int size;

  /** The table's copy of the characters {@code chars[offset..offset+length)}. */
  String intern(char[] chars, int offset, int length) {
    int h = 0;
    for (int i = offset, end = offset + length; i < end; i++) {
      h = 31 * h + chars[i];
    }
    int mask = slots.length - 1;
    for (int i = spread(h) & mask; ; i = (i + 1) & mask) {
      String s = slots[i];
      if (s == null) {
        char[] text = Arrays.copyOfRange(chars, offset, offset + length);
        texts[i] = text;
        return add(i, new String(text), h);
      }
      if (hashes[i] == h && same(i, chars, offset, length)) {
        return s;
      }
    }
  }

  /** The table's copy of {@code s}. */
  String intern(String s) {
    int h = s.hashCode();
    int mask = slots.length - 1;
    for (int i = spread(h) & mask; ; i = (i + 1) & mask) {
      String t = slots[i];
      if (t == null) {
        return add(i, s, h);
      }
      if (hashes[i] == h && t.equals(s)) {
        return t;
      }
    }
  }

  private String add(int slot, String s, int h) {
    slots[slot] = s;
    hashes[slot] = h;
    if (++size * 2 > slots.length) {
      grow();
    }
    return s;
  }

  private void grow() {
    String[] oldSlots = slots;
    int[] oldHashes = hashes;
    char[][] oldTexts = texts;
    slots = new String[oldSlots.length * 2];
    hashes = new int[oldSlots.length * 2];
    texts = new char[oldSlots.length * 2][];
    int mask = slots.length - 1;
    for (int j = 0; j < oldSlots.length; j++) {
      if (oldSlots[j] != null) {
        int i = spread(oldHashes[j]) & mask;
        while (slots[i] != null) {
          i = (i + 1) & mask;
        }
        slots[i] = oldSlots[j];
        hashes[i] = oldHashes[j];
        texts[i] = oldTexts[j];
      }
    }
  }

  private boolean same(int slot, char[] chars, int offset, int length) {
    char[] text = texts[slot];
    if (text != null) {
      return Arrays.equals(text, 0, text.length, chars, offset, offset + length);
    }
    String s = slots[slot];
    if (s.length() != length) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (s.charAt(i) != chars[offset + i]) {
        return false;
      }
    }
    return true;
  }

  /** Names differ mostly in their last characters: mix the high bits down. */
  private static int spread(int h) {
    return h ^ (h >>> 16);
  }
}
