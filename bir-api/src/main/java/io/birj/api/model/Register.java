package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;

/**
 * A register ({@code Skind: "register"}), found by name from operands ({@code regref}, {@code
 * reg_ap_offset}, {@code reg_sub_tensor_id}), from {@code IntRuntimeValueKind} expressions and from
 * DynamicForLoop bounds. Keys beyond the named-object keys are kept as unknown keys (the references
 * do not give them).
 */
public final class Register extends StorageObject implements Allocation {
  public static final String SKIND = "register";

  public Register(String name) {
    super(name);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.REGISTER;
  }

  @Override
  public String skind() {
    return SKIND;
  }
}
