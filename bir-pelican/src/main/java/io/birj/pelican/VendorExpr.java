package io.birj.pelican;

/** A node of a vendor kind that is not an index. */
public final class VendorExpr extends VendorNodeBase implements Expr, VendorNode {
  VendorExpr(Parts parts) {
    super(parts);
  }
}
