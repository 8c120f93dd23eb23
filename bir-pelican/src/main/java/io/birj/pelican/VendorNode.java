package io.birj.pelican;

/**
 * A node of a vendor kind ({@link VendorKind}): a {@link VendorExpr}, or a {@link VendorIndex} when
 * the kind is an index kind. Its structure is the kind, an optional symbol, long parameters and
 * children ({@link #children()}).
 */
public sealed interface VendorNode extends Expr permits VendorExpr, VendorIndex {
  VendorKind vendorKind();

  /** The symbol, or {@code null} when the kind carries none. */
  String symbol();

  /** The {@code i}-th parameter (named by {@code vendorKind().parameterNames().get(i)}). */
  long param(int i);

  /** A copy of the parameters. */
  long[] params();

  int paramCount();
}
