package io.birj.pelican;

import java.util.List;

/**
 * What every node shares: its owning context, its structural hash and its depth, all fixed at
 * construction. Equality stays identity ({@link Object#equals}): the context's interner guarantees
 * that structurally equal nodes are one object.
 */
abstract class Node {
  private final PelicanContext context;
  private final int hash;
  private final int depth;

  Node(PelicanContext context, int hash, int depth) {
    this.context = context;
    this.hash = hash;
    this.depth = depth;
  }

  public final PelicanContext context() {
    return context;
  }

  public final int depth() {
    return depth;
  }

  /** Structural, deterministic across runs (children contribute their own structural hash). */
  @Override
  public final int hashCode() {
    return hash;
  }

  @Override
  public final boolean equals(Object other) {
    return this == other;
  }

  /**
   * Structural equality with a node of the same class whose children are already interned: the
   * children therefore compare by identity, so this is O(number of direct children).
   */
  abstract boolean sameShape(Node other);

  /** 1 + the deepest child's depth (1 for a leaf), saturating. */
  static int depthOf(List<? extends Expr> children) {
    int d = 0;
    for (Expr c : children) {
      d = Math.max(d, c.depth());
    }
    return d == Integer.MAX_VALUE ? d : d + 1;
  }

  static int mix(int h, long v) {
    return 31 * h + Long.hashCode(v);
  }

  static int mix(int h, Object v) {
    return 31 * h + v.hashCode();
  }

  /**
   * The text form ({@link ExprPrinter}), cut after {@value #TO_STRING_LIMIT} characters with {@code
   * ...} so that a small DAG with an exponentially large tree form cannot exhaust memory here. Use
   * {@link ExprPrinter#print} for the exact, parseable text.
   */
  @Override
  public String toString() {
    return ExprPrinter.printAbbreviated((Expr) this, TO_STRING_LIMIT);
  }

  static final int TO_STRING_LIMIT = 1 << 16;
}
