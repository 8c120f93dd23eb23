package io.birj.pelican.eval;

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

  private final Map<String, Long> axes;
  private final Map<String, Long> registers;
  private final Map<String, Long> symbols;
  private final Map<Long, Long> shards;
  private final Long shard;
  private final Map<List<Long>, Long> ranks;
  private final Long rank;
  private final Map<Long, Long> indirectArgs;
  private final Map<Long, Long> apIndices;
  private final Map<List<Long>, Long> tiledApIndices;
  private final Map<List<String>, Long> vendorValues;

  private Environment(Builder b) {
    axes = Map.copyOf(b.axes);
    registers = Map.copyOf(b.registers);
    symbols = Map.copyOf(b.symbols);
    shards = Map.copyOf(b.shards);
    shard = b.shard;
    ranks = Map.copyOf(b.ranks);
    rank = b.rank;
    indirectArgs = Map.copyOf(b.indirectArgs);
    apIndices = Map.copyOf(b.apIndices);
    tiledApIndices = Map.copyOf(b.tiledApIndices);
    vendorValues = Map.copyOf(b.vendorValues);
  }

  public static Builder builder() {
    return new Builder();
  }

  /** A builder that starts from this environment's values. */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.axes.putAll(axes);
    b.registers.putAll(registers);
    b.symbols.putAll(symbols);
    b.shards.putAll(shards);
    b.shard = shard;
    b.ranks.putAll(ranks);
    b.rank = rank;
    b.indirectArgs.putAll(indirectArgs);
    b.apIndices.putAll(apIndices);
    b.tiledApIndices.putAll(tiledApIndices);
    b.vendorValues.putAll(vendorValues);
    return b;
  }

  /** The value of the loop axis {@code name}, or null. */
  public Long axis(String name) {
    return axes.get(name);
  }

  /** The value of the register {@code name}, or null. */
  public Long register(String name) {
    return registers.get(name);
  }

  /** The value of the symbolic index {@code name}, or null. */
  public Long symbol(String name) {
    return symbols.get(name);
  }

  /**
   * The shard index for a ShardId of this upper bound (its own value, else the default), or null.
   */
  public Long shard(long ub) {
    Long v = shards.get(ub);
    return v != null ? v : shard;
  }

  /** The rank for this iteration and channel (its own value, else the default), or null. */
  public Long rank(long iterationId, long channelId) {
    Long v = ranks.get(List.of(iterationId, channelId));
    return v != null ? v : rank;
  }

  /** The value of the indirect argument {@code argId}, or null. */
  public Long indirectArg(long argId) {
    return indirectArgs.get(argId);
  }

  /** The value of the access-pattern index of dimension {@code dim}, or null. */
  public Long apIndex(long dim) {
    return apIndices.get(dim);
  }

  /** The value of the tiled access-pattern index, or null. */
  public Long tiledApIndex(long dim, long tile) {
    return tiledApIndices.get(List.of(dim, tile));
  }

  /**
   * The value given for vendor nodes of kind {@code kindName} with this symbol ({@code null}: no
   * symbol), or null.
   */
  public Long vendor(String kindName, String symbol) {
    return vendorValues.get(java.util.Arrays.asList(kindName, symbol));
  }

  /** Collects values; later values for the same leaf replace earlier ones. */
  public static final class Builder {
    private final Map<String, Long> axes = new HashMap<>();
    private final Map<String, Long> registers = new HashMap<>();
    private final Map<String, Long> symbols = new HashMap<>();
    private final Map<Long, Long> shards = new HashMap<>();
    private Long shard;
    private final Map<List<Long>, Long> ranks = new HashMap<>();
    private Long rank;
    private final Map<Long, Long> indirectArgs = new HashMap<>();
    private final Map<Long, Long> apIndices = new HashMap<>();
    private final Map<List<Long>, Long> tiledApIndices = new HashMap<>();
    private final Map<List<String>, Long> vendorValues = new HashMap<>();

    private Builder() {}

    public Builder axis(String name, long value) {
      axes.put(name, value);
      return this;
    }

    public Builder register(String name, long value) {
      registers.put(name, value);
      return this;
    }

    public Builder symbol(String name, long value) {
      symbols.put(name, value);
      return this;
    }

    /** The index of the executing shard: the value of every ShardId without its own value. */
    public Builder shard(long value) {
      shard = value;
      return this;
    }

    /** The value of the ShardId with upper bound {@code ub}. */
    public Builder shard(long ub, long value) {
      shards.put(ub, value);
      return this;
    }

    /** The executing core's rank: the value of every CCGetRank without its own value. */
    public Builder rank(long value) {
      rank = value;
      return this;
    }

    /** The value of {@code CCGetRank(iterationId, channelId)}. */
    public Builder rank(long iterationId, long channelId, long value) {
      ranks.put(List.of(iterationId, channelId), value);
      return this;
    }

    public Builder indirectArg(long argId, long value) {
      indirectArgs.put(argId, value);
      return this;
    }

    public Builder apIndex(long dim, long value) {
      apIndices.put(dim, value);
      return this;
    }

    public Builder tiledApIndex(long dim, long tile, long value) {
      tiledApIndices.put(List.of(dim, tile), value);
      return this;
    }

    /** The value of every vendor node of kind {@code kindName} with this symbol (or null). */
    public Builder vendor(String kindName, String symbol, long value) {
      vendorValues.put(java.util.Arrays.asList(kindName, symbol), value);
      return this;
    }

    public Environment build() {
      return new Environment(this);
    }
  }
}
