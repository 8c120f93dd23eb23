package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import java.util.List;

/**
 * One entry of {@code dependencies} (or {@code unroll_dependencies}, {@code
 * loop_carried_dependencies}): an instruction name, a predicated edge, or an entry of a shape the
 * model does not know, kept as read.
 */
public sealed interface Dependency
    permits Dependency.Named, Dependency.Predicated, Dependency.Unknown {

  /** {@code "name"}: a plain edge to an instruction of the function. */
  record Named(NameRef<Instruction> target) implements Dependency {}

  /**
   * {@code {"name": ..., "exprs": [...], "predicates": [...]}}: an edge that holds only where the
   * affine predicates do (seed 001: a {@code vector<QuasiAffineExpr>} and a {@code
   * vector<AffinePredicate>}, read through the same version dispatch). {@code exprs} and {@code
   * predicates} are {@code null} when absent; unknown keys are kept in {@link #unknownKeys()}.
   */
  record Predicated(
      NameRef<Instruction> target,
      List<QuasiAffineExpr> exprs,
      List<AffinePredicate> predicates,
      List<JsonValue.Member> unknownKeys)
      implements Dependency {}

  /** An entry of another shape, kept as read. */
  record Unknown(JsonValue value) implements Dependency {}
}
