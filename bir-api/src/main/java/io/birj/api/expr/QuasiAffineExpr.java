package io.birj.api.expr;

import io.birj.api.position.PackedPosition;
import io.birj.api.position.SourcePosition;
import io.birj.pelican.AffineIV;
import io.birj.pelican.Expr;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import java.util.TreeSet;

/**
 * The unit BIR serializes for a pelican expression (the compiler's {@code bir::QuasiAffineExpr}):
 * the expression plus the set of loop axes it uses. A value: the model and kept JSON hold it, and
 * it knows no codec; reading and writing it in a version are {@code
 * io.birj.api.dispatch.ExprDispatch}'s (docs/wire/expressions.md, "The version gate").
 */
public final class QuasiAffineExpr {
  private final Expr expr;
  // Packed into an int (a dump has one of these for most operands and instructions: 32 bytes with
  // a long, 24 with an int); a position that does not pack is kept by a Wide in cached.
  private final int position;
  // The axes, derived on first use (most expressions a loader reads are never asked for them), or
  // a Wide, which holds them.
  private volatile Object cached;

  /** A position that does not pack into an int, and the axes once derived. */
  private static final class Wide {
    final long position;
    volatile Set<String> axes;

    Wide(long position) {
      this.position = position;
    }
  }

  private QuasiAffineExpr(Expr expr, long position) {
    this.expr = expr;
    int packed = PackedPosition.pack(position);
    this.position = packed;
    this.cached = packed == PackedPosition.WIDE ? new Wide(position) : null;
  }

  /** An expression built in memory: no source position. */
  public static QuasiAffineExpr of(Expr expr) {
    return of(expr, SourcePosition.UNKNOWN);
  }

  /** An expression read at {@code position} (a packed {@link SourcePosition}). */
  public static QuasiAffineExpr of(Expr expr, long position) {
    if (expr == null) {
      throw new IllegalArgumentException("expr is null");
    }
    return new QuasiAffineExpr(expr, position);
  }

  public Expr expr() {
    return expr;
  }

  /**
   * Where this occurrence starts in its source (a packed {@link SourcePosition}; {@code 0} for one
   * built in memory). Equal expressions read at two places share their node, not their position.
   */
  public long sourcePosition() {
    return position == PackedPosition.WIDE
        ? ((Wide) cached).position
        : PackedPosition.unpack(position);
  }

  /** The names of the loop axes the expression uses, sorted. */
  @SuppressWarnings("unchecked")
  public Set<String> axes() {
    Object c = cached;
    Wide wide = c instanceof Wide w ? w : null;
    Set<String> a = wide != null ? wide.axes : (Set<String>) c;
    if (a == null) {
      a = Collections.unmodifiableSet(axesOf(expr));
      if (wide != null) {
        wide.axes = a;
      } else {
        cached = a;
      }
    }
    return a;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof QuasiAffineExpr q && q.expr == expr;
  }

  @Override
  public int hashCode() {
    return expr.hashCode();
  }

  @Override
  public String toString() {
    return expr.toString();
  }

  private static Set<String> axesOf(Expr root) {
    Set<String> names = new TreeSet<>();
    Set<Expr> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Expr> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Expr e = todo.pop();
      if (!seen.add(e)) {
        continue;
      }
      if (e instanceof AffineIV iv) {
        names.add(iv.axis());
      }
      for (Expr c : e.children()) {
        todo.push(c);
      }
    }
    return names;
  }
}
