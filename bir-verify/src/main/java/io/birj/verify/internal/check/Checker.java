package io.birj.verify.internal.check;

import io.birj.api.container.Keys;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.memory.MemoryCheck;
import io.birj.verify.internal.order.Clocks;
import io.birj.verify.internal.program.Gap;
import io.birj.verify.internal.program.Instances;
import io.birj.verify.internal.program.Kept;
import io.birj.verify.internal.program.Program;
import io.birj.verify.internal.program.Queues;
import io.birj.verify.internal.program.Site;
import io.birj.verify.internal.program.Sites;
import io.birj.verify.internal.program.Work;
import io.birj.verify.result.CheckResult;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Related;
import io.birj.verify.result.Rule;
import io.birj.verify.result.Undecided;
import io.birj.verify.result.Verdict;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a module: each function (and NKI function) run as a {@link Program} with the DMA blocks
 * its triggers start, its orderings as {@link Clocks}, its accesses through {@link MemoryCheck};
 * then the verdict of what was found and what was not modelled.
 */
public final class Checker {
  private final long maxInstances;
  private final int maxFindings;
  private final int maxUndecided;
  private final long maxWork;

  public Checker(long maxInstances, int maxFindings, int maxUndecided, long maxWork) {
    this.maxWork = maxWork;
    this.maxInstances = maxInstances;
    this.maxFindings = maxFindings;
    this.maxUndecided = maxUndecided;
  }

  public CheckResult check(Module m) {
    // One budget for the whole check, every function's program, clocks and memory model and
    // every finding made: per function, a document of many functions would multiply it.
    Work work = new Work(maxWork);
    Kept<Finding> findings = new Kept<>(maxFindings, work);
    Kept<Gap> gaps = new Kept<>(maxUndecided, work);
    Queues queues = Queues.of(m, m.queuesKey());
    Set<Instruction> started = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    long instances = 0;
    long accesses = 0;
    List<Function> all = new ArrayList<>(m.functions());
    List<DocPointer> at = new ArrayList<>();
    for (int f = 0; f < m.functions().size(); f++) {
      at.add(DocPointer.ROOT.key(Keys.FUNCTIONS).index(f));
    }
    if (m.nkiFunctions() != null) {
      for (int f = 0; f < m.nkiFunctions().size(); f++) {
        all.add(m.nkiFunctions().get(f));
        at.add(DocPointer.ROOT.key(Keys.NKI_FUNCTIONS).index(f));
      }
    }
    for (int f = 0; f < all.size(); f++) {
      Function fn = all.get(f);
      Sites sites = Sites.of(fn, at.get(f), 0);
      Program p = Program.run(sites, queues, maxInstances, work);
      if (p.overBudget()) {
        notRun(
            fn,
            at.get(f),
            p.outOfWork()
                ? "the check reached its work limit ("
                    + maxWork
                    + " steps) while running it, after "
                    + p.instances().size()
                    + " instruction instances"
                    + WORK_LIMIT_RAISED
                : "more than "
                    + maxInstances
                    + " instruction instances with its loops unrolled"
                    + INSTANCE_LIMIT_RAISED,
            sites,
            findings,
            gaps,
            work);
        continue;
      }
      // A vector clock per instance, an entry per stream, and each ordering edge merges one:
      // known before they are made, so they are spent (and allocated) only when the work has them.
      int streams = Math.max(1, p.streams().size());
      long edges = 0;
      for (int x = 0; x < p.instances().size(); x++) {
        edges += p.instances().preds(x).length;
      }
      long entries = saturatedProduct(p.instances().size() + edges, streams);
      if (!work.spendIfLeft(entries)) {
        notRun(
            fn,
            at.get(f),
            "the check reached its work limit ("
                + maxWork
                + " steps): its "
                + p.instances().size()
                + " instruction instances on "
                + streams
                + (streams == 1 ? " stream need " : " streams need ")
                + entries
                + " steps of clocks, more than were left"
                + WORK_LIMIT_RAISED,
            sites,
            findings,
            gaps,
            work);
        continue;
      }
      started.addAll(p.started());
      instances += p.instances().size();
      gaps.addAll(p.gaps());
      neverReturns(p.instances(), p.neverReturns(), findings);
      Clocks clocks = Clocks.of(p.instances(), p.streams().size());
      List<Integer> cycle = clocks.cycle();
      if (!cycle.isEmpty()) {
        findings.add(cycle(p.instances(), cycle));
      }
      Locations locations = Locations.of(fn);
      MemoryCheck mc = new MemoryCheck(p, clocks, locations, findings, gaps, work);
      mc.run();
      accesses += mc.placed();
      if (mc.stopped()) {
        // The instances not placed: their instructions' bounds without running them, with what
        // is left of the work (the rest of the verdict is undecided already), each rule an
        // operand broke reported once.
        List<Finding> more = new ArrayList<>();
        BoundsOnly.check(mc.unplaced(), locations, more, gaps, work);
        for (Finding x : more) {
          if (!mc.reported().contains(x.rule() + " " + x.pointer())) {
            findings.add(x);
          }
        }
      }
    }
    untriggered(queues, started, gaps);
    Set<Gap> unique = new LinkedHashSet<>(inDocumentOrder(gaps));
    List<Undecided> undecided = new ArrayList<>();
    for (Gap g : unique) {
      undecided.add(new Undecided(g.pointer(), g.line(), g.column(), g.reason()));
    }
    if (gaps.omitted() > 0) {
      undecided.add(
          new Undecided(
              "",
              0,
              0,
              gaps.omitted()
                  + " more places not modelled were found and not listed (at most "
                  + maxUndecided
                  + " are)"));
    }
    int omitted = (int) Math.min(Integer.MAX_VALUE, findings.omitted());
    List<Finding> kept = findings;
    return new CheckResult(
        findings.total() > 0 ? Verdict.FINDINGS : CheckResult.verdictOf(kept, undecided),
        kept,
        undecided,
        new CheckResult.Coverage(instances, accesses, omitted));
  }

