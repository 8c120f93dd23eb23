package io.birj.verify.internal.check;

import io.birj.api.container.Keys;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.Operand;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.program.Gap;
import io.birj.verify.internal.program.Site;
import io.birj.verify.internal.program.Sites;
import io.birj.verify.result.Finding;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The bounds of a function too large to run whole: each instruction's operands placed over its own
 * loops' iterations, one instruction at a time (no program, so no orderings: races and waits stay
 * not modelled, and the function's entry says so). An instruction whose own iterations pass the
 * limit is a gap of its own.
 */
final class BoundsOnly {
  /** The iterations of one instruction's loops placed at the most. */
  static final long MAX_ITERATIONS = 1_000_000;

  private static final Set<String> COMPUTE = Set.of("PE", "DVE", "Activation", "Pool");

  private BoundsOnly() {}

  static void check(Sites sites, Locations locations, List<Finding> findings, List<Gap> gaps) {
    OperandGeometry geometry = new OperandGeometry(locations);
    for (Site s : sites.all()) {
      Instruction i = s.instruction();
      if (i.blocks() != null || insideUnrolledOnlyAtRunTime(s)) {
        continue;
      }
      long trips = 1;
      for (Loop l : s.loops()) {
        trips = times(trips, trips(l));
      }
      if (trips > MAX_ITERATIONS) {
        gaps.add(
            new Gap(
                s.at().toString(),
                i.sourceLine(),
                i.sourceColumn(),
                "its loops run "
                    + trips
                    + " iterations, more than "
                    + MAX_ITERATIONS
                    + " placed for one instruction: its bounds were not checked"));
        continue;
      }
      new Instr(s, geometry, findings, gaps).run(trips);
    }
  }

  /** Inside a DynamicForLoop, a DoWhile or another region that is not a Loop. */
  private static boolean insideUnrolledOnlyAtRunTime(Site s) {
    for (Site o = s.owner(); o != null; o = o.owner()) {
      if (!(o.instruction() instanceof Loop)) {
        return true;
      }
    }
    return false;
  }

  private static long times(long a, long b) {
    try {
      return Math.multiplyExact(a, b);
    } catch (ArithmeticException e) {
      return Long.MAX_VALUE;
    }
  }

  private static long trips(Loop l) {
    LoopAxis a = l.axis();
    if (a == null || a.stride() <= 0) {
      return 0;
    }
    return Math.max(0, -Math.floorDiv(-(a.ub() - a.lb()), a.stride()));
  }

  /** One instruction over its iterations. */
  private static final class Instr {
    final Site s;
    final OperandGeometry geometry;
    final List<Finding> findings;
    final List<Gap> gaps;
    final Set<String> seen = new HashSet<>();
    final boolean compute;

    Instr(Site s, OperandGeometry geometry, List<Finding> findings, List<Gap> gaps) {
      this.s = s;
      this.geometry = geometry;
      this.findings = findings;
      this.gaps = gaps;
      this.compute = COMPUTE.contains(s.instruction().engine());
    }

    void run(long trips) {
      List<Loop> loops = s.loops();
      long[] idx = new long[loops.size()];
      for (int k = 0; k < idx.length; k++) {
        idx[k] = loops.get(k).axis().lb();
      }
      Instruction i = s.instruction();
      for (long n = 0; n < trips; n++) {
        Map<String, Long> axes = new HashMap<>();
        for (int k = 0; k < idx.length; k++) {
          axes.put(loops.get(k).axis().name(), idx[k]);
        }
        operands(Keys.INS, i.ins(), axes, idx);
        operands(Keys.INDIRECTION_INS, i.indirectionIns(), axes, idx);
        operands(Keys.OUTS, i.outs(), axes, idx);
        for (int k = idx.length - 1; k >= 0; k--) {
          LoopAxis a = loops.get(k).axis();
          idx[k] += a.stride();
          if (idx[k] < a.ub()) {
            break;
          }
          idx[k] = a.lb();
        }
      }
    }

    private void operands(String side, List<Operand> ops, Map<String, Long> axes, long[] idx) {
      if (ops == null) {
        return;
      }
      for (int k = 0; k < ops.size(); k++) {
        if (!(ops.get(k) instanceof ApOperand op)) {
          continue;
        }
        String at = s.at().key(side).index(k).toString();
        OperandGeometry.Resolved r = geometry.resolve(op, axes);
        if (!r.known()) {
          if (seen.add("unknown " + at)) {
            gaps.add(
                new Gap(
                    at,
                    op.sourceLine(),
                    op.sourceColumn(),
                    r.unknown() + ": what it touches is not known"));
          }
          continue;
        }
        for (long offset : r.offsets()) {
          for (Placer.Problem pr :
              Placer.place(r.location(), op.ap(), offset, r.elementBytes(), compute).problems()) {
            if (seen.add(pr.rule() + " " + at)) {
              findings.add(
                  new Finding(
                      pr.rule(),
                      pr.message() + iteration(idx),
                      at,
                      op.sourceLine(),
                      op.sourceColumn(),
                      List.of()));
            }
          }
        }
      }
    }

    private String iteration(long[] idx) {
      if (idx.length == 0) {
        return "";
      }
      StringBuilder sb = new StringBuilder(" (in iteration ");
      for (int k = 0; k < idx.length; k++) {
        sb.append(k == 0 ? "" : ", ")
            .append(s.loops().get(k).axis().name())
            .append('=')
            .append(idx[k]);
      }
      return sb.append(')').toString();
    }
  }
}
