package io.birj.verify.internal.program;

import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.SyncInfo;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One function run as the verifier models it (docs/verifier.md, "What orders two instructions"):
 * every instruction instance in document order with the Loops unrolled, on its stream (its engine,
 * or its DMA queue), and what each must wait for beyond its stream's previous instance:
 * dependencies (loop-carried ones at their distance), barriers ({@code ALL}), DMA triggers, and the
 * semaphore updates its waits count on. What is not modelled is a {@link Gap}.
 */
public final class Program {
  /** A wait bound to nothing: the semaphore's count never reaches its value. */
  public record NeverReturns(
      int instance, long id, long value, long reached, List<Integer> updates) {}

  private final Instances instances = new Instances();
  private final Map<String, Integer> streams = new LinkedHashMap<>();
  private final java.util.Set<Gap> gaps = new java.util.LinkedHashSet<>();
  private final Map<Site, Integer> streamOf = new IdentityHashMap<>();
  private final List<NeverReturns> neverReturns = new ArrayList<>();
  private final Map<Site, List<Integer>> runs = new IdentityHashMap<>();
  private final Map<Instruction, Site> siteOf = new IdentityHashMap<>();
  private final Queues queues;
  private final Set<Instruction> started = Collections.newSetFromMap(new IdentityHashMap<>());
  private final long budget;
  private final Work work;
  private boolean outOfWork;
  private int[] lastOnStream = new int[16];
  private int[] barrierSeen = new int[16];
  private int lastBarrier = -1;
  private boolean orderingComplete = true;
  private boolean overBudget;
  private final List<Wait> waits = new ArrayList<>();
  private final Map<Long, List<Event>> semaphoreEvents = new HashMap<>();
  private final List<Integer> resetsAll = new ArrayList<>();
  private final Map<Long, String> unmodelledUpdates = new HashMap<>();

  private record Wait(int instance, SyncInfo.Wait semaphoreWait) {}

  /** An update or a reset of one semaphore, in the order made. */
  private record Event(int instance, long value, boolean reset) {}

  private Program(Queues queues, long budget, Work work) {
    this.queues = queues;
    this.budget = budget;
    this.work = work;
    java.util.Arrays.fill(lastOnStream, -1);
    java.util.Arrays.fill(barrierSeen, -1);
  }

  /**
   * Runs {@code sites} (a function's) with the DMA blocks of the module's queues ({@code
   * blockSiteOf}: each DMABlock's site, {@code queueOf}: its queue). Blocks a trigger of this
   * function starts are added to {@code triggered}. At most {@code budget} instances are made, and
   * each instance, ordering edge and loop iteration spends a step of {@code work}: the run stops
   * ({@link #overBudget}) at whichever limit comes first.
   */
  public static Program run(Sites sites, Queues queues, long budget, Work work) {
    Program p = new Program(queues, budget, work);
    for (Site s : sites.all()) {
      p.siteOf.put(s.instruction(), s);
    }
    p.execute(sites.top(), new long[0]);
    // A semaphore a block updates, when some block that updates it is not started here, has
    // updates this program does not model.
    Map<Long, Integer> startedUpdating = new HashMap<>();
    for (Instruction b : p.started) {
      for (long id : queues.updates(b)) {
        startedUpdating.merge(id, 1, Integer::sum);
      }
    }
    for (long id : queues.semaphores()) {
      if (startedUpdating.getOrDefault(id, 0) < queues.blocksUpdating(id)) {
        p.unmodelledUpdates.putIfAbsent(id, "a DMA block no trigger of this function starts");
      }
    }
    if (!p.overBudget) {
      p.bindWaits();
    }
    return p;
  }

  /** The DMA blocks this program's triggers start. */
  public Set<Instruction> started() {
    return started;
  }

  public Instances instances() {
    return instances;
  }

  public List<String> streams() {
    return new ArrayList<>(streams.keySet());
  }

  /** The gaps, each once, in the order found. */
  public List<Gap> gaps() {
    return new ArrayList<>(gaps);
  }

  public List<NeverReturns> neverReturns() {
    return neverReturns;
  }

  /** False when something that may order two instructions was not modelled. */
  public boolean orderingComplete() {
    return orderingComplete;
  }

  /**
   * True when the program has more instances than the budget, or the check's work ran out while
   * running it ({@link #outOfWork}): nothing of it was decided.
   */
  public boolean overBudget() {
    return overBudget;
  }

  /** True when the run stopped because the check's work ran out, not at the instance limit. */
  public boolean outOfWork() {
    return outOfWork;
  }