  private static long saturatedProduct(long a, long b) {
    long hi = Math.multiplyHigh(a, b);
    long lo = a * b;
    return hi == 0 && lo >= 0 ? lo : Long.MAX_VALUE;
  }

  /** How a message about the work limit ends. */
  private static final String WORK_LIMIT_RAISED =
      " (raise it with --max-work; Verifier.maxWork in the library)";

  /** How a message about the instance limit ends. */
  private static final String INSTANCE_LIMIT_RAISED = " (raise the limit with --max-instances)";

  /**
   * A function whose program was not run to its end ({@code why}): its orderings are undecided, its
   * bounds checked one instruction at a time with the work left.
   */
  private static void notRun(
      Function fn,
      DocPointer at,
      String why,
      Sites sites,
      List<Finding> findings,
      List<Gap> gaps,
      Work work) {
    gaps.add(
        new Gap(
            at.toString(),
            fn.sourceLine(),
            fn.sourceColumn(),
            why
                + ": its orderings (races, waits) were not checked, its bounds one instruction at"
                + " a time"));
    BoundsOnly.check(sites, Locations.of(fn), findings, gaps, work);
  }

  private static void untriggered(Queues queues, Set<Instruction> started, List<Gap> gaps) {
    for (Map.Entry<Instruction, Site> e : queues.blocks().entrySet()) {
      if (!started.contains(e.getKey())) {
        Site s = e.getValue();
        gaps.add(
            new Gap(
                s.at().toString(),
                s.instruction().sourceLine(),
                s.instruction().sourceColumn(),
                "no DMATrigger names this DMA block: when it runs is not modelled"));
      }
    }
  }

  /** Gaps by their pointers in document order (each pointer split once). */
  private static List<Gap> inDocumentOrder(List<Gap> gaps) {
    record Keyed(String[] key, Gap gap) {}
    List<Keyed> keyed = new ArrayList<>(gaps.size());
    for (Gap g : gaps) {
      keyed.add(new Keyed(g.pointer().split("/", -1), g));
    }
    keyed.sort((a, b) -> documentOrder(a.key(), b.key()));
    List<Gap> out = new ArrayList<>(keyed.size());
    for (Keyed k : keyed) {
      out.add(k.gap());
    }
    return out;
  }

