package io.birj.analysis.diff;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The semantic content of one model object, as the diff compares it: its keys in emit order, each
 * with a value. A named object (an element of a named-object container) carries its name, by which
 * the diff aligns it with its counterpart.
 */
final class Node {
  /**
   * A value: a leaf (compared by its canonical text), a nested model object, or a list of them.
   * Nested objects stay model objects until the diff looks into them, so a document's view is never
   * built whole.
   */
  sealed interface Value permits Leaf, Obj, Items {}

  /** A scalar, a name, an expression or a JSON value, by canonical text. */
  record Leaf(String text) implements Value {}

  /** A nested model object. */
  record Obj(Object model) implements Value {}

  /** A list of model objects or leaves; {@code named}: named objects, aligned by name. */
  record Items(List<?> items, boolean named) implements Value {}

  record Entry(String key, Value value) {}

  /** What an edge (a dependency of any kind) is: shown as the array it is written as. */
  static final String EDGE = "dependency";

  final String what;
  final String name;
  final List<Entry> entries = new ArrayList<>();

  /** The entries by key: an object of many keys is compared in linear time. */
  private final Map<String, Value> byKey = new HashMap<>();

  Node(String what, String name) {
    this.what = what;
    this.name = name;
  }

  Node put(String key, Value v) {
    if (v != null && byKey.putIfAbsent(key, v) == null) {
      entries.add(new Entry(key, v));
    }
    return this;
  }

  Value get(String key) {
    return byKey.get(key);
  }

  /** "instruction \"mm0\"", "block \"b1\"", or what it is. */
  String describe() {
    return name == null ? what : what + " \"" + name + "\"";
  }
}
