package io.birj.verify.internal.memory;

import io.birj.api.container.Keys;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Operand;
import io.birj.api.pointer.DocPointer;
import io.birj.verify.internal.geometry.Locations;
import io.birj.verify.internal.geometry.OperandGeometry;
import io.birj.verify.internal.geometry.Patch;
import io.birj.verify.internal.geometry.Placer;
import io.birj.verify.internal.order.Clocks;
import io.birj.verify.internal.program.Gap;
import io.birj.verify.internal.program.Instances;
import io.birj.verify.internal.program.Program;
import io.birj.verify.internal.program.Site;
import io.birj.verify.internal.program.Work;
import io.birj.verify.result.Finding;
import io.birj.verify.result.Related;
import io.birj.verify.result.Rule;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Places every access of a program's instances in memory, in an order every ordering edge agrees
 * with, and reports what the accesses break: bounds and the partition rules (per operand),
 * conflicts nothing orders (per pair of instructions), reads of bytes nothing wrote (per operand).
 * An access whose place is not known is a {@link Gap}; one only bounded is checked for "may
 * conflict", which is a gap too, never a finding.
 */
public final class MemoryCheck {

  /** Possible conflicts reported as gaps, at the most. */
  static final int MAX_POSSIBLE = 100;

  /** One access: an operand of an instance. */
  private record Access(int instance, String side, int index, Operand operand, boolean write) {}

  private final Program program;
  private final Instances in;
  private final Clocks clocks;
  private final OperandGeometry geometry;
  private final List<Finding> findings;
  private final List<Gap> gaps;
  private final List<Access> accesses = new ArrayList<>();

  /**
   * What was reported per operand: its key with a tag (0 unknown place, 1+ a rule, 15 unwritten).
   */
  private final Set<Long> seen = new HashSet<>();

  private final Set<Long> possiblePairs = new HashSet<>();
  private final Set<Long> racedPairs = new HashSet<>();

  private final Set<Object> unknownWrites = new HashSet<>();
  private final Shadow shadow;
  private final Map<Integer, Finding> unwritten = new java.util.LinkedHashMap<>();
  private final Set<Integer> raced = new HashSet<>();
  private int possible;
  private long placed;

  private final Work work;
  private boolean stopped;

  /** The instructions with instances not placed once the work ran out, in document order. */
  private final Set<Site> unplaced = new LinkedHashSet<>();

  /** The bounds problems reported, as "rule pointer". */
  private final Set<String> reported = new HashSet<>();

  public MemoryCheck(
      Program program,
      Clocks clocks,
      Locations locations,
      List<Finding> findings,
      List<Gap> gaps,
      Work work) {
    this.work = work;
    this.program = program;
    this.in = program.instances();
    this.clocks = clocks;
    this.geometry = new OperandGeometry(locations);
    this.findings = findings;
    this.gaps = gaps;
    this.shadow =
        new Shadow(
            new Shadow.Accesses() {
              @Override
              public boolean before(int a, int b) {
                return clocks.ordered(accesses.get(a).instance(), accesses.get(b).instance());
              }

              @Override
              public int stream(int a) {
                return in.stream(accesses.get(a).instance());
              }

              @Override
              public boolean writes(int a) {
                return accesses.get(a).write();
              }
            },
            new Shadow.Listener() {
              @Override
              public void conflict(int earlier, int later, Patch p, long part, long from, long to) {
                MemoryCheck.this.conflict(earlier, later, p, part, from, to);
              }

              @Override
              public void possibleConflict(int earlier, int later) {
                MemoryCheck.this.possibleConflict(
                    accesses.get(earlier),
                    accesses.get(later),
                    "one of them is only bounded, not placed exactly");
              }

              @Override
              public boolean wantsPossible() {
                return possible <= MAX_POSSIBLE;
              }

              @Override
              public void unwritten(int read, Patch p, long part, long from, long to) {
                MemoryCheck.this.unwritten(read, p, part, from, to);
              }
            },
            Math.max(1, program.streams().size()),
            work);
  }

  /** The accesses placed in memory. */
  public long placed() {
    return placed;
  }

  /** True when the work ran out before every instance was placed. */
  public boolean stopped() {
    return stopped;
  }

  /**
   * The instructions some instance of which was not placed because the work ran out, in document
   * order: their bounds are still to be checked.
   */
  public List<Site> unplaced() {
    List<Site> out = new ArrayList<>(unplaced);
    out.sort((a, b) -> Integer.compare(a.index(), b.index()));
    return out;
  }

  /** The bounds problems this check reported, each as its rule and pointer ("out-of-bound /…"). */
  public Set<String> reported() {
    return reported;
  }

