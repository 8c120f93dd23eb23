package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;

/**
 * {@code symbolic_imm_value}: an immediate given by an expression (keys: {@code kind}, {@code
 * dtype}, {@code value}).
 */
public final class SymbolicImmValue extends Operand {
  public static final String KIND = "symbolic_imm_value";

  private QuasiAffineExpr value;

  @Override
  public String kind() {
    return KIND;
  }

  public QuasiAffineExpr value() {
    return value;
  }

  public void setValue(QuasiAffineExpr value) {
    this.value = value;
  }
}
