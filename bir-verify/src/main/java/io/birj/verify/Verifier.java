package io.birj.verify;

import io.birj.api.model.ApOperand;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.verify.internal.check.Checker;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.Patch;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.program.Iterations;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Footprint;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The verifier of a loaded module: {@link #check} gives the verdict with its findings and the
 * places not modelled; {@link #footprint} where one operand lands. Immutable; the limits are
 * options ({@link #maxInstances}, {@link #maxFindings}). docs/verifier.md describes the model.
 */
public final class Verifier {
  /** The instruction instances (loops unrolled) a function may have before it is not checked. */
  public static final long DEFAULT_MAX_INSTANCES = 2_000_000;

  /**
   * The findings a check keeps by default; past it they are counted ({@code
   * CheckResult.Coverage.findingsOmitted}), and the verdict is the same.
   */
  public static final int DEFAULT_MAX_FINDINGS = 10_000;

  /**
   * The places not modelled a check lists; past it one last entry says how many more there were.
   */
  public static final int MAX_UNDECIDED = 10_000;

  private final long maxInstances;
  private final int maxFindings;

  private Verifier(long maxInstances, int maxFindings) {
    this.maxInstances = maxInstances;
    this.maxFindings = maxFindings;
  }

  public static Verifier standard() {
    return new Verifier(DEFAULT_MAX_INSTANCES, DEFAULT_MAX_FINDINGS);
  }

  /** A verifier that unrolls at most {@code n} instances per function ({@code n > 0}). */
  public Verifier maxInstances(long n) {
    if (n <= 0) {
      throw new IllegalArgumentException("the instance limit is positive, not " + n);
    }
    return new Verifier(n, maxFindings);
  }

  /**
   * A verifier that keeps at most {@code n} findings ({@code n > 0}; {@link #DEFAULT_MAX_FINDINGS}
   * by default); the verdict counts all.
   */
  public Verifier maxFindings(int n) {
    if (n <= 0) {
      throw new IllegalArgumentException("the findings limit is positive, not " + n);
    }
    return new Verifier(maxInstances, n);
  }

  public CheckResult check(Module m) {
    return new Checker(maxInstances, maxFindings, MAX_UNDECIDED).check(m);
  }

  /**
   * Where the operand at {@code pointer} lands in each instance of its instruction.
   *
   * @throws IllegalArgumentException when {@code pointer} is not an operand of the module
   */
  public Footprint footprint(Module m, String pointer) {
    Found f = find(m, pointer);
    if (f == null) {
      throw new IllegalArgumentException(
          "no operand at "
              + pointer
              + " (an operand's pointer ends in /ins/N, /outs/N or /indirection_ins/N)");
    }
    String label =
        f.instruction.name() != null ? "\"" + f.instruction.name() + "\"" : f.instruction.opcode();
    String access = pointer.contains("/outs/") ? "write" : "read";
    Iterations it = new Iterations(f.loops);
    long instances = it.count();
    if (!(f.operand instanceof ApOperand ap)) {
      return new Footprint(
          pointer,
          label,
          access,
          instances,
          List.of(),
          f.operand.kind() + " touches no memory",
          List.of());
    }
    Locations locations = locationsOf(m, ap);
    OperandGeometry g = new OperandGeometry(locations);
    boolean compute = Placer.bindsPartitionRules(f.instruction.engine());
    List<Footprint.Touch> touches = new ArrayList<>();
    Set<String> problems = new LinkedHashSet<>();
    String unknown = null;
    long[] idx = it.first();
    for (long n = 0; n < Math.min(instances, Footprint.MAX_TOUCHES); n++, it.next(idx)) {
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
  private static Locations locationsOf(Module m, ApOperand ap) {
    List<Function> fs = new ArrayList<>(m.functions());
    if (m.nkiFunctions() != null) {
      fs.addAll(m.nkiFunctions());
    }
    for (Function fn : fs) {
      Locations l = Locations.of(fn);
      if ((ap.memref() != null
              && ap.memref().target() != null
              && l.of(ap.memref().target()) != null)
          || (ap.memsetref() != null
              && ap.memsetref().target() != null
              && ap.memsetref().target().memoryLocations() != null
              && !ap.memsetref().target().memoryLocations().isEmpty()
              && l.of(ap.memsetref().target().memoryLocations().get(0)) != null)) {
        return l;
      }
    }
    return fs.isEmpty() ? Locations.of(new Function("(none)")) : Locations.of(fs.get(0));
  }

  private record Found(Instruction instruction, Operand operand, List<Loop> loops) {}

  private static Found find(Module m, String pointer) {
    Found[] out = new Found[1];
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          Instruction current;
          List<Loop> loops = List.of();

          @Override
          public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
            current = i;
            List<Loop> ls = new ArrayList<>();
            for (var h : where.holders()) {
              if (h instanceof Loop l) {
                ls.add(l);
              }
            }
            loops = ls;
          }

          @Override
          public void operand(DocPointer at, Operand op) {
            if (out[0] == null && at.toString().equals(pointer)) {
              out[0] = new Found(current, op, loops);
            }
          }
        });
    return out[0];
  }
}