  public void run() {
    // Unknown writes first: a read they may have fed is not "unwritten". Each instruction is
    // asked once, at its first instance: what makes a place unknown is mostly its operand kind.
    Set<Site> asked = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
    for (int x : clocks.order()) {
      if (in.role(x) == Instances.RUN && asked.add(in.site(x))) {
        scanUnknownWrites(x, in.site(x).instruction().outs());
      }
    }
    int[] order = clocks.order();
    for (int k = 0; k < order.length; k++) {
      int x = order[k];
      if (in.role(x) != Instances.RUN) {
        continue;
      }
      Instruction i = in.site(x).instruction();
      operands(x, Keys.INS, i.ins(), false);
      operands(x, Keys.INDIRECTION_INS, i.indirectionIns(), false);
      operands(x, Keys.OUTS, i.outs(), true);
      if (stopped) {
        // This instance (maybe in part) and the later ones are not placed: their instructions'
        // bounds are checked without running them (Checker), their races are not.
        for (int j = k; j < order.length; j++) {
          if (in.role(order[j]) == Instances.RUN) {
            unplaced.add(in.site(order[j]));
          }
        }
        break;
      }
    }
    // An instruction in a race is reported by the race alone (its read may be of the racing write).
    for (Map.Entry<Integer, Finding> e : unwritten.entrySet()) {
      if (!raced.contains(accesses.get(e.getKey()).instance())) {
        findings.add(e.getValue());
      }
    }
  }

  private void scanUnknownWrites(int x, List<Operand> outs) {
    if (outs == null) {
      return;
    }
    for (Operand op : outs) {
      if (op instanceof ApOperand ap) {
        OperandGeometry.Resolved r = geometry.resolve(ap, axesFor(ap, x));
        if (!r.known()) {
          if (ap.memsetref() != null && ap.memsetref().target() != null) {
            unknownWrites.add(ap.memsetref().target());
          }
          if (ap.memref() != null && ap.memref().target() != null) {
            unknownWrites.add(ap.memref().target());
          }
        }
      }
    }
  }

  private void operands(int x, String side, List<Operand> ops, boolean write) {
    if (ops == null) {
      return;
    }
    for (int k = 0; k < ops.size() && !stopped; k++) {
      if (ops.get(k) instanceof ApOperand ap) {
        access(new Access(x, side, k, ap, write));
      }
    }
  }

  private void access(Access a) {
    ApOperand op = (ApOperand) a.operand();
    OperandGeometry.Resolved r = geometry.resolve(op, axesFor(op, a.instance()));
    if (op instanceof io.birj.api.model.SymbolicAp) {
      // evaluated at each instance, at up to 256 shard values; a physical offset is looked up
      work.spend(1 + (r.offsets() == null ? 0 : r.offsets().length));
    }
    Site site = in.site(a.instance());
    if (!r.known()) {
      if (seen.add(operandKey(a, 0))) {
        gaps.add(
            new Gap(
                pointer(a),
                op.sourceLine(),
                op.sourceColumn(),
                r.unknown() + ": what it touches is not known"));
      }
      return;
    }
    boolean compute = Placer.bindsPartitionRules(site.instruction().engine());
    List<Patch> patches = new ArrayList<>();
    for (long offset : r.offsets()) {
      Placer.Placement pl = place(r.location(), op.ap(), offset, r.elementBytes(), compute);
      for (Placer.Problem pr : pl.problems()) {
        if (seen.add(operandKey(a, 1 + pr.rule().ordinal()))) {
          reported.add(pr.rule() + " " + pointer(a));
          String where = in.iteration(a.instance());
          findings.add(
              new Finding(
                  pr.rule(),
                  pr.message() + (where.isEmpty() ? "" : " (in iteration " + where + ")"),
                  pointer(a),
                  op.sourceLine(),
                  op.sourceColumn(),
                  List.of()));
        }
      }
      if (pl.patch() != null) {
        patches.add(pl.patch());
      }
    }
    if (patches.isEmpty()) {
      return;
    }
    if (work.exhausted()) {
      stop(a, op);
      return;
    }
    int id = accesses.size();
    accesses.add(a);
    placed++;
    boolean whole =
        patches.size() == 1 && patches.get(0).exact()
            ? shadow.access(id, patches.get(0), false)
            : shadow.access(id, union(patches), true);
    if (!whole) {
      stop(a, op);
    }
  }

  /** The work ran out at {@code a}: no more instances are placed, and the verdict says so. */
  private void stop(Access a, ApOperand op) {
    stopped = true;
    gaps.add(
        new Gap(
            pointer(a),
            op.sourceLine(),
            op.sourceColumn(),
            "the check reached its work limit ("
                + work.max()
                + " steps) here: the races and unwritten reads of this access and the later"
                + " ones were not checked, their bounds were, one instruction at a time (raise"
                + " it with --max-work; Verifier.maxWork in the library)"));
  }

