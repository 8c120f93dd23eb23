package io.birj.api.model;

import io.birj.api.json.JsonValue;
import java.util.List;

/**
 * {@code imm_array}: an array of immediates (keys: {@code kind}, {@code dtype}, {@code
 * value_array}, which the compiler requires), each as {@link ImmValue#value()}.
 */
public final class ImmArray extends ImmediateOperand {
  public static final String KIND = "imm_array";
  public static final String KEY_VALUE_ARRAY = "value_array";

  private List<JsonValue> valueArray;

  @Override
  public String kind() {
    return KIND;
  }

  /** The elements, or {@code null} when absent (an error the reader reports). */
  public List<JsonValue> valueArray() {
    return valueArray;
  }

  public void setValueArray(List<JsonValue> valueArray) {
    this.valueArray = valueArray;
  }
}
