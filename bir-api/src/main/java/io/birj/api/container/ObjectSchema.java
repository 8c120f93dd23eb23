package io.birj.api.container;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One object of the container (a module, a function, an instruction's header, an operand, ...): its
 * keys in the order the writer emits them.
 *
 * @param place the object's name in reports ({@code instruction}, {@code memory_location}); an
 *     instruction or an operand is further told by its opcode or kind
 * @param what the object as a message names it ({@code "an instruction"})
 * @param fields its keys, in emit order (for an object told apart by a tag, their union)
 * @param tag the key that tells the object's variants apart ({@code kind} for an operand), or
 *     {@code null}
 * @param orders each tag value's keys in emit order, the tag first (empty without a tag)
 */
public record ObjectSchema(
    String place,
    String what,
    List<FieldSchema> fields,
    String tag,
    Map<String, List<String>> orders) {

  /** An object without variants. */
  public ObjectSchema(String place, String what, List<FieldSchema> fields) {
    this(place, what, fields, null, Map.of());
  }

  public ObjectSchema {
    fields = List.copyOf(fields);
    orders = Collections.unmodifiableMap(new LinkedHashMap<>(orders));
    Map<String, FieldSchema> seen = new HashMap<>();
    for (FieldSchema f : fields) {
      if (seen.put(f.key(), f) != null) {
        throw new IllegalArgumentException(place + ": the key " + f.key() + " is listed twice");
      }
    }
  }

  /** The key's schema, or {@code null} when the object has no such key. */
  public FieldSchema field(String key) {
    for (FieldSchema f : fields) {
      if (f.key().equals(key) || f.spellings().contains(key)) {
        return f;
      }
    }
    return null;
  }

  /** The keys of the variant {@code tagValue} in emit order, or {@code null} for another. */
  public List<String> order(String tagValue) {
    return orders.get(tagValue);
  }

  public boolean knows(String key) {
    return field(key) != null;
  }

  /** The keys held in the object's props, in emit order. */
  public List<FieldSchema> props() {
    List<FieldSchema> out = new ArrayList<>();
    for (FieldSchema f : fields) {
      if (f.isProp()) {
        out.add(f);
      }
    }
    return List.copyOf(out);
  }

  /** The names of {@link #props()}. */
  public List<String> propKeys() {
    return props().stream().map(FieldSchema::key).toList();
  }

  /**
   * This object with {@code field} added right after {@code after} (first when {@code after} is
   * {@code null}): what one line added to the container spec gives.
   */
  public ObjectSchema with(FieldSchema field, String after) {
    List<FieldSchema> out = new ArrayList<>(fields);
    int at = 0;
    if (after != null) {
      FieldSchema a = field(after);
      if (a == null) {
        throw new IllegalArgumentException(place + " has no key " + after);
      }
      at = out.indexOf(a) + 1;
    }
    out.add(at, field);
    return new ObjectSchema(place, what, out, tag, orders);
  }
}
