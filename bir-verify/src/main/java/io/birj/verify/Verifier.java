package io.birj.verify;

import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import io.birj.verify.internal.check.Checker;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Footprint;
import java.util.ArrayList;
import java.util.List;

/**
 * The verifier of a loaded module: {@link #check} gives the verdict with its findings and the
 * places not modelled; {@link #footprint} where one operand lands. Immutable; the limits are
 * options ({@link #maxInstances}, {@link #maxFindings}). docs/verifier.md describes the model.
 */
public final class Verifier {
  /**
   * The instruction instances (loops unrolled) a function may have before it is not run (its
   * orderings undecided, its bounds checked one instruction at a time). The work limit bounds the
   * check as a whole; this one is the same order: an instance of the simplest loop (one stream, no
   * operand) takes 5 steps of it, so {@link #DEFAULT_MAX_WORK} runs about this many.
   */
  public static final long DEFAULT_MAX_INSTANCES = 200_000;

  /**
   * The findings a check keeps by default; past it they are counted ({@code
   * CheckResult.Coverage.findingsOmitted}), and the verdict is the same.
   */
  public static final int DEFAULT_MAX_FINDINGS = 10_000;

  /**
   * The places not modelled a check lists; past it one last entry says how many more there were.
   */
  public static final int MAX_UNDECIDED = 10_000;

  /**
   * The work a check may take over all the functions of a document (docs/verifier.md, the work
   * limit): each loop iteration run, instance made and ordering edge, the entries of the vector
   * clocks, symbolic addresses evaluated, placements computed, pieces of memory state touched while
   * accesses are compared, each finding and place not modelled made. Past it no more is run or
   * placed, what was not is checked for bounds only, one instruction at a time, and the verdict is
   * {@code undecided}: a few overlapping strided accesses in a deep loop nest could otherwise take
   * hours, a large nest or many functions seconds each. This default keeps a check to about a
   * second on a loaded two-core machine. The default budget is this plus {@link
   * #WORK_PER_INSTRUCTION} for each instruction of the document: a fixed budget would leave most of
   * a real dump unchecked (a 10 MB dump of 24,843 instructions ran out in its second function of
   * 39), while a tiny document that asks for unbounded work is still stopped within about a second.
   */
  public static final long DEFAULT_MAX_WORK = 1_000_000;

  /**
   * The default budget's steps for each instruction of the document (nested ones included), so that
   * the default check is linear in the document's size, never more.
   */
  public static final long WORK_PER_INSTRUCTION = 1_000;

  /** {@link Limits#maxWork}: the default, scaled to the document ({@link #defaultWork}). */
  private static final long SCALED = -1;

  private record Limits(long maxInstances, int maxFindings, long maxWork) {}

  private final Limits limits;

  private Verifier(Limits limits) {
    this.limits = limits;
  }

  public static Verifier standard() {
    return new Verifier(new Limits(DEFAULT_MAX_INSTANCES, DEFAULT_MAX_FINDINGS, SCALED));
  }

  /** A verifier whose check stops past {@code n} steps of work ({@code n > 0}). */
  public Verifier maxWork(long n) {
    if (n <= 0) {
      throw new IllegalArgumentException("the work limit is positive, not " + n);
    }
    return new Verifier(new Limits(limits.maxInstances(), limits.maxFindings(), n));
  }

  /** A verifier that unrolls at most {@code n} instances per function ({@code n > 0}). */
  public Verifier maxInstances(long n) {
    if (n <= 0) {
      throw new IllegalArgumentException("the instance limit is positive, not " + n);
    }
    return new Verifier(new Limits(n, limits.maxFindings(), limits.maxWork()));
  }

  /**
   * A verifier that keeps at most {@code n} findings ({@code n > 0}; {@link #DEFAULT_MAX_FINDINGS}
   * by default); the verdict counts all.
   */
  public Verifier maxFindings(int n) {
    if (n <= 0) {
      throw new IllegalArgumentException("the findings limit is positive, not " + n);
    }
    return new Verifier(new Limits(limits.maxInstances(), n, limits.maxWork()));
  }

  public CheckResult check(Module m) {
    long work = limits.maxWork() == SCALED ? defaultWork(m) : limits.maxWork();
    return new Checker(limits.maxInstances(), limits.maxFindings(), MAX_UNDECIDED, work).check(m);
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
    return Footprints.of(m)
        .footprint(pointer, f.instruction, f.operand, f.loops, Footprint.MAX_TOUCHES);
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

  /**
   * The default work budget of a check of {@code m}: {@link #DEFAULT_MAX_WORK} plus {@link
   * #WORK_PER_INSTRUCTION} for each of its instructions.
   */
  public static long defaultWork(Module m) {
    long[] instructions = {0};
    ModelWalker.walk(
        m,
        new ModelWalker.Visitor() {
          @Override
          public void instruction(DocPointer at, Instruction i) {
            instructions[0]++;
          }

          @Override
          public boolean visitsContent() {
            return false;
          }
        });
    return DEFAULT_MAX_WORK + WORK_PER_INSTRUCTION * instructions[0];
  }
}
