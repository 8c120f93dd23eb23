package io.birj.brewer;

import java.util.ArrayList;
import java.util.List;

/** Spec tree values (a key's default) as compact JSON text, for documentation. */
final class Defaults {
  private Defaults() {}

  static String json(Object v) {
    if (v instanceof String s) {
      return Names.literal(s);
    }
    if (v instanceof List<?> l) {
      List<String> items = new ArrayList<>();
      l.forEach(i -> items.add(json(i)));
      return "[" + String.join(", ", items) + "]";
    }
    return String.valueOf(v);
  }
}
