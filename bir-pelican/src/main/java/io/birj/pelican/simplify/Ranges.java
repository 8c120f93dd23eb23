package io.birj.pelican.simplify;

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

  private final Map<String, Interval> axes;
  private final Map<String, Interval> registers;
  private final Map<String, Interval> symbols;
  private final Map<Long, Interval> indirectArgs;

  private Ranges(Builder b) {
    axes = Map.copyOf(b.axes);
    registers = Map.copyOf(b.registers);
    symbols = Map.copyOf(b.symbols);
    indirectArgs = Map.copyOf(b.indirectArgs);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** The interval of the loop axis {@code name}, or null when unknown. */
  public Interval axis(String name) {
    return axes.get(name);
  }

  public Interval register(String name) {
    return registers.get(name);
  }

  public Interval symbol(String name) {
    return symbols.get(name);
  }

  public Interval indirectArg(long argId) {
    return indirectArgs.get(argId);
  }

  /** Collects intervals; a later interval for the same leaf replaces an earlier one. */
  public static final class Builder {
    private final Map<String, Interval> axes = new HashMap<>();
    private final Map<String, Interval> registers = new HashMap<>();
    private final Map<String, Interval> symbols = new HashMap<>();
    private final Map<Long, Interval> indirectArgs = new HashMap<>();

    private Builder() {}

    /** The loop axis {@code name} takes values in {@code [lo, hi]}. */
    public Builder axis(String name, long lo, long hi) {
      axes.put(name, new Interval(lo, hi));
      return this;
    }

    public Builder register(String name, long lo, long hi) {
      registers.put(name, new Interval(lo, hi));
      return this;
    }

    public Builder symbol(String name, long lo, long hi) {
      symbols.put(name, new Interval(lo, hi));
      return this;
    }

    public Builder indirectArg(long argId, long lo, long hi) {
      indirectArgs.put(argId, new Interval(lo, hi));
      return this;
    }

    public Ranges build() {
      return new Ranges(this);
    }
  }
}
