package io.birj.api.container;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One object of the container (a module, a function, an instruction's header, an operand, ...): its
 * keys in the order the writer emits them. Its {@code place} names it in reports ({@code
 * instruction}, {@code memory_location}; an instruction or an operand is further told by its opcode
 * or kind) and {@code what} in messages ({@code "an instruction"}). An object told apart by a
 * {@code tag} ({@code kind} for an operand) has each tag value's keys in emit order in {@code
 * orders}, the tag first; its {@code fields} are then their union.
 */
public final class ObjectSchema {
  private final String place;
  private final String what;
  private final List<FieldSchema> fields;
  private final String tag;
  private final Map<String, List<String>> orders;
  // Derived once: readers ask for a key's schema per key read, and props are made per object.
  private final Map<String, FieldSchema> byKey = new HashMap<>();
  private final List<FieldSchema> props;
  private final List<String> propKeys;

  /** An object without variants. */
  public ObjectSchema(String place, String what, List<FieldSchema> fields) {
    this(place, what, fields, null, Map.of());
  }

  public ObjectSchema(
      String place,
      String what,
      List<FieldSchema> fields,
      String tag,
      Map<String, List<String>> orders) {
    this.place = place;
    this.what = what;
    this.fields = List.copyOf(fields);
    this.tag = tag;
    this.orders = Collections.unmodifiableMap(new LinkedHashMap<>(orders));
    for (FieldSchema f : this.fields) {
      if (byKey.put(f.key(), f) != null) {
        throw new IllegalArgumentException(place + ": the key " + f.key() + " is listed twice");
      }
    }
    for (FieldSchema f : this.fields) {
      for (String spelling : f.spellings()) {
        byKey.putIfAbsent(spelling, f);
      }
    }
    this.props = this.fields.stream().filter(FieldSchema::isProp).toList();
    this.propKeys = props.stream().map(FieldSchema::key).toList();
  }

  public String place() {
    return place;
  }

  public String what() {
    return what;
  }

  public List<FieldSchema> fields() {
    return fields;
  }

  public String tag() {
    return tag;
  }

  public Map<String, List<String>> orders() {
    return orders;
  }

  /** The key's schema (by its name or another spelling), or {@code null} when it has none. */
  public FieldSchema field(String key) {
    return byKey.get(key);
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
    return props;
  }

  /** The names of {@link #props()}. */
  public List<String> propKeys() {
    return propKeys;
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

  @Override
  public boolean equals(Object o) {
    return o instanceof ObjectSchema x
        && place.equals(x.place)
        && what.equals(x.what)
        && fields.equals(x.fields)
        && Objects.equals(tag, x.tag)
        && orders.equals(x.orders);
  }

  @Override
  public int hashCode() {
    return Objects.hash(place, what, fields, tag, orders);
  }

  @Override
  public String toString() {
    return "ObjectSchema[" + place + ", " + fields.size() + " keys]";
  }
}
