package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;

/**
 * {@code register_ap}: an access pattern offset by a register (keys: {@code kind}, {@code ap},
 * {@code dtype}, {@code memsetref}, {@code reg_ap_offset} (an expression), {@code regref}).
 */
public final class RegisterAp extends ApOperand {
  public static final String KIND = "register_ap";

  private QuasiAffineExpr regApOffset;
  private NameRef<Register> regref;

  @Override
  public String kind() {
    return KIND;
  }

  public QuasiAffineExpr regApOffset() {
    return regApOffset;
  }

  public void setRegApOffset(QuasiAffineExpr regApOffset) {
    this.regApOffset = regApOffset;
  }

  public NameRef<Register> regref() {
    return regref;
  }

  public void setRegref(NameRef<Register> regref) {
    this.regref = regref;
  }
}
