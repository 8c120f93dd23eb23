package io.birj.verify;

import io.birj.api.model.ApOperand;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.Patch;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.program.Iterations;
import io.birj.verify.result.Footprint;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Where operands of one module land, for a caller that already walks the module and so knows each
 * operand's instruction and enclosing loops ({@link Verifier#footprint} finds them from a pointer).
 * The functions' placed memory locations are computed once and shared by every operand asked about,
 * so footprints of every operand of a large module cost one placement each, not a walk each. Not
 * thread-safe.
 */
public final class Footprints {
  private final List<Function> functions = new ArrayList<>();
  private final Map<Function, Locations> placed = new IdentityHashMap<>();

  private Footprints(Module m) {
    functions.addAll(m.functions());
    if (m.nkiFunctions() != null) {
      functions.addAll(m.nkiFunctions());
    }
  }

  /** The footprints of {@code m}'s operands. */
  public static Footprints of(Module m) {
    return new Footprints(m);
  }

  /**
   * Where {@code operand} of {@code instruction} lands in the first {@code maxInstances} instances
   * of the instruction ({@code loops} from the outermost in, {@code pointer} the operand's).
   */
  public Footprint footprint(
      String pointer,
      Instruction instruction,
      Operand operand,
      List<Loop> loops,
      int maxInstances) {
    String label =
        instruction.name() != null ? "\"" + instruction.name() + "\"" : instruction.opcode();
    String access = pointer.contains("/outs/") ? "write" : "read";
    Iterations it = new Iterations(loops);
    long instances = it.count();
    if (!(operand instanceof ApOperand ap)) {
      return new Footprint(
          pointer,
          label,
          access,
          instances,
          List.of(),
          operand.kind() + " touches no memory",
          List.of());
    }
    OperandGeometry g = new OperandGeometry(locationsOf(ap));
    boolean compute = Placer.bindsPartitionRules(instruction.engine());
    List<Footprint.Touch> touches = new ArrayList<>();
    Set<String> problems = new LinkedHashSet<>();
    String unknown = null;
    long[] idx = it.first();
    for (long n = 0; n < Math.min(instances, maxInstances); n++, it.next(idx)) {
      String iteration = it.label(idx);
      OperandGeometry.Resolved r = g.resolve(ap, it.axes(idx));
      if (!r.known()) {
        unknown = r.unknown();
        break;
      }
      for (long offset : r.offsets()) {
        Placer.Placement pl =
            Placer.place(r.location(), ap.ap(), offset, r.elementBytes(), compute);
        for (Placer.Problem pr : pl.problems()) {
          problems.add(
              pr.rule().shortName()
                  + ": "
                  + pr.message()
                  + (iteration.isEmpty() ? "" : " (in iteration " + iteration + ")"));
        }
        if (pl.patch() != null) {
          touches.add(touch(iteration, pl.patch()));
        }
      }
    }
    return new Footprint(
        pointer, label, access, instances, touches, unknown, new ArrayList<>(problems));
  }

  private static Footprint.Touch touch(String iteration, Patch p) {
    List<Long> runs = new ArrayList<>();
    for (long b : p.runs()) {
      runs.add(b);
    }
    String space = p.space().startsWith("DRAM:") ? "DRAM" : p.space();
    return new Footprint.Touch(
        iteration,
        p.location().name(),
        space,
        p.firstPartition(),
        p.partitionCount(),
        p.partitionStep(),
        runs,
        p.exact(),
        p.location() + ": " + p.describe());
  }

  /** The locations of the function that holds the operand's memory location. */
  private Locations locationsOf(ApOperand ap) {
    MemoryLocation ref = ap.memref() != null ? ap.memref().target() : null;
    MemoryLocation setFirst = null;
    if (ap.memsetref() != null
        && ap.memsetref().target() != null
        && ap.memsetref().target().memoryLocations() != null
        && !ap.memsetref().target().memoryLocations().isEmpty()) {
      setFirst = ap.memsetref().target().memoryLocations().get(0);
    }
    if (ref != null || setFirst != null) {
      for (Function fn : functions) {
        Locations l = placed(fn);
        if ((ref != null && l.of(ref) != null) || (setFirst != null && l.of(setFirst) != null)) {
          return l;
        }
      }
    }
    return functions.isEmpty() ? Locations.of(new Function("(none)")) : placed(functions.get(0));
  }

  private Locations placed(Function fn) {
    return placed.computeIfAbsent(fn, Locations::of);
  }
}
