package io.birj.pelican;

import java.util.List;

/**
 * A node of a vendor index kind ({@link VendorKind#isIndex()}): it may stand as an affine term's
 * index.
 */
public final class VendorIndex extends VendorNodeBase implements AffineIdx, VendorNode {
  VendorIndex(
      PelicanContext ctx,
      VendorKind vendorKind,
      String symbol,
      long[] params,
      List<Expr> children,
      int hash) {
    super(ctx, vendorKind, symbol, params, children, hash);
  }
}
