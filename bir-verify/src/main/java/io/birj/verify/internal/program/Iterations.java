package io.birj.verify.internal.program;

import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The iterations of a nest of Loops (outermost first): how many there are, each one's index vector
 * in order, its axis values by name, and how a message says it ({@code i=0, j=1}).
 */
public final class Iterations {
  private final List<Loop> loops;

  public Iterations(List<Loop> loops) {
    this.loops = loops;
  }

  /** The loops' axes, outermost first. */
  public List<LoopAxis> nest() {
    return loops.stream().map(Loop::axis).toList();
  }

  /** The iterations of one loop: {@code ceil((ub - lb) / stride)}, 0 without an axis or stride. */
  public static long trips(LoopAxis a) {
    if (a == null || a.stride() <= 0) {
      return 0;
    }
    return Math.max(0, -Math.floorDiv(-(a.ub() - a.lb()), a.stride()));
  }

  /** The iterations of the whole nest, {@link Long#MAX_VALUE} when they do not fit a long. */
  public long count() {
    long n = 1;
    for (Loop l : loops) {
      try {
        n = Math.multiplyExact(n, trips(l.axis()));
      } catch (ArithmeticException e) {
        return Long.MAX_VALUE;
      }
    }
    return n;
  }

  /** The first index vector: every axis at its lower bound (0 for a loop without an axis). */
  public long[] first() {
    long[] idx = new long[loops.size()];
    for (int k = 0; k < idx.length; k++) {
      LoopAxis a = loops.get(k).axis();
      idx[k] = a == null ? 0 : a.lb();
    }
    return idx;
  }

  /** Moves {@code idx} to the next iteration (the innermost axis fastest). */
  public void next(long[] idx) {
    for (int k = idx.length - 1; k >= 0; k--) {
      LoopAxis a = loops.get(k).axis();
      idx[k] += a.stride();
      if (idx[k] < a.ub()) {
        return;
      }
      idx[k] = a.lb();
    }
  }

  /** The position of an iteration among the nest's, row-major. */
  public int position(long[] idx) {
    long flat = 0;
    for (int k = 0; k < loops.size(); k++) {
      LoopAxis a = loops.get(k).axis();
      flat = flat * trips(a) + (idx[k] - a.lb()) / a.stride();
    }
    return (int) flat;
  }

  /** The axis values of an iteration by axis name. */
  public Map<String, Long> axes(long[] idx) {
    if (idx == null || idx.length == 0) {
      return Map.of();
    }
    Map<String, Long> m = new HashMap<>();
    for (int k = 0; k < idx.length; k++) {
      if (loops.get(k).axis() != null) {
        m.put(loops.get(k).axis().name(), idx[k]);
      }
    }
    return m;
  }

  /** {@code i=0, j=1}, or {@code ""} outside loops. */
  public String label(long[] idx) {
    if (idx == null || idx.length == 0) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < idx.length; k++) {
      LoopAxis a = loops.get(k).axis();
      sb.append(k == 0 ? "" : ", ").append(a != null ? a.name() : "?").append('=').append(idx[k]);
    }
    return sb.toString();
  }
}
