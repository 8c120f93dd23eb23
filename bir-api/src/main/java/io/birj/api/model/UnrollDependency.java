package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.name.NameRef;
import java.util.List;

/**
 * An entry of {@code unroll_dependencies}: {@code [name, kind, [expression...], [predicate...]]},
 * the expressions and predicates read through the version dispatch like every expression.
 */
public record UnrollDependency(
    NameRef<Instruction> target,
    EdgeKind kind,
    EdgeKind.Form form,
    List<QuasiAffineExpr> exprs,
    List<AffinePredicate> predicates)
    implements Edge {
  public UnrollDependency {
    if (target == null || kind == null || form == null || form == EdgeKind.Form.IMPLIED) {
      throw new IllegalArgumentException("an unroll dependency is [name, kind, exprs, predicates]");
    }
    exprs = List.copyOf(exprs);
    predicates = List.copyOf(predicates);
  }
}
