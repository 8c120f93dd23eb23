package io.birj.pelican;

import java.util.List;

/**
 * Kind 7: a value read at run time from a register, by the register's name (v2 {@code
 * IntRuntimeValueKind}, key {@code regref}).
 */
public final class IntRuntimeValue extends Node implements AffineIdx {
  private final String register;

  IntRuntimeValue(PelicanContext ctx, String register) {
    super(ctx, mix(7, register), 1);
    this.register = register;
  }

  public String register() {
    return register;
  }

  @Override
  public int kindNumber() {
    return ExprKind.INT_RUNTIME_VALUE.number();
  }

  @Override
  public String kindName() {
    return ExprKind.INT_RUNTIME_VALUE.displayName();
  }

  @Override
  public ExprKind kind() {
    return ExprKind.INT_RUNTIME_VALUE;
  }

  @Override
  public List<Expr> children() {
    return List.of();
  }

  @Override
  boolean sameShape(Node other) {
    return register.equals(((IntRuntimeValue) other).register);
  }
}
