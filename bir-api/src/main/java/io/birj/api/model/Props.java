package io.birj.api.model;

import io.birj.api.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Known keys whose values the reference names but does not type precisely (e.g. a memory location's
 * {@code addr} or {@code dims}): kept as read, written in the spec's order. A key absent on input
 * stays absent ({@code null}).
 */
public final class Props {
  private final List<String> specOrder;
  private final JsonValue[] values;

  public Props(List<String> specOrder) {
    this.specOrder = specOrder;
    this.values = new JsonValue[specOrder.size()];
  }

  /** The keys this holds, in the spec's emit order. */
  public List<String> specOrder() {
    return specOrder;
  }

  public boolean knows(String key) {
    return specOrder.indexOf(key) >= 0;
  }

  /** The value of {@code key}, or {@code null} when absent. */
  public JsonValue get(String key) {
    int i = specOrder.indexOf(key);
    return i < 0 ? null : values[i];
  }

  /** Sets (or, with {@code null}, removes) a known key. */
  public void set(String key, JsonValue value) {
    int i = specOrder.indexOf(key);
    if (i < 0) {
      throw new IllegalArgumentException("not a known key: " + key + " (known: " + specOrder + ")");
    }
    values[i] = value;
  }

  /** The present keys in spec order. */
  public List<String> presentKeys() {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < values.length; i++) {
      if (values[i] != null) {
        out.add(specOrder.get(i));
      }
    }
    return out;
  }

  /** A string value, or {@code null} when absent or not a string. */
  public String string(String key) {
    return get(key) instanceof JsonValue.JsonString s ? s.value() : null;
  }
}