  /**
   * What a placement depends on: the same key, the same placement. The location is compared by
   * identity ({@link Locations} makes one per memory location); {@code equals} and {@code hashCode}
   * are written out, since a record's own are made through method handles at their first call,
   * about ten milliseconds of {@code bir check}'s start each.
   */
  private record PlaceKey(Object location, Object ap, long offset, int size, boolean compute) {
    @Override
    public boolean equals(Object o) {
      return o instanceof PlaceKey other
          && location == other.location
          && offset == other.offset
          && size == other.size
          && compute == other.compute
          && Objects.equals(ap, other.ap);
    }

    @Override
    public int hashCode() {
      int h = System.identityHashCode(location);
      h = 31 * h + Objects.hashCode(ap);
      h = 31 * h + Long.hashCode(offset);
      return 31 * h + (compute ? -size : size);
    }
  }

  /** Places made so far: the instances of a loop mostly repeat them. */
  private final Map<PlaceKey, Placer.Placement> placements = new HashMap<>();

  private Placer.Placement place(
      io.birj.verify.internal.geometry.Location loc,
      io.birj.api.model.AccessPattern ap,
      long offset,
      int size,
      boolean compute) {
    if (placements.size() > MAX_PLACEMENTS) {
      placements.clear();
    }
    PlaceKey key = new PlaceKey(loc, ap, offset, size, compute);
    Placer.Placement known = placements.get(key);
    if (known != null) {
      return known; // one lookup an offset, counted with the offsets
    }
    Placer.Placement pl = Placer.place(loc, ap, offset, size, compute);
    // a placement computes its byte runs (up to Lattice.MAX_RUNS) and sorts them
    work.spend(1 + (pl.patch() == null ? 0 : pl.patch().runs().length / 2));
    placements.put(key, pl);
    return pl;
  }

  /** Placements kept at the most before the cache starts again. */
  static final int MAX_PLACEMENTS = 100_000;

  /** The smallest patch covering all of {@code patches}, inexact. */
  private static Patch union(List<Patch> patches) {
    Patch f = patches.get(0);
    long first = Long.MAX_VALUE;
    long last = Long.MIN_VALUE;
    long lo = Long.MAX_VALUE;
    long hi = Long.MIN_VALUE;
    for (Patch p : patches) {
      first = Math.min(first, Math.min(p.firstPartition(), p.lastPartition()));
      last = Math.max(last, Math.max(p.firstPartition(), p.lastPartition()));
      lo = Math.min(lo, p.firstByte());
      hi = Math.max(hi, p.endByte());
    }
    return new Patch(f.location(), first, 1, last - first + 1, new long[] {lo, hi}, false);
  }

  private void conflict(int earlier, int later, Patch p, long part, long from, long to) {
    Access a = accesses.get(earlier);
    Access b = accesses.get(later);
    if (a.instance() == b.instance()) {
      return;
    }
    if (a.instance() > b.instance()) {
      // name them in document order (instances are made in it), the edge from the first
      Access t = a;
      a = b;
      b = t;
    }
    raced.add(a.instance());
    raced.add(b.instance());
    if (!program.orderingComplete()) {
      possibleConflict(
          a, b, "something that may order them is not modelled (see the other entries)");
      return;
    }
    Site sa = in.site(a.instance());
    Site sb = in.site(b.instance());
    // One finding per pair of instructions: its first conflict is the witness.
    long key = ((long) Math.min(sa.index(), sb.index()) << 32) | Math.max(sa.index(), sb.index());
    if (!racedPairs.add(key)) {
      return;
    }
    String overlap = new Patch(p.location(), part, 1, 1, new long[] {from, to}, true).describe();
    String kind = a.write() ? (b.write() ? "Output" : "Flow") : "Anti";
    String message =
        sa.label()
            + " ("
            + sa.instruction().engine()
            + (in.iteration(a.instance()).isEmpty() ? "" : ", " + in.iteration(a.instance()))
            + ") "
            + (a.write() ? "writes" : "reads")
            + " "
            + overlap
            + " and "
            + sb.label()
            + " ("
            + sb.instruction().engine()
            + (in.iteration(b.instance()).isEmpty() ? "" : ", " + in.iteration(b.instance()))
            + ") "
            + (b.write() ? "writes" : "reads")
            + " it, and nothing orders them: "
            + suggestion(a, b, kind);
    String atB = pointer(b);
    Operand ob = b.operand();
    Operand oa = a.operand();
    findings.add(
        new Finding(
            Rule.RACE,
            message,
            atB,
            ob.sourceLine(),
            ob.sourceColumn(),
            List.of(
                new Related(
                    pointer(a),
                    oa.sourceLine(),
                    oa.sourceColumn(),
                    "the other access, by " + sa.label()))));
  }

