package io.birj.api.model;

import io.birj.api.json.JsonValue;
import java.util.List;

/**
 * {@code imm_array}: an array of immediates (keys: {@code kind}, {@code dtype}, {@code values}),
 * each as {@link ImmValue#value()}.
 */
public final class ImmArray extends Operand {
  public static final String KIND = "imm_array";

  private List<JsonValue> values;

  @Override
  public String kind() {
    return KIND;
  }

  public List<JsonValue> values() {
    return values;
  }

  public void setValues(List<JsonValue> values) {
    this.values = values;
  }
}
