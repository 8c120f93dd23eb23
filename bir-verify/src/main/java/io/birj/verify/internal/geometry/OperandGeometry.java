package io.birj.verify.internal.geometry;

import io.birj.api.model.ApOperand;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprPrinter;
import io.birj.pelican.ExprWalk;
import io.birj.pelican.PelicanException;
import io.birj.pelican.ShardId;
import io.birj.pelican.eval.Environment;
import io.birj.pelican.eval.Evaluator;
import io.birj.pelican.simplify.Ranges;
import io.birj.verify.internal.program.Iterations;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which location an access-pattern operand lands in, and at which start offsets, for one instance
 * of its instruction (the enclosing loops' indices given), or why that is not known statically
 * (docs/verifier.md, "Where an access lands").
 *
 * <ul>
 *   <li>{@code physical_ap}: its {@code memref} at {@code offset}.
 *   <li>{@code symbolic_ap}/{@code symbolic_pwap}: a single {@code addrs} expression is the start
 *       offset in elements (the symbolic counterpart of {@code offset}: a choice, the references do
 *       not state it), evaluated at the loop indices; a shard index takes each of its values, and
 *       the access is then the union of them. The location is {@code memref}, or the set's only
 *       memory location.
 *   <li>Runtime addresses ({@code register_ap}, {@code dynamic_ap_info}, a tensor indirect
 *       argument), several {@code addrs}, other runtime leaves: not known.
 * </ul>
 */
public final class OperandGeometry {
  /** The shard values a symbolic access is evaluated at, at the most. */
  static final int MAX_SHARD_COMBINATIONS = 256;

  /** What an operand resolves to: a location and offsets, or the reason it does not. */
  public record Resolved(Location location, long[] offsets, int elementBytes, String unknown) {
    public boolean known() {
      return unknown == null;
    }
  }

  private final Locations locations;
  private final Map<Expr, Shape> shapes = new HashMap<>();

  public OperandGeometry(Locations locations) {
    this.locations = locations;
  }

  /**
   * Resolves {@code op} with the loop indices {@code axes} (axis name to value) of the instance.
   */
  public Resolved resolve(ApOperand op, Map<String, Long> axes) {
    Resolved fixed = fixedParts.computeIfAbsent(op, this::fixed);
    if (!fixed.known() || fixed.offsets() != null) {
      return fixed; // unknown, or a physical offset: the same for every instance
    }
    return evaluate(
        ((SymbolicAp) op).addrs().get(0).expr(), axes, fixed.location(), fixed.elementBytes());
  }

  /**
   * An operand's start offset over a whole loop nest (outermost first), for the checks that do not
   * run every iteration: the same in every iteration, linear in the nest's iteration counters, or
   * another expression.
   */
  public sealed interface Span {
    /** The same offsets in every iteration: a physical offset, or a place not known. */
    record Fixed(Resolved resolved) implements Span {}

    /**
     * {@code start + Σ step[k]·t[k]} with {@code 0 ≤ t[k] < trips[k]}: iteration counter {@code
     * t[k]} of loop {@code k} is its axis at {@code lb + t·stride}.
     */
    record Linear(Location location, int elementBytes, long start, long[] steps) implements Span {}

    /** Any other address expression, with what is known of its leaves over the nest. */
    record Other(Location location, int elementBytes, Expr expr, Ranges ranges) implements Span {}
  }

  /** {@code op}'s start offsets over the nest of loop axes {@code nest}, outermost first. */
  public Span span(ApOperand op, List<LoopAxis> nest) {
    Resolved fixed = fixedParts.computeIfAbsent(op, this::fixed);
    if (!fixed.known() || fixed.offsets() != null) {
      return new Span.Fixed(fixed);
    }
    Expr e = ((SymbolicAp) op).addrs().get(0).expr();
    Shape shape = shapes.computeIfAbsent(e, Shape::of);
    if (shape.unknownLeaf != null) {
      return new Span.Fixed(
          unknown("its address reads " + shape.unknownLeaf + ", known only at run time"));
    }
    if (shape.linear == null) {
      Ranges.Builder r = Ranges.builder();
      for (LoopAxis a : nest) {
        r.axis(a.name(), a.lb(), a.lb() + (Iterations.trips(a) - 1) * a.stride());
      }
      return new Span.Other(fixed.location(), fixed.elementBytes(), e, r.build());
    }
    AffineExpr a = shape.linear;
    try {
      long start = a.constant();
      long[] steps = new long[nest.size()];
      for (int i = 0; i < a.termCount(); i++) {
        String axis = ((AffineIV) a.idx(i)).axis();
        int k = indexOf(nest, axis);
        if (k < 0) {
          return new Span.Fixed(unknown("loop axis \"" + axis + "\" has no value here"));
        }
        start = Math.addExact(start, Math.multiplyExact(a.coeff(i), nest.get(k).lb()));
        steps[k] = Math.addExact(steps[k], Math.multiplyExact(a.coeff(i), nest.get(k).stride()));
      }
      return new Span.Linear(fixed.location(), fixed.elementBytes(), start, steps);
    } catch (ArithmeticException overflow) {
      return new Span.Other(fixed.location(), fixed.elementBytes(), e, Ranges.NONE);
    }
  }

  private static int indexOf(List<LoopAxis> nest, String axis) {
    for (int k = nest.size() - 1; k >= 0; k--) {
      if (nest.get(k).name().equals(axis)) {
        return k; // the innermost loop of that name, as the reader binds it
      }
    }
    return -1;
  }

  /**
   * What does not depend on the instance: the place, or why it is unknown; null offsets when
   * symbolic.
   */
  private final Map<ApOperand, Resolved> fixedParts = new java.util.IdentityHashMap<>();

  private Resolved fixed(ApOperand op) {
    if (op instanceof RegisterAp r) {
      return unknown(
          "register_ap: its address comes from register "
              + (r.regref() != null ? "\"" + r.regref().name() + "\"" : "(none)")
              + " at run time");
    }
    if (op.ap() == null) {
      return unknown(op.kind() + " without an ap");
    }
    Location loc = location(op);
    if (loc == null) {
      return unknown(whyNoLocation(op));
    }
    String unplaced = unplaced(loc);
    if (unplaced != null) {
      return unknown(unplaced);
    }
    String dtype = op.dtype() != null ? op.dtype() : loc.set() != null ? loc.set().dtype() : null;
    int size = Dtypes.bytes(dtype);
    if (size == 0) {
      return unknown(
          "dtype " + (dtype == null ? "(none)" : "\"" + dtype + "\"") + " has no known width");
    }
    if (op instanceof PhysicalAp p) {
      if (p.dynamicApInfo() != null) {
        return unknown("dynamic_ap_info: an indirect (gather) address known at run time");
      }
      if (p.offset() == null) {
        return unknown("physical_ap without an offset");
      }
      return new Resolved(loc, new long[] {p.offset()}, size, null);
    }
    SymbolicAp s = (SymbolicAp) op;
    if (s.tensorIndirectArgId() != null && s.tensorIndirectArgId() >= 0) {
      return unknown("tensor_indirect_arg_id " + s.tensorIndirectArgId() + ": an indirect address");
    }
    if (s.addrs() == null || s.addrs().size() != 1) {
      return unknown(
          (s.addrs() == null ? "no addrs" : s.addrs().size() + " addrs")
              + ": only a single start offset is modelled (what several mean is not stated)");
    }
    if (s.addrs().get(0).expr() == null) {
      return unknown("an addrs expression that was not decoded");
    }
    return new Resolved(loc, null, size, null);
  }

  private Resolved evaluate(Expr e, Map<String, Long> axes, Location loc, int size) {
    Shape shape = shapes.computeIfAbsent(e, Shape::of);
    if (shape.unknownLeaf != null) {
      return unknown("its address reads " + shape.unknownLeaf + ", known only at run time");
    }
    if (shape.linear != null) {
      AffineExpr a = shape.linear;
      long v = a.constant();
      for (int i = 0; i < a.termCount(); i++) {
        Long x = axes.get(((AffineIV) a.idx(i)).axis());
        if (x == null) {
          return unknown("loop axis \"" + ((AffineIV) a.idx(i)).axis() + "\" has no value here");
        }
        try {
          v = Math.addExact(v, Math.multiplyExact(a.coeff(i), x));
        } catch (ArithmeticException beyondLong) {
          return unknown("its address passes the 64-bit range at these loop indices");
        }
      }
      return new Resolved(loc, new long[] {v}, size, null);
    }
    long combos = 1;
    for (ShardId s : shape.shards) {
      combos *= Math.max(1, s.ub());
      if (combos > MAX_SHARD_COMBINATIONS) {
        return unknown("more than " + MAX_SHARD_COMBINATIONS + " shard values to evaluate");
      }
    }
    Set<Long> offsets = new LinkedHashSet<>();
    List<ShardId> shards = shape.shards;
    long[] value = new long[shards.size()];
    for (long c = 0; c < combos; c++) {
      Environment.Builder env = Environment.builder();
      axes.forEach(env::axis);
      for (int k = 0; k < shards.size(); k++) {
        env.shard(shards.get(k).ub(), value[k]);
      }
      try {
        offsets.add(Evaluator.evaluate(e, env.build()));
      } catch (PelicanException ex) {
        return unknown("its address does not evaluate: " + ex.getMessage());
      }
      for (int k = shards.size() - 1; k >= 0; k--) {
        if (++value[k] < shards.get(k).ub()) {
          break;
        }
        value[k] = 0;
      }
    }
    long[] out = offsets.stream().mapToLong(Long::longValue).toArray();
    return new Resolved(loc, out, size, null);
  }

  /** The location an operand lands in: its memref, else its set's only location. */
  private Location location(ApOperand op) {
    if (op.memref() != null) {
      MemoryLocation m = op.memref().target();
      return m == null ? null : locations.of(m);
    }
    MemoryLocationSet s = op.memsetref() != null ? op.memsetref().target() : null;
    if (s != null && s.memoryLocations() != null && s.memoryLocations().size() == 1) {
      return locations.of(s.memoryLocations().get(0));
    }
    return null;
  }

  private static String whyNoLocation(ApOperand op) {
    if (op.memref() != null) {
      return "memref \"" + op.memref().name() + "\" is not a memory location of this function";
    }
    MemoryLocationSet s = op.memsetref() != null ? op.memsetref().target() : null;
    if (s == null) {
      return "no memory location (no memref, and no memsetref of this function)";
    }
    int n = s.memoryLocations() == null ? 0 : s.memoryLocations().size();
    return "set \"" + s.name() + "\" has " + n + " memory locations and no memref says which one";
  }

  /** Why a location cannot be placed, or {@code null} when it can. */
  private static String unplaced(Location loc) {
    if (loc.partitioned()) {
      if (loc.addr() == null
          || loc.base() == null
          || loc.dims() == null
          || loc.dims().size() != 2) {
        return loc.type()
            + " location "
            + loc
            + " has no "
            + (loc.addr() == null
                ? "addr"
                : loc.base() == null ? "base" : "[partitions, bytes] dims")
            + ": not allocated, its place is not known";
      }
      return null;
    }
    if (loc.dram()) {
      return null;
    }
    return "memory type "
        + (loc.type() == null ? "(none)" : loc.type())
        + " of "
        + loc
        + " is not modelled";
  }

  private static Resolved unknown(String why) {
    return new Resolved(null, null, 0, why);
  }

  /** What an address expression is made of: a linear form over axes, shard leaves, or else. */
  private static final class Shape {
    AffineExpr linear;
    final List<ShardId> shards = new ArrayList<>();
    String unknownLeaf;

    static Shape of(Expr e) {
      Shape s = new Shape();
      if (e instanceof AffineExpr a && allAxes(a)) {
        s.linear = a;
        return s;
      }
      Map<Expr, Boolean> seen = new HashMap<>();
      ExprWalk.postorder(
          e,
          seen,
          n -> {
            if (n instanceof ShardId sh) {
              s.shards.add(sh);
            } else if (n.children().isEmpty()
                && !(n instanceof AffineIV)
                && !(n instanceof AffineExpr)) {
              if (s.unknownLeaf == null) {
                s.unknownLeaf = ExprPrinter.print(n);
              }
            }
            return Boolean.TRUE;
          });
      return s;
    }

    private static boolean allAxes(AffineExpr a) {
      for (int i = 0; i < a.termCount(); i++) {
        if (!(a.idx(i) instanceof AffineIV)) {
          return false;
        }
      }
      return true;
    }
  }
}
