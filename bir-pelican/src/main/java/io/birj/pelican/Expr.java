package io.birj.pelican;

import java.util.List;

/**
 * A pelican expression node: a quasi-affine address or index term ({@code c + Σ cᵢ·idxᵢ} with
 * floor-division, modulo and collective-cyclic parts).
 *
 * <p>Nodes are immutable and hash-consed by the {@link PelicanContext} that made them: two
 * structurally equal nodes of one context are the same object, so {@code ==} is equality and {@link
 * #hashCode()} is O(1). Nodes of different contexts are never equal.
 */
public sealed interface Expr
    permits AffineIdx,
        CCGetRank,
        IndirectArg,
        AffineExpr,
        Sum,
        Mult,
        FloorDiv,
        Modulo,
        CCDiv,
        CCMod,
        VendorExpr,
        VendorNode {

  /** The compiler's kind number (a vendor kind's own number for vendor nodes). */
  int kindNumber();

  /** The kind's class name, e.g. {@code AffineExpr}; a vendor kind's name for vendor nodes. */
  String kindName();

  /** The built-in kind, or {@code null} for a vendor node. */
  ExprKind kind();

  /** The context that made (and uniques) this node. */
  PelicanContext context();

  /** The direct sub-expressions, in their structural order. */
  List<Expr> children();

  /** 1 for a leaf, else 1 + the deepest child's depth. Cached: O(1). */
  int depth();
}
