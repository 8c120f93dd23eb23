package io.birj.synth;

import java.util.ArrayList;
import java.util.List;

/**
 * A JSON object being made, its members in insertion order (the compiler's emit order). Values are
 * {@code Obj}, {@code List<?>}, {@code String}, {@code Long}, {@code Integer}, {@code Double} or
 * {@code Boolean}. One object may be placed at several places of a document: it is written at each,
 * as the compiler writes a shared expression node once per visit.
 */
final class Obj {
  final List<String> keys = new ArrayList<>(8);
  final List<Object> values = new ArrayList<>(8);

  Obj put(String key, Object value) {
    keys.add(key);
    values.add(value);
    return this;
  }

  static Obj of(String key, Object value) {
    return new Obj().put(key, value);
  }
}
