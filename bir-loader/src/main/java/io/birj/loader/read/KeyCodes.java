package io.birj.loader.read;

import java.util.function.ToIntFunction;

/**
 * A reader's codes for the keys it dispatches on, found once per distinct key string and then by
 * identity: jackson hands out one canonical {@code String} per distinct name of a parser (its
 * symbol table), so a key met again is the same object, and its code is one probe of a small table
 * instead of a string switch and schema look-ups per key. A key string not yet in the table (a
 * first meeting, or an equal string of another parser) is coded by the reader's own rule and added
 * while the table has room; past that (a document of very many distinct keys) each is coded afresh.
 * Single-threaded, as a reader is.
 */
final class KeyCodes {
  private static final int SLOTS = 128;
  private static final int MAX_KEYS = SLOTS / 2;

  private final ToIntFunction<String> rule;
  private final String[] keys = new String[SLOTS];
  private final int[] codes = new int[SLOTS];
  private int size;

  KeyCodes(ToIntFunction<String> rule) {
    this.rule = rule;
  }

  /** The code of {@code key}: {@code rule}'s, remembered for this very string. */
  int of(String key) {
    int i = key.hashCode() & (SLOTS - 1);
    while (true) {
      String k = keys[i];
      if (k == key) {
        return codes[i];
      }
      if (k == null) {
        break;
      }
      i = (i + 1) & (SLOTS - 1);
    }
    int code = rule.applyAsInt(key);
    if (size < MAX_KEYS) {
      keys[i] = key;
      codes[i] = code;
      size++;
    }
    return code;
  }
}