  // ---- running -------------------------------------------------------------------------------

  private void execute(List<Site> sites, long[] indices) {
    for (Site s : sites) {
      if (overBudget) {
        return;
      }
      Instruction i = s.instruction();
      if (i instanceof Loop l) {
        loop(s, l, indices);
      } else if (i instanceof DynamicForLoop || i instanceof DoWhile) {
        unmodelledRegion(
            s,
            i instanceof DynamicForLoop
                ? "a DynamicForLoop runs its body a number of times known only at run time"
                : "a DoWhile runs its body until a condition known only at run time");
      } else if (i.blocks() != null) {
        unmodelledRegion(s, "a " + i.opcode() + " region in a function is not modelled");
      } else {
        instance(s, indices, Instances.RUN);
      }
    }
  }

  private void loop(Site s, Loop l, long[] indices) {
    LoopAxis a = l.axis();
    if (hasOrdering(l)) {
      gap(s, "the dependencies and sync_info of a Loop instruction itself are not modelled");
      orderingComplete = false;
    }
    if (a == null || a.stride() <= 0) {
      unmodelledRegion(
          s, a == null ? "a Loop without a LoopAxis" : "a Loop with stride " + a.stride());
      return;
    }
    long[] inner = java.util.Arrays.copyOf(indices, indices.length + 1);
    for (long v = a.lb(); v < a.ub(); v += a.stride()) {
      // an iteration is a step even when its body makes no instance (a loop of empty or
      // unmodelled bodies would otherwise run for as long as its axis says)
      if (!work.spend(1)) {
        outOfWork = true;
        overBudget = true;
        return;
      }
      inner[indices.length] = v;
      execute(s.region(), inner.clone());
      if (overBudget) {
        return;
      }
    }
  }

  private static boolean hasOrdering(Instruction i) {
    return (i.dependencies() != null && !i.dependencies().isEmpty())
        || (i.loopCarriedDependencies() != null && !i.loopCarriedDependencies().isEmpty())
        || i.syncInfo() != null;
  }

  /** A region not run: its instructions and what they update are gaps. */
  private void unmodelledRegion(Site s, String why) {
    gap(s, why + "; its body is not modelled");
    orderingComplete = false;
    markUpdatesUnmodelled(s, why);
  }

  private void markUpdatesUnmodelled(Site s, String why) {
    for (long id : s.updatedSemaphores()) {
      unmodelledUpdates.putIfAbsent(id, s.label() + " (" + why + ")");
    }
  }

  private int instance(Site s, long[] indices, byte role) {
    if (instances.size() >= budget) {
      overBudget = true;
      return -1;
    }
    if (!work.spend(1)) {
      outOfWork = true;
      overBudget = true;
      return -1;
    }
    Instruction i = s.instruction();
    int stream = stream(s);
    int id = instances.add(s, stream, nextSeq(stream), indices, role);
    if (lastOnStream[stream] >= 0) {
      edge(id, lastOnStream[stream]);
    }
    boolean barrier = isBarrier(i) && role == Instances.RUN;
    if (barrier) {
      for (int t = 0; t < streams.size(); t++) {
        if (lastOnStream[t] >= 0 && t != stream) {
          edge(id, lastOnStream[t]);
        }
      }
      lastBarrier = id;
    } else if (lastBarrier >= 0 && barrierSeen[stream] < lastBarrier) {
      edge(id, lastBarrier);
    }
    barrierSeen[stream] = lastBarrier;
    lastOnStream[stream] = id;
    if (role != Instances.BLOCK_END) {
      dependencies(s, id);
      if (i.syncInfo() != null && i.syncInfo().onWait() != null) {
        for (SyncInfo.Wait w : i.syncInfo().onWait()) {
          waits.add(new Wait(id, w));
        }
      }
    }
    if (role != Instances.BLOCK_START) {
      // after its own dependencies: an edge to itself is to its earlier instance
      runs.computeIfAbsent(s, k -> new ArrayList<>()).add(id);
      if (i.syncInfo() != null && i.syncInfo().onUpdate() != null) {
        for (SyncInfo.Update u : i.syncInfo().onUpdate()) {
          if (u.id() != null && u.updateValue() != null) {
            semaphoreEvents
                .computeIfAbsent(u.id(), k -> new ArrayList<>())
                .add(new Event(id, u.updateValue(), false));
          }
        }
      }
      if (role == Instances.RUN) {
        special(s, id);
      }
    }
    return id;
  }

