package io.birj.api.model;

import io.birj.api.name.NameRef;

/**
 * {@code register_access}: a register read or written (keys: {@code kind}, {@code dtype}, {@code
 * regref}).
 */
public final class RegisterAccess extends Operand {
  public static final String KIND = "register_access";

  private NameRef<Register> regref;

  @Override
  public String kind() {
    return KIND;
  }

  public NameRef<Register> regref() {
    return regref;
  }

  public void setRegref(NameRef<Register> regref) {
    this.regref = regref;
  }
}
