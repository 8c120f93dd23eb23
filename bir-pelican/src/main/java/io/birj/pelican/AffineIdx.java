package io.birj.pelican;

/**
 * The index family, kinds 6 to 13: the only nodes an affine term may use as its index
 * (docs/wire/expressions.md, "Node kinds": the compiler types the term key {@code
 * RefPtr<AffineIdx>}, narrower than {@code RefPtr<Expr>}).
 *
 * <p>Index nodes have a total, run-independent order ({@link #compareTo}, the {@link ExprOrder}) so
 * that the terms of an {@link AffineExpr} have one canonical order whatever order they were given
 * in.
 */
public sealed interface AffineIdx extends Expr, Comparable<AffineIdx>
    permits AffineIV, IntRuntimeValue, APIndex, TiledAPIndex, SymbolicIdx, ShardId, VendorIndex {

  /** Orders by kind number, then by the kind's own fields (see {@link ExprOrder}). */
  @Override
  default int compareTo(AffineIdx other) {
    return ExprOrder.compare(this, other);
  }
}
