package io.birj.pelican;

import java.util.List;

/**
 * Kind 28: collective-cyclic modulo. Live only: never written by either writer, although v2 readers
 * accept the tag {@code CCModKind} and build a {@link Modulo} from it (seed 000, "The CCMod
 * Asymmetry").
 */
public final class CCMod extends Node implements Expr {
  private final Expr numer;
  private final long denom;
  private final long replicaGroupsId;

  CCMod(PelicanContext ctx, Expr numer, long denom, long replicaGroupsId) {
    super(
        ctx,
        mix(mix(mix(28, numer), denom), replicaGroupsId),
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
    return ExprKind.CC_MOD.number();
  }

  @Override
  public String kindName() {
    return ExprKind.CC_MOD.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.CC_MOD;
  }

  @Override
  public List<Expr> children() {
    return List.of(numer);
  }

  @Override
  boolean sameShape(Node other) {
    CCMod o = (CCMod) other;
    return numer == o.numer && denom == o.denom && replicaGroupsId == o.replicaGroupsId;
  }
}