  private String suggestion(Access a, Access b, String kind) {
    Site sa = in.site(a.instance());
    Site sb = in.site(b.instance());
    String name = sa.instruction().name() != null ? sa.instruction().name() : sa.at().toString();
    long[] ia = in.loopIndices(a.instance());
    long[] ib = in.loopIndices(b.instance());
    if (sa.loops().equals(sb.loops()) && ia.length > 0 && ia[ia.length - 1] != ib[ib.length - 1]) {
      List<Loop> loops = sa.loops();
      long stride = loops.get(loops.size() - 1).axis().stride();
      long distance = Math.abs(ib[ib.length - 1] - ia[ia.length - 1]) / Math.max(1, stride);
      return "a loop-carried dependency [\""
          + name
          + "\", \""
          + kind
          + "\", ["
          + distance
          + "]] on "
          + sb.label()
          + " (or a semaphore wait) would order them";
    }
    return "a dependency [\""
        + name
        + "\", \""
        + kind
        + "\"] on "
        + sb.label()
        + " (or a semaphore wait) would order them";
  }

  private void possibleConflict(Access a, Access b, String why) {
    if (possible > MAX_POSSIBLE) {
      return; // the list is full, and says so
    }
    Site sa = in.site(a.instance());
    Site sb = in.site(b.instance());
    if (!possiblePairs.add(
        ((long) Math.min(sa.index(), sb.index()) << 32) | Math.max(sa.index(), sb.index()))) {
      return;
    }
    if (++possible > MAX_POSSIBLE) {
      gaps.add(
          new Gap("", 0, 0, "more possible conflicts than " + MAX_POSSIBLE + " were left out"));
      return;
    }
    Operand ob = b.operand();
    gaps.add(
        new Gap(
            pointer(b),
            ob.sourceLine(),
            ob.sourceColumn(),
            "possible conflict of "
                + sb.label()
                + " with "
                + sa.label()
                + " at "
                + pointer(a)
                + ", not a finding: "
                + why));
  }

  private void unwritten(int read, Patch p, long part, long from, long to) {
    Access a = accesses.get(read);
    long key = operandKey(a, 15);
    if (seen.contains(key)) {
      return;
    }
    if (p.location().input()
        || unknownWrites.contains(p.location().memoryLocation())
        || (p.location().set() != null && unknownWrites.contains(p.location().set()))) {
      return;
    }
    Instruction i = in.site(a.instance()).instruction();
    if (mayReadUninitialised(i)) {
      return;
    }
    seen.add(key);
    String at = pointer(a);
    String where = in.iteration(a.instance());
    Operand op = a.operand();
    unwritten.put(
        read,
        new Finding(
            Rule.UNINITIALISED_READ,
            in.site(a.instance()).label()
                + " reads "
                + new Patch(p.location(), part, 1, 1, new long[] {from, to}, true).describe()
                + " of "
                + p.location()
                + (where.isEmpty() ? "" : " (in iteration " + where + ")")
                + ", which nothing wrote before it; the location's set is not an input",
            at,
            op.sourceLine(),
            op.sourceColumn(),
            List.of()));
  }

  /** {@code can_read_uninit} true, or an expression (it may be true). */
  private static boolean mayReadUninitialised(Instruction i) {
    Object v = i.fields() == null ? null : i.fields().value("can_read_uninit");
    if (v instanceof Boolean b) {
      return b;
    }
    if (v instanceof MaybeAffine<?> m) {
      return m.isAffine() || Boolean.TRUE.equals(m.scalarValue());
    }
    return false;
  }

  /** One operand of one instruction (whatever the instance), with a tag. */
  private long operandKey(Access a, int tag) {
    int side = a.side().equals(Keys.INS) ? 0 : a.side().equals(Keys.OUTS) ? 1 : 2;
    return ((long) in.site(a.instance()).index() << 24)
        | ((long) tag << 20)
        | ((long) side << 18)
        | a.index();
  }

  private String pointer(Access a) {
    DocPointer at = in.site(a.instance()).at();
    return at.key(a.side()).index(a.index()).toString();
  }

  /** The loop indices a symbolic address may name; nothing for the other kinds. */
  private Map<String, Long> axesFor(ApOperand op, int x) {
    return op instanceof io.birj.api.model.SymbolicAp ? axes(x) : Map.of();
  }

  private Map<String, Long> axes(int x) {
    return in.site(x).iterations().axes(in.loopIndices(x));
  }
}
