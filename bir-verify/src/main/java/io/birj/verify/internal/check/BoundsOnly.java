package io.birj.verify.internal.check;

import io.birj.api.container.Keys;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Operand;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.program.Gap;
import io.birj.verify.internal.program.Iterations;
import io.birj.verify.internal.program.Site;
import io.birj.verify.internal.program.Sites;
import io.birj.verify.result.Finding;
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

  private BoundsOnly() {}

  static void check(Sites sites, Locations locations, List<Finding> findings, List<Gap> gaps) {
    OperandGeometry geometry = new OperandGeometry(locations);
    for (Site s : sites.all()) {
      Instruction i = s.instruction();
      if (i.blocks() != null || insideUnrolledOnlyAtRunTime(s)) {
        continue;
      }
      long trips = s.iterations().count();
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
      this.compute = Placer.bindsPartitionRules(s.instruction().engine());
    }

    void run(long trips) {
      Iterations it = s.iterations();
      long[] idx = it.first();
      Instruction i = s.instruction();
      for (long n = 0; n < trips; n++) {
        Map<String, Long> axes = it.axes(idx);
        operands(Keys.INS, i.ins(), axes, idx);
        operands(Keys.INDIRECTION_INS, i.indirectionIns(), axes, idx);
        operands(Keys.OUTS, i.outs(), axes, idx);
        it.next(idx);
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
      String label = s.iterations().label(idx);
      return label.isEmpty() ? "" : " (in iteration " + label + ")";
    }
  }
}
