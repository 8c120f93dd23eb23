package io.birj.api.model;

import io.birj.api.json.JsonValue;

/**
 * An immediate with a scalar {@code value} ({@code imm_value}, and {@code symbolic_imm_value},
 * whose value is the same as in {@code imm_value}): a number (integers by exact text; floats in
 * nlohmann's spelling) or one of the strings {@code "nan"}, {@code "inf"}, {@code "-inf"}.
 */
public abstract sealed class ScalarImmediate extends ImmediateOperand
    permits ImmValue, SymbolicImmValue {
  private JsonValue value;

  ScalarImmediate() {}

  /** The scalar value, or {@code null} when absent. */
  public JsonValue value() {
    return value;
  }

  public void setValue(JsonValue value) {
    this.value = value;
  }
}
