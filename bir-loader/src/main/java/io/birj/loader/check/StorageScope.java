package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Allocation;
import io.birj.api.model.Function;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.MemoryType;
import io.birj.api.model.NameRef;
import io.birj.api.model.Register;
import io.birj.api.model.StorageObject;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The storage names of one function, built from its {@code allocations}: one namespace for the
 * memory-location sets, registers and top-level memory locations (the compiler's {@code
 * NamedObjectContainer<Function,Storage>}), one per set for its memory locations, and the
 * function-wide memory-location lookup ({@code Function::getMemoryLocationByName}: the first in
 * document order). {@link #check} then checks each storage object against these tables.
 */
final class StorageScope implements StorageLookup {
  /** The TensorKind a {@code pointer_ref_memloc} target's set must have. */
  static final String POINTER_TENSOR_KIND = "Pointer";

  /** A storage object and where it is: {@code allocations/allocation[/memorylocations/member]}. */
  private record Entry(StorageObject object, int allocation, int member) {}

  final Function function;
  private final DocPointer loc;
  private final String description;
  private final Map<String, Entry> objects = new HashMap<>();
  private final Map<String, Entry> memoryLocations = new HashMap<>();
  private final Map<MemoryLocationSet, Map<String, Entry>> setMembers = new IdentityHashMap<>();

  private StorageScope(Function function, DocPointer loc) {
    this.function = function;
    this.loc = loc;
    this.description = "function \"" + function.name() + "\"";
  }

  /** Indexes {@code f}'s storage at {@code loc} ({@code /functions/i}), reporting duplicates. */
  static StorageScope index(Function f, DocPointer loc, Problems problems) {
    StorageScope s = new StorageScope(f, loc);
    List<Allocation> allocations = f.allocations();
    if (allocations == null) {
      return s;
    }
    for (int ai = 0; ai < allocations.size(); ai++) {
      if (!(allocations.get(ai) instanceof StorageObject so)) {
        continue; // an unknown Skind: kept as read, names nothing
      }
      Entry e = new Entry(so, ai, -1);
      s.add(s.objects, e, "function \"" + f.name() + "\"", problems);
      if (so instanceof MemoryLocation) {
        s.memoryLocations.putIfAbsent(so.name(), e);
      } else if (so instanceof MemoryLocationSet set) {
        Map<String, Entry> members = new HashMap<>();
        s.setMembers.put(set, members);
        List<MemoryLocation> list = set.memoryLocations();
        for (int mi = 0; list != null && mi < list.size(); mi++) {
          Entry me = new Entry(list.get(mi), ai, mi);
          s.add(members, me, "memory-location set \"" + set.name() + "\"", problems);
          s.memoryLocations.putIfAbsent(me.object().name(), me);
        }
      }
    }
    return s;
  }

  private void add(Map<String, Entry> table, Entry e, String container, Problems problems) {
    Entry prior = table.putIfAbsent(e.object().name(), e);
    if (prior != null) {
      problems.error(
          Messages.duplicateNameAt(
              kindOf(e.object()),
              e.object().name(),
              container,
              locOf(prior).toString(),
              prior.object().sourcePosition()),
          locOf(e).toString(),
          e.object().sourcePosition());
    }
  }

  private static String kindOf(StorageObject o) {
    return o instanceof MemoryLocationSet
        ? "memory-location set"
        : o instanceof Register ? "register" : "memory location";
  }

  private DocPointer locOf(Entry e) {
    DocPointer a = loc.child(Keys.ALLOCATIONS, e.allocation());
    return e.member() < 0 ? a : a.child(Keys.MEMORY_LOCATIONS, e.member());
  }

  @Override
  public Register register(String name) {
    Entry e = objects.get(name);
    return e != null && e.object() instanceof Register r ? r : null;
  }

  @Override
  public MemoryLocation memoryLocation(String name) {
    Entry e = memoryLocations.get(name);
    return e == null ? null : (MemoryLocation) e.object();
  }

  @Override
  public MemoryLocationSet memoryLocationSet(String name) {
    Entry e = objects.get(name);
    return e != null && e.object() instanceof MemoryLocationSet s ? s : null;
  }

  @Override
  public String description() {
    return description;
  }

  /** The names of this function's registers, memory locations and sets, for a merged lookup. */
  void putAllAbsent(
      Map<String, Register> registers,
      Map<String, MemoryLocation> locations,
      Map<String, MemoryLocationSet> sets) {
    for (Map.Entry<String, Entry> e : objects.entrySet()) {
      if (e.getValue().object() instanceof Register r) {
        registers.putIfAbsent(e.getKey(), r);
      } else if (e.getValue().object() instanceof MemoryLocationSet s) {
        sets.putIfAbsent(e.getKey(), s);
      }
    }
    for (Map.Entry<String, Entry> e : memoryLocations.entrySet()) {
      locations.putIfAbsent(e.getKey(), (MemoryLocation) e.getValue().object());
    }
  }

  /**
   * Checks every memory location: its {@code type}, {@code pack_id_hint}, {@code tensor_id}, {@code
   * pointer_ref_memloc} and {@code alias} entries (resolving their names).
   */
  void check(Problems problems) {
    List<Allocation> allocations = function.allocations();
    if (allocations == null) {
      return;
    }
    DocPointer.Cursor path = new DocPointer.Cursor();
    for (int ai = 0; ai < allocations.size(); ai++) {
      Allocation a = allocations.get(ai);
      DocPointer at = loc.child(Keys.ALLOCATIONS, ai);
      if (a instanceof MemoryLocation m) {
        memoryLocation(m, null, path.at(at), problems);
      } else if (a instanceof MemoryLocationSet set && set.memoryLocations() != null) {
        List<MemoryLocation> list = set.memoryLocations();
        for (int mi = 0; mi < list.size(); mi++) {
          memoryLocation(list.get(mi), set, path.at(at, Keys.MEMORY_LOCATIONS, mi), problems);
        }
      }
    }
  }

  private void memoryLocation(
      MemoryLocation m, MemoryLocationSet set, DocPointer.Cursor path, Problems problems) {
    JsonValue type = m.props().get(Keys.TYPE);
    if (type != null && !isMemoryType(type)) {
      problems.error(
          Messages.unknownMemoryType(render(type), MemoryType.NAMES),
          path.key(Keys.TYPE).toString(),
          m.sourcePosition());
      path.truncate(0);
    }
    String typeName = m.type();
    if (m.props().get(Keys.PACK_ID_HINT) != null
        && typeName != null
        && !MemoryType.PSUM.equals(typeName)) {
      problems.error(
          Messages.packIdHintNotPsum(m.name(), typeName),
          path.key(Keys.PACK_ID_HINT).toString(),
          m.sourcePosition());
      path.truncate(0);
    }
    if (set != null && set.props().get(Keys.TENSOR_ID_2_MEM_LOC_SIZE) != null) {
      tensorId(m, path, problems);
    }
    NameRef<MemoryLocation> pointer = m.pointerRefMemloc();
    if (pointer != null) {
      pointerTarget(pointer, path, problems);
    }
    List<MemoryLocation.Alias> aliases = m.aliases();
    for (int k = 0; aliases != null && k < aliases.size(); k++) {
      path.key(Keys.ALIAS).index(k);
      alias(m, aliases.get(k), path, problems);
      path.truncate(0);
    }
  }

  private static boolean isMemoryType(JsonValue type) {
    if (type instanceof JsonValue.JsonNumber n) {
      return MemoryType.isKnownNumber(n.text());
    }
    return type instanceof JsonValue.JsonString s && MemoryType.NAMES.contains(s.value());
  }

  private static String render(JsonValue v) {
    if (v instanceof JsonValue.JsonString s) {
      return "\"" + s.value() + "\"";
    }
    if (v instanceof JsonValue.JsonNumber n) {
      return n.text();
    }
    if (v instanceof JsonValue.JsonBool b) {
      return Boolean.toString(b.value());
    }
    return v instanceof JsonValue.JsonObject
        ? "an object"
        : v instanceof JsonValue.JsonArray ? "an array" : "null";
  }

  // The compiler's default tensor_id is -1 (unassigned), so an absent one counts as -1.
  private static void tensorId(MemoryLocation m, DocPointer.Cursor path, Problems problems) {
    JsonValue id = m.props().get(Keys.TENSOR_ID);
    String text =
        id == null ? "-1 (absent)" : id instanceof JsonValue.JsonNumber n ? n.text() : null;
    boolean unassigned;
    if (id == null) {
      unassigned = true;
    } else if (text != null) {
      unassigned = isNegative(text);
    } else {
      return; // not a number: the reader reports the shape
    }
    if (unassigned) {
      problems.warn(
          Messages.unassignedTensorId(m.name(), text),
          path.key(Keys.TENSOR_ID).toString(),
          m.sourcePosition());
      path.truncate(0);
    }
  }

  private static boolean isNegative(String number) {
    try {
      return Double.parseDouble(number) < 0;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  private void pointerTarget(
      NameRef<MemoryLocation> ref, DocPointer.Cursor path, Problems problems) {
    Entry target = memoryLocations.get(ref.name());
    if (target == null) {
      problems.error(
          Messages.memoryLocationNotFound(ref.name(), description),
          path.key(Keys.POINTER_REF_MEMLOC).toString(),
          ref.position());
      path.truncate(0);
      ref.resolve(null);
      return;
    }
    MemoryLocation t = (MemoryLocation) target.object();
    ref.resolve(t);
    MemoryLocationSet owner =
        target.member() < 0
            ? null
            : (MemoryLocationSet) function.allocations().get(target.allocation());
    if (owner == null || !POINTER_TENSOR_KIND.equals(owner.kind())) {
      problems.error(
          Messages.pointerTargetNotPointer(
              t.name(), owner == null ? null : owner.name(), owner == null ? null : owner.kind()),
          path.key(Keys.POINTER_REF_MEMLOC).toString(),
          ref.position());
      path.truncate(0);
    }
  }

  private void alias(
      MemoryLocation src, MemoryLocation.Alias a, DocPointer.Cursor path, Problems problems) {
    int mark = path.depth();
    MemoryLocation dest;
    if (a.destSet() != null) {
      // [destSet, dest, kind]: the set by name, then the memory location in that set.
      NameRef<MemoryLocationSet> setRef = a.destSet();
      MemoryLocationSet set = memoryLocationSet(setRef.name());
      setRef.resolve(set);
      if (set == null) {
        problems.error(
            Messages.aliasSetNotRead(setRef.name()), path.index(0).toString(), setRef.position());
        path.truncate(mark);
        a.dest().resolve(null);
        return;
      }
      Entry e = setMembers.get(set).get(a.dest().name());
      dest = e == null ? null : (MemoryLocation) e.object();
      if (dest == null) {
        problems.error(
            Messages.unknownAliasDestination(
                a.dest().name(), "memory-location set \"" + set.name() + "\""),
            path.index(1).toString(),
            a.dest().position());
        path.truncate(mark);
      }
    } else {
      // [dest, kind]: the memory location function-wide.
      dest = memoryLocation(a.dest().name());
      if (dest == null) {
        problems.error(
            Messages.unknownAliasDestination(a.dest().name(), description),
            path.index(0).toString(),
            a.dest().position());
        path.truncate(mark);
      }
    }
    a.dest().resolve(dest);
    if (dest == null) {
      return;
    }
    String srcType = src.type();
    String dstType = dest.type();
    if (!MemoryType.DRAM.equals(srcType) || !MemoryType.DRAM.equals(dstType)) {
      problems.error(
          Messages.aliasNotDram(
              src.name(), dest.name(), String.valueOf(srcType), String.valueOf(dstType)),
          path.toString(),
          a.dest().position());
    }
  }
}
