package io.birj.loader.check;

import io.birj.api.container.Keys;
import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.error.Spelling;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Allocation;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.api.walk.Places;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keys and spellings one typo away from a known one (docs/wire/checks.md, "Spellings"): an unknown
 * key is kept as read and means nothing to birj, so {@code dependancies} would lose its
 * dependencies without a word; a dtype the catalog does not spell is kept as read too. Each is a
 * warning that names the known spelling it is nearest to. A key far from every known one, or known
 * in another place (KLR writes {@code kind} on a register), is a writer's own key, kept silently as
 * before.
 */
final class Spellings implements ModelWalker.Visitor {
  private final OpcodeCatalog catalog;
  private final Problems problems;
  private final Map<String, Set<String>> keysByPlace = new HashMap<>();

  /** Every key the container or the catalog knows anywhere: none of them is a typo. */
  private final Set<String> vocabulary = new java.util.HashSet<>();

  private final List<String> dtypes;

  /** The catalog's dtypes, looked up once per operand: a set, not the list's linear scan. */
  private final Set<String> knownDtypes;

  private Instruction current;

  private Spellings(OpcodeCatalog catalog, Problems problems) {
    this.catalog = catalog;
    this.problems = problems;
    List<String> d = catalog.spellings("Dtype");
    this.dtypes = d == null || d.isEmpty() ? null : d;
    this.knownDtypes = dtypes == null ? Set.of() : new java.util.HashSet<>(dtypes);
    for (ObjectSchema o :
        List.of(
            StandardContainer.MODULE,
            StandardContainer.FUNCTION,
            StandardContainer.QUEUE,
            StandardContainer.MEMORY_LOCATION_SET,
            StandardContainer.MEMORY_LOCATION,
            StandardContainer.REGISTER,
            StandardContainer.BLOCK,
            StandardContainer.BLOCK_ARGUMENT,
            StandardContainer.LOOP_AXIS,
            StandardContainer.DYNAMIC_FOR_LOOP_AXIS,
            StandardContainer.SYNC_INFO,
            StandardContainer.SYNC_INFO_ON_WAIT,
            StandardContainer.SYNC_INFO_ON_UPDATE,
            StandardContainer.PREDICATE,
            StandardContainer.DYNAMIC_AP_INFO)) {
      keysByPlace.put(o.place(), keys(o));
    }
    // The walk names some places by the key that holds them.
    keysByPlace.put(Places.NKI_FUNCTION, keys(StandardContainer.FUNCTION));
    keysByPlace.put(Keys.LOOP_AXIS, keys(StandardContainer.LOOP_AXIS));
    keysByPlace.put(Keys.DYNAMIC_FOR_LOOP_AXIS, keys(StandardContainer.DYNAMIC_FOR_LOOP_AXIS));
    keysByPlace.put(Keys.SYNC_INFO, keys(StandardContainer.SYNC_INFO));
    keysByPlace.put(Keys.DYNAMIC_AP_INFO, keys(StandardContainer.DYNAMIC_AP_INFO));
    keysByPlace.values().forEach(vocabulary::addAll);
    vocabulary.addAll(keys(StandardContainer.INSTRUCTION));
    vocabulary.addAll(keys(StandardContainer.OPERAND));
    catalog.all().forEach(o -> vocabulary.addAll(o.keys()));
  }

  /**
   * Warns of each likely typo in {@code m}. Its findings are warnings alone, which a read's {@link
   * Problems#throwing()} drops: there the walk of the whole model would find nothing anyone sees.
   */
  static void check(Module m, OpcodeCatalog catalog, Problems problems) {
    if (problems.isCollecting()) {
      ModelWalker.walk(m, new Spellings(catalog, problems));
    }
  }

  private static Set<String> keys(ObjectSchema o) {
    Set<String> out = new LinkedHashSet<>();
    o.fields().forEach(f -> out.add(f.key()));
    return out;
  }

  @Override
  public boolean visitsFields() {
    return false; // an opcode's keys are its own, read by the catalog's fields
  }

  @Override
  public void instruction(DocPointer at, Instruction i) {
    current = i;
  }

  @Override
  public void unknownKey(DocPointer at, String place, JsonValue.Member key) {
    // A key known somewhere (a register's "kind", an operand key its kind has not) is a writer's
    // deliberate key, or has its own warning: only a word of no vocabulary is a typo.
    String near = vocabulary.contains(key.key()) ? null : nearest(key.key(), known(place));
    if (near != null) {
      problems.warn(Messages.nearKnownKey(key.key(), near), at.toString(), key.position());
    }
  }

  @Override
  public void operand(DocPointer at, Operand op) {
    dtype(op.dtype(), at.key(Keys.DTYPE), op.sourcePosition());
  }

  @Override
  public void allocation(DocPointer at, Allocation a) {
    if (a instanceof MemoryLocationSet s) {
      dtype(s.dtype(), at.key(Keys.DTYPE), s.sourcePosition());
    }
  }

  private void dtype(String dtype, DocPointer at, long position) {
    if (dtype == null || dtypes == null || knownDtypes.contains(dtype)) {
      return;
    }
    problems.warn(
        Messages.unknownDtype(dtype, nearest(dtype, dtypes), dtypes), at.toString(), position);
  }

  /** The keys known where {@code place} is: its schema's, and an instruction's opcode's. */
  private Set<String> known(String place) {
    if (place.startsWith(StandardContainer.INSTRUCTION.place() + "[") && current != null) {
      Set<String> out = new LinkedHashSet<>(keys(StandardContainer.INSTRUCTION));
      for (OpcodeDescriptor d = catalog.find(current.opcode());
          d != null;
          d = d.parent() == null ? null : catalog.find(d.parent())) {
        out.addAll(d.keys());
      }
      return out;
    }
    if (place.startsWith(StandardContainer.OPERAND.place() + "[")) {
      String kind =
          place.substring(StandardContainer.OPERAND.place().length() + 1, place.length() - 1);
      List<String> order = StandardContainer.OPERAND.order(kind);
      return order != null ? new LinkedHashSet<>(order) : keys(StandardContainer.OPERAND);
    }
    return keysByPlace.getOrDefault(place, Set.of());
  }

  /** The known spelling {@code s} is a likely typo of ({@link Spelling#nearest}), or null. */
  static String nearest(String s, java.util.Collection<String> known) {
    return Spelling.nearest(s, known);
  }
}
