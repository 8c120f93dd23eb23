package io.birj.synth;

import java.util.ArrayList;
import java.util.List;

/** Pelican expressions in their v2 wire form (docs/wire/expressions.md), as {@link Obj} trees. */
final class Exprs {
  private Exprs() {}

  static Obj iv(String axis) {
    return new Obj().put("kind", "AffIVKind").put("axis", axis);
  }

  static Obj register(String name) {
    return new Obj().put("kind", "IntRuntimeValueKind").put("regref", name);
  }

  static Obj shard(long ub) {
    return new Obj().put("kind", "ShardIDKind").put("ub", ub);
  }

  static Obj ccGetRank(long iteration, long channel) {
    return new Obj()
        .put("kind", "CCGetRankKind")
        .put("iteration_id", iteration)
        .put("channel_id", channel);
  }

  /** {@code c + Σ coeff·idx}, the terms given as index, coefficient pairs. */
  static Obj affine(long c, Object... indexCoeff) {
    List<Obj> terms = new ArrayList<>(indexCoeff.length / 2);
    for (int i = 0; i < indexCoeff.length; i += 2) {
      terms.add(new Obj().put("idx", indexCoeff[i]).put("coeff", indexCoeff[i + 1]));
    }
    return new Obj().put("kind", "AffExprKind").put("terms", terms).put("c", c);
  }

  static Obj sum(Obj... terms) {
    return new Obj()
        .put("kind", "SumKind")
        .put("n_terms", (long) terms.length)
        .put("terms", List.of(terms));
  }

  static Obj mult(Obj var, long scale) {
    return new Obj().put("kind", "MultKind").put("var", var).put("scale", scale);
  }

  static Obj floorDiv(Obj numer, long denom) {
    return division("FloorDivKind", numer, denom);
  }

  static Obj modulo(Obj numer, long denom) {
    return division("ModuloKind", numer, denom);
  }

  static Obj ccDiv(Obj numer, long denom, long replicaGroups) {
    return division("CCDivKind", numer, denom).put("replica_groups_id", replicaGroups);
  }

  /** What the division kinds begin with, in emit order: the kind, the numerator, the divisor. */
  private static Obj division(String kind, Obj numer, long denom) {
    return new Obj().put("kind", kind).put("numer", numer).put("denom", denom);
  }

  /**
   * An expression of {@code levels} levels over {@code base} in which every level uses the one
   * below twice ({@code sum(e mod m, e floordiv d)}): its wire tree has about {@code 2^levels}
   * copies of {@code base}, its distinct nodes grow by three a level.
   */
  static Obj deep(Obj base, int levels, long modulus, long divisor) {
    Obj e = base;
    for (int level = 0; level < levels; level++) {
      e = sum(modulo(e, modulus << level), floorDiv(e, divisor + level));
    }
    return e;
  }
}
