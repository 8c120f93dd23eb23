package io.birj.pelican;

/** A division within a replica group (CCDiv, CCMod): a {@link DivisionNode} plus the group. */
abstract class CollectiveDivisionNode extends DivisionNode {
  private final long replicaGroupsId;

  CollectiveDivisionNode(
      PelicanContext ctx, ExprKind kind, Expr numer, long denom, long replicaGroupsId) {
    super(ctx, kind, numer, denom, mix(hashOf(kind, numer, denom), replicaGroupsId));
    this.replicaGroupsId = replicaGroupsId;
  }

  /** Unsigned 64-bit on the wire: read it with {@link Long#toUnsignedString(long)}. */
  public long replicaGroupsId() {
    return replicaGroupsId;
  }

  @Override
  boolean sameShape(Node other) {
    return super.sameShape(other)
        && replicaGroupsId == ((CollectiveDivisionNode) other).replicaGroupsId;
  }
}
