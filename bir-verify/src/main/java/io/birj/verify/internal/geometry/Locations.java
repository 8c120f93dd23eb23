package io.birj.verify.internal.geometry;

import io.birj.api.json.JsonValue;
import io.birj.api.model.Allocation;
import io.birj.api.model.Function;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The memory locations of one function, placed. DRAM locations are buffers of their own unless an
 * {@code alias} entry of kind MustAlias (3) makes two of them the same bytes; SB and PSUM locations
 * are placed by {@code base}, {@code addr} and {@code dims} in the one physical memory, so two
 * locations the allocator laid over the same bytes overlap (docs/verifier.md).
 */
public final class Locations {
  /** The alias kind whose two ends are the same bytes. */
  static final long MUST_ALIAS = 3;

  private final Map<MemoryLocation, Location> byObject = new IdentityHashMap<>();

  private Locations() {}

  public static Locations of(Function f) {
    Locations ls = new Locations();
    List<MemoryLocation> all = new ArrayList<>();
    Map<MemoryLocation, MemoryLocationSet> setOf = new IdentityHashMap<>();
    if (f.allocations() != null) {
      for (Allocation a : f.allocations()) {
        if (a instanceof MemoryLocationSet s && s.memoryLocations() != null) {
          for (MemoryLocation m : s.memoryLocations()) {
            all.add(m);
            setOf.put(m, s);
          }
        } else if (a instanceof MemoryLocation m) {
          all.add(m);
        }
      }
    }
    Map<MemoryLocation, MemoryLocation> root = mustAliasRoots(all);
    for (MemoryLocation m : all) {
      MemoryLocationSet s = setOf.get(m);
      String type = m.type();
      String space = "DRAM".equals(type) ? "DRAM:" + root.get(m).name() : String.valueOf(type);
      ls.byObject.put(
          m,
          new Location(
              m,
              s,
              type,
              space,
              number(m, "base"),
              number(m, "addr"),
              numbers(m, "dims"),
              s != null && Location.isInputKind(s.kind())));
    }
    return ls;
  }

  /** The placed location of {@code m}, or {@code null} when it is not this function's. */
  public Location of(MemoryLocation m) {
    return byObject.get(m);
  }

  /** Union-find over the MustAlias entries, the first location of a class its root. */
  private static Map<MemoryLocation, MemoryLocation> mustAliasRoots(List<MemoryLocation> all) {
    Map<MemoryLocation, MemoryLocation> parent = new IdentityHashMap<>();
    for (MemoryLocation m : all) {
      parent.put(m, m);
    }
    for (MemoryLocation m : all) {
      if (m.aliases() == null) {
        continue;
      }
      for (MemoryLocation.Alias a : m.aliases()) {
        MemoryLocation d = a.dest().target();
        if (d != null && parent.containsKey(d) && (kindBits(a) & MUST_ALIAS) == MUST_ALIAS) {
          MemoryLocation x = find(parent, m);
          MemoryLocation y = find(parent, d);
          if (x != y) {
            boolean xFirst = all.indexOf(x) < all.indexOf(y);
            parent.put(xFirst ? y : x, xFirst ? x : y);
          }
        }
      }
    }
    Map<MemoryLocation, MemoryLocation> root = new HashMap<>();
    for (MemoryLocation m : all) {
      root.put(m, find(parent, m));
    }
    return root;
  }

  private static long kindBits(MemoryLocation.Alias a) {
    try {
      return a.kindBits();
    } catch (RuntimeException e) {
      return 0;
    }
  }

  private static MemoryLocation find(Map<MemoryLocation, MemoryLocation> parent, MemoryLocation m) {
    MemoryLocation r = m;
    while (parent.get(r) != r) {
      r = parent.get(r);
    }
    return r;
  }

  private static Long number(MemoryLocation m, String key) {
    JsonValue v = m.props().get(key);
    return v instanceof JsonValue.JsonNumber n ? parse(n.text()) : null;
  }

  private static List<Long> numbers(MemoryLocation m, String key) {
    JsonValue v = m.props().get(key);
    if (!(v instanceof JsonValue.JsonArray a)) {
      return null;
    }
    List<Long> out = new ArrayList<>();
    for (JsonValue e : a.items()) {
      Long n = e instanceof JsonValue.JsonNumber num ? parse(num.text()) : null;
      if (n == null) {
        return null;
      }
      out.add(n);
    }
    return List.copyOf(out);
  }

  private static Long parse(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException e) {
      return null;
    }
  }
}
