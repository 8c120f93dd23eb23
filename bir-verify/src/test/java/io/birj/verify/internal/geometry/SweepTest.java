package io.birj.verify.internal.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.AccessPattern;
import io.birj.api.model.MemoryLocation;
import io.birj.testkit.property.Gen;
import io.birj.testkit.property.PropertyCheck;
import io.birj.verify.internal.geometry.OperandGeometry.Span;
import io.birj.verify.result.Rule;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The few iterations {@link Sweep#corners} names break exactly the rules every iteration breaks.
 */
class SweepTest {
  private static final Location SB =
      new Location(new MemoryLocation("t"), null, "SB", "SB", 0L, 0L, List.of(128L, 2048L), false);
  private static final Location DRAM =
      new Location(
          new MemoryLocation("d"), null, "DRAM", "DRAM:d", null, 0L, List.of(64L, 2048L), false);

  record Case(Span.Linear span, AccessPattern ap, long[] trips) {
    @Override
    public String toString() {
      return span.location().type()
          + " start "
          + span.start()
          + " steps "
          + Arrays.toString(span.steps())
          + " trips "
          + Arrays.toString(trips)
          + " ap "
          + ap.pairs();
    }
  }

  static final Gen<Case> CASES =
      c -> {
        int n = c.between(1, 3);
        long[] trips = new long[n];
        long[] steps = new long[n];
        for (int k = 0; k < n; k++) {
          trips[k] = c.between(1, 4);
          steps[k] =
              c.pick(0, 1, -1, 7, 100, 1000, 1024, -1024, 2048, 32 * 1024, 64 * 1024, 3 * 1024);
        }
        Location loc = c.chance(25) ? DRAM : SB;
        long start =
            c.pick(
                0, 0, 64 * 1024, 5, 1000, 30 * 1024, 100 * 1024, 120 * 1024 + 900, -3, 96 * 1024);
        AccessPattern ap =
            new AccessPattern(
                List.of(
                    new AccessPattern.Pair(
                        c.pick(1024, 1024, -1024, 2048, 1000), c.pick(1, 8, 33, 36, 64, 65, 70)),
                    new AccessPattern.Pair(c.pick(1, 1, -1, 2), c.between(1, 600))),
                false);
        return new Case(new Span.Linear(loc, 2, start, steps), ap, trips);
      };

  private static Set<Rule> broken(Case c, List<long[]> iterations) {
    Set<Rule> rules = EnumSet.noneOf(Rule.class);
    for (long[] t : iterations) {
      for (Placer.Problem p :
          Placer.place(c.span().location(), c.ap(), Sweep.offset(c.span(), t), 2, true)
              .problems()) {
        rules.add(p.rule());
      }
    }
    return rules;
  }

  private static List<long[]> every(long[] trips) {
    List<long[]> all = new java.util.ArrayList<>();
    long[] t = new long[trips.length];
    while (true) {
      all.add(t.clone());
      int k = t.length - 1;
      while (k >= 0 && ++t[k] == trips[k]) {
        t[k--] = 0;
      }
      if (k < 0) {
        return all;
      }
    }
  }

  @Test
  void theDecidingIterationsBreakExactlyTheRulesEveryIterationBreaks() {
    int[] decided = {0};
    PropertyCheck.forAll(
        2000,
        CASES,
        c -> {
          List<long[]> corners = Sweep.corners(c.span(), c.ap(), c.trips());
          if (corners == null) {
            return; // the start wraps across rows: those are placed one by one
          }
          decided[0]++;
          assertEquals(broken(c, every(c.trips())), broken(c, corners), c::toString);
        });
    assertTrue(decided[0] > 1000, "too few cases were decided by corners: " + decided[0]);
  }

  @Test
  void aStartPartitionBetweenTheTwoExtremesIsAmongTheDecidingIterations() {
    // 36 partitions starting at 0, 32 and 64: both extremes keep the rule, the middle breaks it.
    Case c =
        new Case(
            new Span.Linear(SB, 2, 0, new long[] {32 * 1024}),
            new AccessPattern(
                List.of(new AccessPattern.Pair(1024, 36), new AccessPattern.Pair(1, 8)), false),
            new long[] {3});
    assertEquals(EnumSet.of(Rule.PARTITION_START), broken(c, every(c.trips())));
    assertEquals(
        EnumSet.of(Rule.PARTITION_START), broken(c, Sweep.corners(c.span(), c.ap(), c.trips())));
  }
}
