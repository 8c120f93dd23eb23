package io.birj.verify.internal.geometry;

import io.birj.api.model.AccessPattern;
import io.birj.pelican.simplify.Ranges.Interval;
import io.birj.pelican.simplify.Simplifier;
import io.birj.verify.internal.geometry.OperandGeometry.Span;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An operand's bounds over a whole loop nest, decided from a few places instead of every iteration
 * (docs/verifier.md, "Bounds past the instance limit").
 *
 * <p>A linear start offset {@code start + Σ step[k]·t[k]} splits, in SB and PSUM, into whole
 * partitions (the steps that are multiples of the pitch) and a move along the row (the others).
 * When the row moves never carry the start into another partition, the first partition and the
 * element in the row are each linear in the counters, separately; every bound is then broken, if at
 * all, at a corner of the iteration box (the one that maximises, or minimises, both), and the
 * partition-start rule, which asks that the first partition be 0 (or 0 or 64), at the two corners
 * or one step from the lowest. In DRAM the bytes are linear in the offset, so its two extremes
 * decide. Those iterations are exact witnesses.
 *
 * <p>Any other expression is bounded by its interval over the axes' ranges (sound through floordiv,
 * mod and sums, not exact): when every offset of the interval starts in the same partition, or the
 * location is linear, the access at the interval's two ends bounds the access at every offset in
 * it, so two clean placements prove the bounds; a problem at an end may never happen.
 */
public final class Sweep {
  private Sweep() {}

  /**
   * The iterations (counter vectors) whose placements decide {@code span}'s bounds and partition
   * rules over the nest of {@code trips}, or {@code null} when a few iterations do not decide them
   * (the row moves carry the start across partitions).
   */
  public static List<long[]> corners(Span.Linear span, AccessPattern ap, long[] trips) {
    long[] steps = span.steps();
    int n = steps.length;
    long[] high = new long[n];
    long[] low = new long[n];
    for (int k = 0; k < n; k++) {
      // a loop the address does not move with stays at its first iteration: the earliest witness
      high[k] = steps[k] > 0 ? trips[k] - 1 : 0;
      low[k] = steps[k] < 0 ? trips[k] - 1 : 0;
    }
    Location loc = span.location();
    if (!loc.partitioned()) {
      return List.of(high, low);
    }
    long pitch = loc.dims().get(1) / span.elementBytes();
    if (pitch <= 0 || ap.pairs().isEmpty() || ap.pairs().get(0).step() % pitch != 0) {
      return List.of(high, low); // Placer bounds such an access by its extremes: monotone
    }
    try {
      long rowLow = Math.floorMod(span.start(), pitch);
      long rowHigh = rowLow;
      for (int k = 0; k < n; k++) {
        if (steps[k] % pitch != 0) {
          long reach = Math.multiplyExact(trips[k] - 1, steps[k]);
          rowLow = Math.addExact(rowLow, Math.min(0, reach));
          rowHigh = Math.addExact(rowHigh, Math.max(0, reach));
        }
      }
      if (rowLow < 0 || rowHigh >= pitch) {
        return null;
      }
    } catch (ArithmeticException overflow) {
      return null;
    }
    Set<List<Long>> seen = new LinkedHashSet<>();
    List<long[]> out = new ArrayList<>();
    add(high, seen, out);
    add(low, seen, out);
    for (int k = 0; k < n; k++) {
      if (steps[k] % pitch == 0 && steps[k] != 0 && trips[k] > 1) {
        long[] next = low.clone();
        next[k] += steps[k] > 0 ? 1 : -1; // the second-lowest first partition along k
        add(next, seen, out);
      }
    }
    return out;
  }

  private static void add(long[] t, Set<List<Long>> seen, List<long[]> out) {
    if (seen.add(Arrays.stream(t).boxed().toList())) {
      out.add(t);
    }
  }

  /** The start offset of {@code span} at counters {@code t}. */
  public static long offset(Span.Linear span, long[] t) {
    long v = span.start();
    for (int k = 0; k < t.length; k++) {
      v = Math.addExact(v, Math.multiplyExact(span.steps()[k], t[k]));
    }
    return v;
  }

  /** What the interval of an address expression proves about an access. */
  public sealed interface Hull {
    /** Every offset of {@code interval} keeps the access inside its location and rules. */
    record Proved(Interval interval) implements Hull {}

    /** Not proved; {@code why} says what stood in the way. */
    record NotProved(String why) implements Hull {}
  }

  /** Whether the interval of {@code span}'s expression proves its bounds and rules. */
  public static Hull hull(Span.Other span, AccessPattern ap, boolean computeEngine) {
    Interval iv = Simplifier.range(span.expr(), span.ranges());
    if (iv == null) {
      return new Hull.NotProved("the interval of its start offset is not known");
    }
    Location loc = span.location();
    String where = "its start offset lies in [" + iv.lo() + ", " + iv.hi() + "]";
    if (loc.partitioned()) {
      long pitch = loc.dims().get(1) / span.elementBytes();
      boolean movesInRow =
          pitch > 0 && !ap.pairs().isEmpty() && ap.pairs().get(0).step() % pitch == 0;
      if (movesInRow && Math.floorDiv(iv.lo(), pitch) != Math.floorDiv(iv.hi(), pitch)) {
        return new Hull.NotProved(where + ", which crosses partitions of " + pitch + " elements");
      }
    }
    for (long end : new long[] {iv.lo(), iv.hi()}) {
      List<Placer.Problem> problems =
          Placer.place(loc, ap, end, span.elementBytes(), computeEngine).problems();
      if (!problems.isEmpty()) {
        return new Hull.NotProved(
            where
                + " (an interval, not the exact offsets) and at offset "
                + end
                + " it would break a rule: "
                + problems.get(0).message());
      }
    }
    return new Hull.Proved(iv);
  }
}
