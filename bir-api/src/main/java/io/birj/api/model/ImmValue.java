package io.birj.api.model;

import io.birj.api.json.JsonValue;

/**
 * {@code imm_value}: an immediate (keys: {@code kind}, {@code dtype}, {@code value}). The value is
 * a number (integers by exact text; floats in nlohmann's spelling) or one of the strings {@code
 * "nan"}, {@code "inf"}, {@code "-inf"}; {@code null} when absent. Wherever it is written, the
 * compiler puts an immediate among the inputs.
 */
public final class ImmValue extends Operand {
  public static final String KIND = "imm_value";

  private JsonValue value;

  @Override
  public String kind() {
    return KIND;
  }

  @Override
  public boolean isImmediate() {
    return true;
  }

  public JsonValue value() {
    return value;
  }

  public void setValue(JsonValue value) {
    this.value = value;
  }
}