  /** Pointers compared segment by segment, numbers as numbers: document order. */
  static int documentOrder(String[] x, String[] y) {
    for (int i = 0; i < Math.min(x.length, y.length); i++) {
      if (x[i].equals(y[i])) {
        continue;
      }
      boolean nx = !x[i].isEmpty() && x[i].chars().allMatch(Character::isDigit);
      boolean ny = !y[i].isEmpty() && y[i].chars().allMatch(Character::isDigit);
      if (nx && ny && x[i].length() < 10 && y[i].length() < 10) {
        return Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i]));
      }
      return x[i].compareTo(y[i]);
    }
    return Integer.compare(x.length, y.length);
  }

  /**
   * One finding per wait of an instruction that never returns (its site, semaphore and value), its
   * first instance the witness, with how many later instances of it never return either: in a loop
   * each iteration's wait would otherwise be a finding of its own (docs/verifier.md: one finding
   * per wait).
   */
  private static void neverReturns(
      Instances in, List<Program.NeverReturns> all, List<Finding> findings) {
    record Wait(Site site, long id, long value) {}
    Map<Wait, Program.NeverReturns> first = new java.util.LinkedHashMap<>();
    Map<Wait, Integer> count = new java.util.HashMap<>();
    for (Program.NeverReturns w : all) {
      Wait k = new Wait(in.site(w.instance()), w.id(), w.value());
      first.putIfAbsent(k, w);
      count.merge(k, 1, Integer::sum);
    }
    for (Map.Entry<Wait, Program.NeverReturns> e : first.entrySet()) {
      findings.add(neverReturns(in, e.getValue(), count.get(e.getKey()) - 1));
    }
  }

  private static Finding neverReturns(Instances in, Program.NeverReturns w, int later) {
    Site s = in.site(w.instance());
    List<Related> related = new ArrayList<>();
    for (int u : w.updates()) {
      Site us = in.site(u);
      related.add(
          new Related(
              us.at().toString(),
              us.instruction().sourceLine(),
              us.instruction().sourceColumn(),
              "updates semaphore "
                  + w.id()
                  + (in.iteration(u).isEmpty() ? "" : " at " + in.iteration(u))));
      if (related.size() == 8) {
        break;
      }
    }
    String where = in.iteration(w.instance());
    return new Finding(
        Rule.WAIT_NEVER_RETURNS,
        s.label()
            + " waits for semaphore "
            + w.id()
            + " to reach "
            + w.value()
            + (where.isEmpty() ? "" : " (in iteration " + where + ")")
            + ", but the updates that can come before it bring it to "
            + w.reached()
            + (w.updates().isEmpty()
                ? " (nothing updates it)"
                : " (" + w.updates().size() + " updates)")
            + ": the wait never returns"
            + (later == 0
                ? ""
                : " (nor do its "
                    + later
                    + " later instance"
                    + (later == 1 ? "" : "s")
                    + " in the loop)"),
        s.at().key(Keys.SYNC_INFO).toString(),
        s.instruction().sourceLine(),
        s.instruction().sourceColumn(),
        related);
  }

  private static Finding cycle(Instances in, List<Integer> cycle) {
    Site first = in.site(cycle.get(0));
    List<Related> related = new ArrayList<>();
    StringBuilder names = new StringBuilder();
    for (int x : cycle) {
      Site s = in.site(x);
      names.append(names.length() == 0 ? "" : " -> ").append(s.label());
      if (x != cycle.get(0)) {
        related.add(
            new Related(
                s.at().toString(),
                s.instruction().sourceLine(),
                s.instruction().sourceColumn(),
                "on the cycle" + (in.iteration(x).isEmpty() ? "" : " at " + in.iteration(x))));
      }
    }
    return new Finding(
        Rule.WAIT_CYCLE,
        "waits and orderings form a cycle, so none of them returns: "
            + names
            + " -> "
            + first.label()
            + " (each waits for the next)",
        first.at().toString(),
        first.instruction().sourceLine(),
        first.instruction().sourceColumn(),
        related);
  }
}
