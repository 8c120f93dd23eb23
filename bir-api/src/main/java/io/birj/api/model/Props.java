package io.birj.api.model;

import io.birj.api.container.FieldSchema;
import io.birj.api.container.ObjectSchema;
import io.birj.api.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * The keys of an object that the container spec holds in props (its {@code "held": "props"} keys,
 * e.g. a memory location's {@code addr} or {@code dims}, or a key a vendor's schema adds): kept as
 * read after a check of their type, written at their place in the spec's order, compared and
 * walked, with no code naming them. A key absent on input stays absent ({@code null}).
 */
public final class Props {
  private final ObjectSchema schema;
  private final List<FieldSchema> fields;
  private final List<String> specOrder;
  private final JsonValue[] values;

  /** The props of an object of {@code schema}. */
  public Props(ObjectSchema schema) {
    this.schema = schema;
    this.fields = schema.props();
    this.specOrder = schema.propKeys();
    this.values = new JsonValue[fields.size()];
  }

  /** The schema of the object holding these: its keys, props and the others, in emit order. */
  public ObjectSchema schema() {
    return schema;
  }

  /** The keys this holds, in the spec's emit order. */
  public List<String> specOrder() {
    return specOrder;
  }

  public boolean knows(String key) {
    return specOrder.indexOf(key) >= 0;
  }

  /** The schema of the prop {@code key}, or {@code null} when this holds no such key. */
  public FieldSchema field(String key) {
    int i = specOrder.indexOf(key);
    return i < 0 ? null : fields.get(i);
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

  /** Whether no key is present. */
  public boolean isEmpty() {
    for (JsonValue v : values) {
      if (v != null) {
        return false;
      }
    }
    return true;
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