  /** {@code pred} before {@code instance}: an edge, one step of the work. */
  private void edge(int instance, int pred) {
    work.spend(1);
    instances.addPred(instance, pred);
  }

  private void special(Site s, int id) {
    Instruction i = s.instruction();
    switch (i.opcode()) {
      case "Call" -> {
        gap(s, "a Call: what its callee does at the call is not modelled");
        orderingComplete = false;
      }
      case "GroupResetSemaphores" -> reset(s, id);
      case "DMATrigger" -> trigger(s, id);
      default -> {}
    }
  }

  @SuppressWarnings("unchecked")
  private void reset(Site s, int id) {
    Object group =
        s.instruction().fields() != null ? s.instruction().fields().value("sema_group") : null;
    if (!(group instanceof List<?> ids)) {
      gap(s, "a GroupResetSemaphores without sema_group: which counts it resets is not known");
      resetsAll.add(id);
      return;
    }
    for (Object o : ids) {
      if (o instanceof Long n) {
        semaphoreEvents.computeIfAbsent(n, k -> new ArrayList<>()).add(new Event(id, 0, true));
      }
    }
  }

  private void trigger(Site s, int id) {
    Instruction i = s.instruction();
    Object blocks = i.fields() != null ? i.fields().value("dma_blocks") : null;
    if (!(blocks instanceof List<?> names) || names.isEmpty()) {
      gap(s, "a DMATrigger that names no DMA block: what it starts is not known");
      orderingComplete = false;
      return;
    }
    for (Object o : names) {
      Instruction block =
          o instanceof NameRef<?> r && r.target() instanceof Instruction b ? b : null;
      if (block == null) {
        block = blockNamed(i, o instanceof NameRef<?> r ? r.name() : String.valueOf(o));
      }
      Site bs = block == null ? null : queues.site(block);
      if (bs == null) {
        gap(
            s,
            "DMA block "
                + o
                + " is not a DMABlock of a queue: what the trigger starts is not known");
        orderingComplete = false;
        continue;
      }
      started.add(block);
      int start = instance(bs, new long[0], Instances.BLOCK_START);
      if (start < 0) {
        return;
      }
      edge(start, id);
      for (Site d : bs.region()) {
        if (d.instruction().blocks() != null) {
          unmodelledRegion(d, "a region inside a DMA block");
        } else if (instance(d, new long[0], Instances.RUN) < 0) {
          return;
        }
      }
      instance(bs, new long[0], Instances.BLOCK_END);
    }
  }

  /** The DMABlock of this name in the trigger's queue (or, without one, in any queue). */
  private Instruction blockNamed(Instruction trigger, String name) {
    return queues.named(trigger.queue() != null ? trigger.queue().target() : null, name);
  }

  private void dependencies(Site s, int id) {
    Instruction i = s.instruction();
    if (i.dependencies() != null) {
      for (Dependency d : i.dependencies()) {
        Integer from = latest(d.target());
        if (from != null) {
          edge(id, from);
        } else {
          dependencyGap(s, d.target(), "dependency");
        }
      }
    }
    if (i.loopCarriedDependencies() != null) {
      for (LoopCarriedDependency d : i.loopCarriedDependencies()) {
        carried(s, id, d);
      }
    }
    if (i.unrollDependencies() != null && !i.unrollDependencies().isEmpty()) {
      gap(s, "unroll_dependencies (edges under predicates) are not modelled");
      orderingComplete = false;
    }
  }

  /** The latest instance of the instruction {@code r} names made so far, or null. */
  private Integer latest(NameRef<Instruction> r) {
    Site t = target(r);
    List<Integer> made = t == null ? null : runs.get(t);
    return made == null || made.isEmpty() ? null : made.get(made.size() - 1);
  }

  private Site target(NameRef<Instruction> r) {
    Instruction t = r.target();
    if (t == null) {
      return null;
    }
    Site s = siteOf.get(t);
    return s != null ? s : queues.site(t);
  }

  private void dependencyGap(Site s, NameRef<Instruction> r, String what) {
    Site t = target(r);
    String why =
        t == null
            ? what + " on \"" + r.name() + "\", which is not an instruction of this program"
            : what
                + " on "
                + t.label()
                + ", which has not run before it (a later or unmodelled instruction)";
    gap(s, why + ": the ordering is not modelled");
    orderingComplete = false;
  }

