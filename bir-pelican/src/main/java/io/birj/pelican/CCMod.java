package io.birj.pelican;

/**
 * Kind 28: collective-cyclic modulo. Live only: never written by either writer, although v2 readers
 * accept the tag {@code CCModKind} and build a {@link Modulo} from it (docs/wire/expressions.md,
 * "Node kinds").
 */
public final class CCMod extends CollectiveDivisionNode implements Expr {
  CCMod(PelicanContext ctx, Expr numer, long denom, long replicaGroupsId) {
    super(ctx, ExprKind.CC_MOD, numer, denom, replicaGroupsId);
  }
}
