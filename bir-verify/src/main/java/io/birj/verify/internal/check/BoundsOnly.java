package io.birj.verify.internal.check;

import io.birj.api.container.Keys;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.Operand;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.OperandGeometry.Span;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.geometry.Sweep;
import io.birj.verify.internal.program.Gap;
import io.birj.verify.internal.program.Iterations;
import io.birj.verify.internal.program.Site;
import io.birj.verify.internal.program.Sites;
import io.birj.verify.internal.program.Work;
import io.birj.verify.result.Finding;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The bounds of a function too large to run whole, or of the instructions the memory model had no
 * work left to place: each instruction's operands placed over its own loops' iterations, one
 * instruction at a time (no program, so no orderings: races and waits stay not modelled, and the
 * function's entry or the access where the work ran out says so). A fixed offset is placed once; a
 * linear one at the few iterations that decide it ({@link Sweep#corners}); any other at every
 * iteration up to {@link #MAX_ITERATIONS} and the work left ({@link Work}), past them through its
 * interval ({@link Sweep#hull}), and what that does not prove is a gap.
 */
final class BoundsOnly {
  /** How a message about the work limit ends. */
  private static final String WORK_LIMIT_RAISED =
      " (raise it with --max-work; Verifier.maxWork in the library)";

  /** The iterations of one instruction's loops placed one by one at the most. */
  static final long MAX_ITERATIONS = 1_000_000;

  private BoundsOnly() {}

  /** The bounds of a function's instructions, but those a program would not run. */
  static void check(
      Sites sites, Locations locations, List<Finding> findings, List<Gap> gaps, Work work) {
    List<Site> run = new java.util.ArrayList<>();
    for (Site s : sites.all()) {
      if (s.instruction().blocks() == null && !insideUnrolledOnlyAtRunTime(s)) {
        run.add(s);
      }
    }
    check(run, locations, findings, gaps, work);
  }

  /** The bounds of {@code sites} (instructions a program runs, no regions), in their order. */
  static void check(
      List<Site> sites, Locations locations, List<Finding> findings, List<Gap> gaps, Work work) {
    OperandGeometry geometry = new OperandGeometry(locations);
    for (Site s : sites) {
      Instruction i = s.instruction();
      if (s.iterations().count() == 0) {
        continue; // a loop that never runs
      }
      Instr in = new Instr(s, geometry, findings, gaps, work);
      in.operands(Keys.INS, i.ins());
      in.operands(Keys.INDIRECTION_INS, i.indirectionIns());
      in.operands(Keys.OUTS, i.outs());
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

  /** One instruction's operands over its iterations. */
  private static final class Instr {
    final Site s;
    final OperandGeometry geometry;
    final List<Finding> findings;
    final List<Gap> gaps;
    final Set<String> seen = new HashSet<>();
    final Work work;
    final boolean compute;
    final Iterations it;
    final List<LoopAxis> nest;

    Instr(Site s, OperandGeometry geometry, List<Finding> findings, List<Gap> gaps, Work work) {
      this.s = s;
      this.work = work;
      this.geometry = geometry;
      this.findings = findings;
      this.gaps = gaps;
      this.compute = Placer.bindsPartitionRules(s.instruction().engine());
      this.it = s.iterations();
      this.nest = it.nest();
    }

    void operands(String side, List<Operand> ops) {
      if (ops == null) {
        return;
      }
      for (int k = 0; k < ops.size(); k++) {
        if (ops.get(k) instanceof ApOperand op) {
          operand(op, s.at().key(side).index(k).toString());
        }
      }
    }

    private void operand(ApOperand op, String at) {
      Span span = geometry.span(op, nest);
      if (span instanceof Span.Fixed f) {
        if (f.resolved().known()) {
          place(op, at, f.resolved(), null);
        } else {
          gap(op, at, f.resolved().unknown() + ": what it touches is not known");
        }
      } else if (span instanceof Span.Linear l) {
        long[] trips = trips();
        List<long[]> corners = Sweep.corners(l, op.ap(), trips);
        if (corners != null) {
          for (long[] t : corners) {
            long[] idx = new long[t.length];
            for (int k = 0; k < t.length; k++) {
              idx[k] = nest.get(k).lb() + t[k] * nest.get(k).stride();
            }
            place(op, at, geometry.resolve(op, it.axes(idx)), idx);
          }
        } else {
          everyIteration(op, at, "its start offset moves across partition rows");
        }
      } else if (span instanceof Span.Other o) {
        if (it.count() <= Math.min(MAX_ITERATIONS, work.left())) {
          everyIteration(op, at, null);
        } else if (Sweep.hull(o, op.ap(), compute) instanceof Sweep.Hull.NotProved np) {
          gap(
              op,
              at,
              "over its loops' "
                  + it.count()
                  + " iterations ("
                  + (it.count() > MAX_ITERATIONS
                      ? "more than the " + MAX_ITERATIONS + " placed one by one"
                      : "more than the work limit of " + work.max() + " steps had left")
                  + ") "
                  + np.why()
                  + ": its bounds were not decided");
        }
      }
    }

    private long[] trips() {
      long[] t = new long[nest.size()];
      for (int k = 0; k < t.length; k++) {
        t[k] = Iterations.trips(nest.get(k));
      }
      return t;
    }

    /** Why {@code op} was not placed at each of its loops' {@code trips} iterations. */
    private static String tooMany(String why, long trips, String than) {
      return (why == null ? "" : why + ", and ")
          + "its loops run "
          + trips
          + " iterations, more than "
          + than
          + ": its bounds were not checked";
    }

    /** Places {@code op} at every iteration, or says why not when there are too many. */
    private void everyIteration(ApOperand op, String at, String why) {
      long trips = it.count();
      if (trips > MAX_ITERATIONS) {
        gap(op, at, tooMany(why, trips, MAX_ITERATIONS + " placed for one instruction"));
        return;
      }
      if (trips > work.left()) {
        gap(
            op,
            at,
            tooMany(
                    why,
                    trips,
                    "the work limit of " + work.max() + " steps had left to place them one by one")
                + WORK_LIMIT_RAISED);
        return;
      }
      long[] idx = it.first();
      for (long n = 0; n < trips; n++) {
        if (work.exhausted()) {
          gap(
              op,
              at,
              "placed at "
                  + n
                  + " of its loops' "
                  + trips
                  + " iterations when the work limit of "
                  + work.max()
                  + " steps was reached: its bounds at the others were not checked"
                  + WORK_LIMIT_RAISED);
          return;
        }
        place(op, at, geometry.resolve(op, it.axes(idx)), idx);
        it.next(idx);
      }
    }

    private void place(ApOperand op, String at, OperandGeometry.Resolved r, long[] idx) {
      if (!r.known()) {
        gap(op, at, r.unknown() + ": what it touches is not known");
        return;
      }
      for (long offset : r.offsets()) {
        Placer.Placement pl =
            Placer.place(r.location(), op.ap(), offset, r.elementBytes(), compute);
        work.spend(1 + (pl.patch() == null ? 0 : pl.patch().runs().length / 2));
        for (Placer.Problem pr : pl.problems()) {
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

    private void gap(ApOperand op, String at, String why) {
      if (seen.add("unknown " + at)) {
        gaps.add(new Gap(at, op.sourceLine(), op.sourceColumn(), why));
      }
    }

    private String iteration(long[] idx) {
      String label = idx == null ? "" : it.label(idx);
      return label.isEmpty() ? "" : " (in iteration " + label + ")";
    }
  }
}
