package io.birj.loader;

import io.birj.api.json.JsonValue;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.MemoryLocationSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The two shapes of a memory-location alias table, told apart by JSON shape (seed 001,
 * "addMemLocAliasesFromJson": never by the version): OLD maps a memory location to 2-tuples {@code
 * [destMemLoc, kind]}; NEW maps a set to {@code {"memorylocations": {memloc: [[destSet, destMemLoc,
 * kind], ...]}}}. A table of neither shape is kept as read.
 */
final class AliasShapes {
  private AliasShapes() {}

  static MemLocAliases parse(JsonValue raw) {
    if (!(raw instanceof JsonValue.JsonObject table)) {
      return MemLocAliases.unknown(raw);
    }
    boolean isNew =
        !table.members().isEmpty()
            && table.members().get(0).value() instanceof JsonValue.JsonObject;
    MemLocAliases out = isNew ? MemLocAliases.newShape() : MemLocAliases.old();
    for (JsonValue.Member m : table.members()) {
      List<MemLocAliases.Alias> found =
          isNew ? newEntry(m.key(), m.value()) : oldEntry(m.key(), m.value());
      if (found == null) {
        return MemLocAliases.unknown(raw);
      }
      out.aliases().addAll(found);
    }
    return out;
  }

  private static List<MemLocAliases.Alias> oldEntry(String src, JsonValue v) {
    // An empty list could not be written back from the alias list: such a table is kept as read.
    if (!(v instanceof JsonValue.JsonArray a) || a.items().isEmpty()) {
      return null;
    }
    List<MemLocAliases.Alias> out = new ArrayList<>();
    for (JsonValue t : a.items()) {
      String[] s = strings(t, 2);
      if (s == null) {
        return null;
      }
      out.add(new MemLocAliases.Alias(null, src, null, s[0], s[1]));
    }
    return out;
  }

  private static List<MemLocAliases.Alias> newEntry(String set, JsonValue v) {
    if (!(v instanceof JsonValue.JsonObject o)
        || o.members().size() != 1
        || !(o.get(MemoryLocationSet.KEY_MEMORY_LOCATIONS) instanceof JsonValue.JsonObject locs)
        || locs.members().isEmpty()) {
      return null;
    }
    List<MemLocAliases.Alias> out = new ArrayList<>();
    for (JsonValue.Member m : locs.members()) {
      if (!(m.value() instanceof JsonValue.JsonArray a) || a.items().isEmpty()) {
        return null;
      }
      for (JsonValue t : a.items()) {
        String[] s = strings(t, 3);
        if (s == null) {
          return null;
        }
        out.add(new MemLocAliases.Alias(set, m.key(), s[0], s[1], s[2]));
      }
    }
    return out;
  }

  private static String[] strings(JsonValue t, int n) {
    if (!(t instanceof JsonValue.JsonArray a) || a.items().size() != n) {
      return null;
    }
    String[] out = new String[n];
    for (int i = 0; i < n; i++) {
      if (!(a.items().get(i) instanceof JsonValue.JsonString s)) {
        return null;
      }
      out[i] = s.value();
    }
    return out;
  }
}
