package io.birj.pelican;

import java.util.List;

/** A node of a vendor kind that is not an index. */
public final class VendorExpr extends VendorNodeBase implements Expr, VendorNode {
  VendorExpr(
      PelicanContext ctx,
      VendorKind vendorKind,
      String symbol,
      long[] params,
      List<Expr> children,
      int hash) {
    super(ctx, vendorKind, symbol, params, children, hash);
  }
}
