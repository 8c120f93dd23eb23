package io.birj.testkit.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShuffleTest {
  private static final List<Integer> ITEMS = List.of(0, 1, 2, 3, 4, 5, 6);

  @Test
  void theSimplestShuffleKeepsTheOrder() {
    assertEquals(ITEMS, new Shuffle(List.of()).apply(ITEMS));
    assertEquals(ITEMS, new Shuffle(List.of(0, 0)).apply(ITEMS));
  }

  @Test
  void aShuffleReordersWithoutLosingOrRepeating() {
    Tape t = Tape.fresh(9);
    boolean moved = false;
    for (int i = 0; i < 100; i++) {
      List<Integer> out = Shuffle.draw(t).apply(ITEMS);
      List<Integer> sorted = new ArrayList<>(out);
      sorted.sort(null);
      assertEquals(ITEMS, sorted);
      moved |= !out.equals(ITEMS);
    }
    assertTrue(moved, "some shuffle changed the order");
  }
}
