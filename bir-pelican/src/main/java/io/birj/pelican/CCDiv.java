package io.birj.pelican;

/**
 * Kind 27: collective-cyclic division {@code numer ccdiv denom} within a replica group (v2 {@code
 * CCDivKind}; {@code replica_groups_id} is unsigned 64-bit).
 */
public final class CCDiv extends CollectiveDivisionNode implements Expr {
  CCDiv(PelicanContext ctx, Expr numer, long denom, long replicaGroupsId) {
    super(ctx, ExprKind.CC_DIV, numer, denom, replicaGroupsId);
  }
}
