package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class LongsTableTest {
  private static String find(LongsTable<String> t, long... run) {
    long[] buf = java.util.Arrays.copyOf(run, run.length + 3); // a buffer longer than the run
    return t.get(buf, run.length, LongsTable.hash(buf, run.length));
  }

  private static void keep(LongsTable<String> t, String v, long... run) {
    t.put(run, run.length, LongsTable.hash(run, run.length), v);
  }

  @Test
  void aRunKeptIsFoundByItsNumbersOnly() {
    LongsTable<String> t = new LongsTable<>();
    keep(t, "a", 1, 2, 3);
    assertEquals("a", find(t, 1, 2, 3));
  }

  @Test
  void aRunIsNotFoundByItsPrefixNorByALongerRun() {
    LongsTable<String> t = new LongsTable<>();
    keep(t, "a", 1, 2);
    assertNull(find(t, 1));
    assertNull(find(t, 1, 2, 0));
    assertNull(find(t));
  }

  @Test
  void theEmptyRunIsAKeyOfItsOwn() {
    LongsTable<String> t = new LongsTable<>();
    keep(t, "empty");
    assertEquals("empty", find(t));
  }

  @Test
  void thousandsOfRunsAreAllFoundAfterTheTableGrows() {
    LongsTable<String> t = new LongsTable<>();
    for (long i = 0; i < 5000; i++) {
      keep(t, "v" + i, i, -i, i * 31, Long.MIN_VALUE + i);
    }
    for (long i = 0; i < 5000; i++) {
      assertEquals("v" + i, find(t, i, -i, i * 31, Long.MIN_VALUE + i));
    }
    assertNull(find(t, 5000, -5000, 5000 * 31, Long.MIN_VALUE + 5000));
  }

  @Test
  void theBufferMayChangeAfterAPut() {
    LongsTable<String> t = new LongsTable<>();
    long[] buf = {4, 5};
    t.put(buf, 2, LongsTable.hash(buf, 2), "kept");
    buf[0] = 9;
    assertEquals("kept", find(t, 4, 5));
    assertNull(find(t, 9, 5));
  }
}