  /**
   * A loop-carried edge: iteration k of the target before iteration k + distance of this one, the
   * distances applying to the innermost loops (one distance, the innermost; none, 1).
   */
  private void carried(Site s, int id, LoopCarriedDependency d) {
    Site t = target(d.target());
    if (t == null || !t.loops().equals(s.loops()) || s.loops().isEmpty()) {
      gap(
          s,
          "loop-carried dependency on \""
              + d.target().name()
              + "\" outside its loop nest is not modelled");
      orderingComplete = false;
      return;
    }
    List<Long> distance =
        d.distance() == null || d.distance().isEmpty() ? List.of(1L) : d.distance();
    long[] idx = instances.loopIndices(id).clone();
    int n = idx.length;
    if (distance.size() > n) {
      gap(s, "a loop-carried distance of " + distance.size() + " loops in a nest of " + n);
      orderingComplete = false;
      return;
    }
    for (int k = 0; k < distance.size(); k++) {
      int loop = n - distance.size() + k;
      idx[loop] -= distance.get(k) * s.loops().get(loop).axis().stride();
      if (idx[loop] < s.loops().get(loop).axis().lb()) {
        return; // the first iterations have no earlier one
      }
    }
    List<Integer> made = runs.get(t);
    int flat = s.iterations().position(idx);
    if (made != null && flat >= 0 && flat < made.size()) {
      edge(id, made.get(flat));
    }
  }

  // ---- semaphores ----------------------------------------------------------------------------

  /**
   * Binds each wait to the update that brings its semaphore's count to the wait's value: the
   * updates since the last reset of that semaphore before the wait, counted in their stream's
   * order. A semaphore updated from two streams has no one order: its waits are gaps.
   */
  private void bindWaits() {
    Map<Long, List<Epoch>> epochs = new HashMap<>();
    semaphoreEvents.forEach((id, events) -> epochs.put(id, Epoch.split(events, instances)));
    int firstResetAll = resetsAll.isEmpty() ? Integer.MAX_VALUE : resetsAll.get(0);
    for (Wait w : waits) {
      work.spend(1);
      SyncInfo.Wait sw = w.semaphoreWait();
      Site site = instances.site(w.instance());
      if (sw.id() == null || sw.waitValue() == null) {
        gap(site, "a wait without id or wait_value");
        orderingComplete = false;
        continue;
      }
      long semaphore = sw.id();
      if (firstResetAll < w.instance()) {
        gap(site, "semaphore " + semaphore + " after a reset of unknown semaphores");
        orderingComplete = false;
        continue;
      }
      Epoch e = Epoch.of(epochs.getOrDefault(semaphore, List.of()), w.instance());
      if (e != null && e.mixed) {
        gap(
            site,
            "semaphore "
                + semaphore
                + " is updated from more than one stream: the order of its count is not modelled");
        orderingComplete = false;
        continue;
      }
      if (sw.waitValue() <= 0) {
        continue; // a wait for 0 returns at once and orders nothing
      }
      // Updates on the wait's own stream after it cannot count for it.
      int usable =
          e == null
              ? 0
              : e.stream == instances.stream(w.instance()) ? e.countBefore(w.instance()) : e.size();
      int k = e == null ? -1 : e.firstReaching(sw.waitValue(), usable);
      if (k >= 0) {
        edge(w.instance(), e.instance[k]);
      } else if (unmodelledUpdates.containsKey(semaphore)) {
        gap(
            site,
            "semaphore "
                + semaphore
                + " is also updated by "
                + unmodelledUpdates.get(semaphore)
                + ": whether the wait returns is not decided");
        orderingComplete = false;
      } else {
        List<Integer> updates = new ArrayList<>();
        for (int u = 0; u < usable && updates.size() < 8; u++) {
          updates.add(e.instance[u]);
        }
        long reached = usable == 0 ? 0 : e.prefix[usable - 1];
        neverReturns.add(
            new NeverReturns(w.instance(), semaphore, sw.waitValue(), reached, updates));
        edge(w.instance(), w.instance()); // never released
      }
    }
  }

  /**
   * The updates of one semaphore between two of its resets, in the order made: their instances,
   * their cumulative counts, and whether they come from more than one stream.
   */
  private static final class Epoch {
    final int start; // the reset's instance, or -1 for the first epoch
    final int[] instance;
    final long[] prefix;
    final boolean monotone;
    final int stream;
    final boolean mixed;

