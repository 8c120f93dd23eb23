package io.birj.api.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Rare keys read back what was last set on each key, whatever the order of sets and clears. */
class RareKeysTest {
  @Test
  void anyOrderOfSetsAndClearsReadsLikeAMap() {
    Random random = new Random(25);
    for (int run = 0; run < 200; run++) {
      Object[] rare = null;
      Map<Integer, Object> expected = new HashMap<>();
      for (int step = 0; step < 40; step++) {
        int key = random.nextInt(random.nextBoolean() ? 4 : 32);
        Object value = random.nextInt(3) == 0 ? null : "v" + run + "." + step;
        rare = RareKeys.set(rare, key, value);
        if (value == null) {
          expected.remove(key);
        } else {
          expected.put(key, value);
        }
        for (int k = 0; k < 32; k++) {
          assertEquals(expected.get(k), RareKeys.get(rare, k), "key " + k);
        }
        assertEquals(expected.isEmpty() ? 0 : expected.size() + 1, rare == null ? 0 : rare.length);
      }
    }
  }

  @Test
  void clearingTheLastKeyLeavesNothing() {
    Object[] rare = RareKeys.set(null, 5, "x");
    assertNull(RareKeys.set(rare, 5, null));
    assertNull(RareKeys.set(null, 5, null));
  }

  @Test
  void replacingAPresentKeyKeepsTheArray() {
    Object[] rare = RareKeys.set(RareKeys.set(null, 1, "a"), 9, "b");
    assertSame(rare, RareKeys.set(rare, 9, "c"));
    assertEquals("c", RareKeys.get(rare, 9));
    assertEquals("a", RareKeys.get(rare, 1));
  }
}
