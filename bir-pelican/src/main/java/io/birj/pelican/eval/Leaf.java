package io.birj.pelican.eval;

import io.birj.pelican.APIndex;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.IntRuntimeValue;
import io.birj.pelican.ShardId;
import io.birj.pelican.SymbolicIdx;
import io.birj.pelican.TiledAPIndex;
import java.util.List;
import java.util.Locale;

/**
 * Which value a leaf of an expression reads: its kind and what names it among leaves of that kind
 * (a name, an id, or a pair of ids). Two leaf nodes with the same {@code Leaf} always take the same
 * value, so an {@link Environment} or a {@link io.birj.pelican.simplify.Ranges} is a map from it.
 *
 * @param kind the kind of leaf
 * @param key a {@code String} (axis, register, symbol), a {@code Long} (indirect argument, shard
 *     bound, access-pattern dimension) or a {@code List<Long>} (rank's iteration and channel, a
 *     tiled index's dimension and tile)
 */
public record Leaf(Kind kind, Object key) {
  /** The leaves whose value comes from outside the expression. */
  public enum Kind {
    LOOP_AXIS,
    REGISTER,
    SYMBOLIC_INDEX,
    INDIRECT_ARGUMENT,
    SHARD_INDEX,
    RANK,
    ACCESS_PATTERN_INDEX,
    TILED_ACCESS_PATTERN_INDEX;

    /** What the leaf is, in words, for messages: {@code LOOP_AXIS} is "loop axis". */
    public String description() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
  }

  /** The leaf {@code e} reads, or null when {@code e} is not a leaf (a vendor node is not one). */
  public static Leaf of(Expr e) {
    if (e instanceof AffineIV x) {
      return new Leaf(Kind.LOOP_AXIS, x.axis());
    } else if (e instanceof IntRuntimeValue x) {
      return new Leaf(Kind.REGISTER, x.register());
    } else if (e instanceof SymbolicIdx x) {
      return new Leaf(Kind.SYMBOLIC_INDEX, x.name());
    } else if (e instanceof IndirectArg x) {
      return new Leaf(Kind.INDIRECT_ARGUMENT, x.argId());
    } else if (e instanceof ShardId x) {
      return new Leaf(Kind.SHARD_INDEX, x.ub());
    } else if (e instanceof CCGetRank x) {
      return new Leaf(Kind.RANK, List.of(x.iterationId(), x.channelId()));
    } else if (e instanceof APIndex x) {
      return new Leaf(Kind.ACCESS_PATTERN_INDEX, x.dim());
    } else if (e instanceof TiledAPIndex x) {
      return new Leaf(Kind.TILED_ACCESS_PATTERN_INDEX, List.of(x.dim(), x.tile()));
    }
    return null;
  }
}
