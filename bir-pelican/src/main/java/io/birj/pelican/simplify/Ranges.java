package io.birj.pelican.simplify;

import io.birj.pelican.eval.Leaf;
import io.birj.pelican.eval.Leaf.Kind;
import java.util.HashMap;
import java.util.Map;

/**
 * What is known of the leaves' values, for the {@link Simplifier}: inclusive intervals for loop
 * axes, registers, symbolic indices and indirect arguments. A leaf without an interval may take any
 * 64-bit value; a ShardId with {@code ub > 0} always lies in {@code [0, ub - 1]} (see {@link
 * io.birj.pelican.eval.Environment}). Immutable; made with {@link #builder()}.
 *
 * <p>The simplifier trusts these intervals: its result has the original's value in every
 * environment whose leaf values lie inside them.
 */
public final class Ranges {
  /** Nothing known beyond the structure (shard bounds, modulo results). */
  public static final Ranges NONE = builder().build();

  /** An inclusive interval {@code [lo, hi]}, {@code lo <= hi}. */
  public record Interval(long lo, long hi) {
    public Interval {
      if (lo > hi) {
        throw new IllegalArgumentException("empty interval [" + lo + ", " + hi + "]");
      }
    }

    public static Interval of(long value) {
      return new Interval(value, value);
    }

    public boolean contains(long v) {
      return lo <= v && v <= hi;
    }
  }

  private final Map<Leaf, Interval> intervals;

  private Ranges(Builder b) {
    intervals = Map.copyOf(b.intervals);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The interval of {@code leaf}, or null when unknown. */
  public Interval interval(Leaf leaf) {
    return intervals.get(leaf);
  }

  /** Collects intervals; a later interval for the same leaf replaces an earlier one. */
  public static final class Builder {
    private final Map<Leaf, Interval> intervals = new HashMap<>();

    private Builder() {}

    /** Every leaf equal to {@code leaf} takes values in {@code [lo, hi]}. */
    public Builder interval(Leaf leaf, long lo, long hi) {
      intervals.put(leaf, new Interval(lo, hi));
      return this;
    }

    /** The loop axis {@code name} takes values in {@code [lo, hi]}. */
    public Builder axis(String name, long lo, long hi) {
      return interval(new Leaf(Kind.LOOP_AXIS, name), lo, hi);
    }

    public Builder register(String name, long lo, long hi) {
      return interval(new Leaf(Kind.REGISTER, name), lo, hi);
    }

    public Builder symbol(String name, long lo, long hi) {
      return interval(new Leaf(Kind.SYMBOLIC_INDEX, name), lo, hi);
    }

    public Builder indirectArg(long argId, long lo, long hi) {
      return interval(new Leaf(Kind.INDIRECT_ARGUMENT, argId), lo, hi);
    }

    public Ranges build() {
      return new Ranges(this);
    }
  }
}
