package io.birj.testkit.property;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class TapeTest {
  @Test
  void aFreshTapeStaysInsideTheRangeAsked() {
    Tape t = Tape.fresh(1);
    for (int i = 0; i < 10_000; i++) {
      long v = t.between(-3, 5);
      assertTrue(v >= -3 && v <= 5, "" + v);
      long w = t.between(Long.MIN_VALUE + 1, Long.MAX_VALUE);
      assertTrue(w > Long.MIN_VALUE, "" + w);
    }
  }

  @Test
  void aReplayedTapeAnswersItsValuesFittedIntoTheRangeThenTheSimplest() {
    Tape t = Tape.replay(new long[] {7, 100, -100});
    assertEquals(7, t.between(0, 10));
    assertEquals(10, t.between(0, 10));
    assertEquals(5, t.between(5, 10));
    assertEquals(5, t.between(5, 10));
    assertEquals(0, t.between(-5, 10));
    assertEquals(-2, t.between(-9, -2));
    assertArrayEquals(new long[] {7, 10, 5, 5, 0, -2}, t.values());
  }

  @Test
  void theSimplestAnswerIsTheOneNearestToZero() {
    assertEquals(0, Tape.simplestIn(-4, 4));
    assertEquals(3, Tape.simplestIn(3, 9));
    assertEquals(-3, Tape.simplestIn(-9, -3));
  }

  @Test
  void fewerAnswersAreSimplerThenSmallerOnes() {
    Tape shortOne = Tape.replay(new long[] {9});
    shortOne.between(0, 9);
    Tape longOne = Tape.replay(new long[] {0, 0});
    longOne.between(0, 9);
    longOne.between(0, 9);
    Tape smaller = Tape.replay(new long[] {-2});
    smaller.between(-9, 9);
    Tape larger = Tape.replay(new long[] {3});
    larger.between(-9, 9);
    assertTrue(shortOne.simplerThan(longOne));
    assertFalse(longOne.simplerThan(shortOne));
    assertTrue(smaller.simplerThan(larger));
    assertFalse(larger.simplerThan(larger));
  }

  @Test
  void unitsMarkTheAnswersOfEachListElement() {
    Tape t = Tape.replay(new long[] {99, 1, 2, 99, 3, 4, 0});
    List<Long> pairs = t.listOf(0, 10, 50, c -> c.between(0L, 9L) * 10 + c.between(0L, 9L));
    assertEquals(List.of(12L, 34L), pairs);
    assertEquals(List.of(new Tape.Unit(1, 3), new Tape.Unit(4, 6)), t.units());
  }

  @Test
  void chanceZeroIsNeverAndAHundredAlways() {
    Tape t = Tape.fresh(3);
    for (int i = 0; i < 1000; i++) {
      assertFalse(t.chance(0));
      assertTrue(t.chance(100));
    }
  }

  @Test
  void aRangeWithMinAboveMaxIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Tape.fresh(1).between(2, 1));
  }
}
