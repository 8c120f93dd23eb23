package io.birj.pelican.eval;

import io.birj.pelican.eval.Leaf.Kind;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The values of an expression's leaves, for {@link Evaluator}. Immutable; made with {@link
 * #builder()}.
 *
 * <ul>
 *   <li>{@code AffineIV} (6): the value of its loop axis, by axis name ({@link Builder#axis}).
 *   <li>{@code IntRuntimeValue} (7): the value read from its register, by name ({@link
 *       Builder#register}).
 *   <li>{@code ShardId} (13): the index of the executing shard ({@link Builder#shard(long)}), or a
 *       value given for that upper bound ({@link Builder#shard(long, long)}); it must lie in {@code
 *       [0, ub)}, else evaluation fails (a shard index is below the shard count).
 *   <li>{@code CCGetRank} (2): the collective rank for its iteration and channel ({@link
 *       Builder#rank(long, long, long)}), else the executing core's rank ({@link
 *       Builder#rank(long)}).
 *   <li>{@code IndirectArg} (3): the value of the indirect argument, by id ({@link
 *       Builder#indirectArg}).
 *   <li>The live-only leaves {@code APIndex} (9), {@code TiledAPIndex} (10) and {@code SymbolicIdx}
 *       (12): by dimension, dimension and tile, and name.
 * </ul>
 *
 * A leaf without a value is an evaluation error, never a default of 0.
 */
public final class Environment {
  /** No values at all: only expressions without leaves evaluate. */
  public static final Environment EMPTY = builder().build();

  private final Map<Leaf, Long> values;
  private final Long shard;
  private final Long rank;
  private final Map<List<String>, Long> vendorValues;

  private Environment(Builder b) {
    values = Map.copyOf(b.values);
    shard = b.shard;
    rank = b.rank;
    vendorValues = Map.copyOf(b.vendorValues);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder that starts from this environment's values. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.values.putAll(values);
    b.shard = shard;
    b.rank = rank;
    b.vendorValues.putAll(vendorValues);
    return b;
  }

  /**
   * The value of {@code leaf}, or null. A shard index or a rank without its own value takes the
   * default given by {@link Builder#shard(long)} or {@link Builder#rank(long)}.
   */
  public Long value(Leaf leaf) {
    Long v = values.get(leaf);
    if (v != null) {
      return v;
    }
    return leaf.kind() == Kind.SHARD_INDEX ? shard : leaf.kind() == Kind.RANK ? rank : null;
  }

  /**
   * The value given for vendor nodes of kind {@code kindName} with this symbol ({@code null}: no
   * symbol), or null.
   */
  public Long vendor(String kindName, String symbol) {
    return vendorValues.get(Arrays.asList(kindName, symbol));
  }

  /** Collects values; later values for the same leaf replace earlier ones. */
  public static final class Builder {
    private final Map<Leaf, Long> values = new HashMap<>();
    private Long shard;
    private Long rank;
    private final Map<List<String>, Long> vendorValues = new HashMap<>();

    private Builder() {}

    /** The value of every leaf equal to {@code leaf}. */
    public Builder value(Leaf leaf, long value) {
      values.put(leaf, value);
      return this;
    }

    public Builder axis(String name, long value) {
      return value(new Leaf(Kind.LOOP_AXIS, name), value);
    }

    public Builder register(String name, long value) {
      return value(new Leaf(Kind.REGISTER, name), value);
    }

    public Builder symbol(String name, long value) {
      return value(new Leaf(Kind.SYMBOLIC_INDEX, name), value);
    }

    /** The index of the executing shard: the value of every ShardId without its own value. */
    public Builder shard(long value) {
      shard = value;
      return this;
    }

    /** The value of the ShardId with upper bound {@code ub}. */
    public Builder shard(long ub, long value) {
      return value(new Leaf(Kind.SHARD_INDEX, ub), value);
    }

    /** The executing core's rank: the value of every CCGetRank without its own value. */
    public Builder rank(long value) {
      rank = value;
      return this;
    }

    /** The value of {@code CCGetRank(iterationId, channelId)}. */
    public Builder rank(long iterationId, long channelId, long value) {
      return value(new Leaf(Kind.RANK, List.of(iterationId, channelId)), value);
    }

    public Builder indirectArg(long argId, long value) {
      return value(new Leaf(Kind.INDIRECT_ARGUMENT, argId), value);
    }

    public Builder apIndex(long dim, long value) {
      return value(new Leaf(Kind.ACCESS_PATTERN_INDEX, dim), value);
    }

    public Builder tiledApIndex(long dim, long tile, long value) {
      return value(new Leaf(Kind.TILED_ACCESS_PATTERN_INDEX, List.of(dim, tile)), value);
    }

    /** The value of every vendor node of kind {@code kindName} with this symbol (or null). */
    public Builder vendor(String kindName, String symbol, long value) {
      vendorValues.put(Arrays.asList(kindName, symbol), value);
      return this;
    }

    public Environment build() {
      return new Environment(this);
    }
  }
}
