package io.birj.pelican;

import java.util.List;

/**
 * Kind 27: collective-cyclic division {@code numer ccdiv denom} within a replica group (v2 {@code
 * CCDivKind}; {@code replica_groups_id} is unsigned 64-bit).
 */
public final class CCDiv extends Node implements Expr {
  private final Expr numer;
  private final long denom;
  private final long replicaGroupsId;

  CCDiv(PelicanContext ctx, Expr numer, long denom, long replicaGroupsId) {
    super(
        ctx,
        mix(mix(mix(27, numer), denom), replicaGroupsId),
        numer.depth() == Integer.MAX_VALUE ? Integer.MAX_VALUE : numer.depth() + 1);
    this.numer = numer;
    this.denom = denom;
    this.replicaGroupsId = replicaGroupsId;
  }

  public Expr numer() {
    return numer;
  }

  public long denom() {
    return denom;
  }

  /** Unsigned 64-bit on the wire: read it with {@link Long#toUnsignedString(long)}. */
  public long replicaGroupsId() {
    return replicaGroupsId;
  }

  @Override
  public int kindNumber() {
    return ExprKind.CC_DIV.number();
  }

  @Override
  public String kindName() {
    return ExprKind.CC_DIV.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.CC_DIV;
  }

  @Override
  public List<Expr> children() {
    return List.of(numer);
  }

  @Override
  boolean sameShape(Node other) {
    CCDiv o = (CCDiv) other;
    return numer == o.numer && denom == o.denom && replicaGroupsId == o.replicaGroupsId;
  }
}
