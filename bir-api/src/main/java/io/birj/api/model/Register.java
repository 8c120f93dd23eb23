package io.birj.api.model;

/**
 * A register ({@code Skind: "register"}), found by name from operands ({@code regref}) and from
 * {@code IntRuntimeValueKind} expressions. Keys beyond {@code name} are kept as unknown keys.
 */
public final class Register extends ModelObject implements Allocation {
  public static final String SKIND = "register";

  private String name;

  public Register(String name) {
    setName(name);
  }

  @Override
  public String skind() {
    return SKIND;
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a register needs a name");
    }
    this.name = name;
  }
}