    private Epoch(int start, List<Event> updates, Instances in) {
      this.start = start;
      instance = new int[updates.size()];
      prefix = new long[updates.size()];
      long sum = 0;
      int st = -1;
      boolean mix = false;
      boolean mono = true;
      for (int k = 0; k < instance.length; k++) {
        Event u = updates.get(k);
        instance[k] = u.instance();
        sum += u.value();
        mono &= u.value() >= 0;
        prefix[k] = sum;
        int s = in.stream(u.instance());
        mix |= st >= 0 && s != st;
        st = s;
      }
      stream = st;
      mixed = mix;
      monotone = mono;
    }

    static List<Epoch> split(List<Event> events, Instances in) {
      List<Epoch> out = new ArrayList<>();
      int start = -1;
      List<Event> cur = new ArrayList<>();
      for (Event e : events) {
        if (e.reset()) {
          out.add(new Epoch(start, cur, in));
          start = e.instance();
          cur = new ArrayList<>();
        } else {
          cur.add(e);
        }
      }
      out.add(new Epoch(start, cur, in));
      return out;
    }

    /** The epoch a wait at instance {@code x} counts in: the last one started before it. */
    static Epoch of(List<Epoch> epochs, int x) {
      int lo = 0;
      int hi = epochs.size() - 1;
      Epoch found = null;
      while (lo <= hi) {
        int mid = (lo + hi) >>> 1;
        if (epochs.get(mid).start < x) {
          found = epochs.get(mid);
          lo = mid + 1;
        } else {
          hi = mid - 1;
        }
      }
      return found;
    }

    int size() {
      return instance.length;
    }

    /** How many of the updates were made before instance {@code x}. */
    int countBefore(int x) {
      int lo = 0;
      int hi = instance.length;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (instance[mid] < x) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return lo;
    }

    /** The first of the first {@code n} updates whose cumulative count reaches {@code v}, or -1. */
    int firstReaching(long v, int n) {
      if (!monotone) {
        for (int k = 0; k < n; k++) {
          if (prefix[k] >= v) {
            return k;
          }
        }
        return -1;
      }
      int lo = 0;
      int hi = n;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (prefix[mid] >= v) {
          hi = mid;
        } else {
          lo = mid + 1;
        }
      }
      return lo < n ? lo : -1;
    }
  }

  // ---- streams -------------------------------------------------------------------------------

  private int stream(Site s) {
    Integer known = streamOf.get(s);
    if (known != null) {
      return known;
    }
    String name;
    if (isInQueue(s)) {
      name = "queue " + queueName(s);
    } else {
      String e = s.instruction().engine();
      if (e == null || e.equals("Unassigned")) {
        gap(s, "an instruction without an engine: its stream is not known");
        orderingComplete = false;
        name = "(no engine)";
      } else {
        name = e;
      }
    }
    Integer id = streams.get(name);
    if (id == null) {
      id = streams.size();
      if (id == lastOnStream.length) {
        lastOnStream = java.util.Arrays.copyOf(lastOnStream, 2 * id);
        barrierSeen = java.util.Arrays.copyOf(barrierSeen, 2 * id);
        java.util.Arrays.fill(lastOnStream, id, 2 * id, -1);
        java.util.Arrays.fill(barrierSeen, id, 2 * id, -1);
      }
      streams.put(name, id);
    }
    streamOf.put(s, id);
    return id;
  }

  private boolean isInQueue(Site s) {
    Site top = s;
    while (top.owner() != null) {
      top = top.owner();
    }
    return queues.isBlock(top.instruction());
  }

  private String queueName(Site s) {
    Site top = s;
    while (top.owner() != null) {
      top = top.owner();
    }
    DmaQueue q = queues.queueOf(top.instruction());
    return q == null ? "?" : q.name();
  }

  private int nextSeq(int stream) {
    int last = lastOnStream[stream];
    return last < 0 ? 1 : instances.seq(last) + 1;
  }

  static boolean isBarrier(Instruction i) {
    return "ALL".equals(i.engine())
        || "AllEngineBarrier".equals(i.opcode())
        || "CoreBarrier".equals(i.opcode());
  }

  /** The reasons each site was found not modelled: a loop repeats them at every instance. */
  private final Map<Site, Set<String>> gapped = new IdentityHashMap<>();

  private void gap(Site s, String reason) {
    if (!gapped.computeIfAbsent(s, k -> new java.util.HashSet<>()).add(reason)) {
      return; // its pointer is not written again for each instance
    }
    gaps.add(
        new Gap(
            s.at().toString(),
            s.instruction().sourceLine(),
            s.instruction().sourceColumn(),
            reason));
  }
}
