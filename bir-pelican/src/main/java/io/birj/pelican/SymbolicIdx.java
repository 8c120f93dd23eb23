package io.birj.pelican;

import java.util.List;

/**
 * Kind 12: a symbolic index of the access-pattern algebra. Live only: it has no wire form
 * (docs/wire/expressions.md, "Node kinds").
 */
public final class SymbolicIdx extends Node implements AffineIdx {
  private final String name;

  SymbolicIdx(PelicanContext ctx, String name) {
    super(ctx, mix(12, name), 1);
    this.name = name;
  }

  public String name() {
    return name;
  }

  @Override
  public int kindNumber() {
    return ExprKind.SYMBOLIC_IDX.number();
  }

  @Override
  public String kindName() {
    return ExprKind.SYMBOLIC_IDX.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.SYMBOLIC_IDX;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return name.equals(((SymbolicIdx) other).name);
  }
}
