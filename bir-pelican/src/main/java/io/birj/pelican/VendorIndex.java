package io.birj.pelican;

import java.util.Arrays;
import java.util.List;

/**
 * A node of a vendor index kind ({@link VendorKind#isIndex()}): it may stand as an affine term's
 * index.
 */
public final class VendorIndex extends Node implements AffineIdx, VendorNode {
  private final VendorKind vendorKind;
  private final String symbol;
  private final long[] params;
  private final List<Expr> children;

  VendorIndex(
      PelicanContext ctx,
      VendorKind vendorKind,
      String symbol,
      long[] params,
      List<Expr> children,
      int hash) {
    super(ctx, hash, depthOf(children));
    this.vendorKind = vendorKind;
    this.symbol = symbol;
    this.params = params;
    this.children = children;
  }

  @Override
  public VendorKind vendorKind() {
    return vendorKind;
  }

  /** The symbol, or {@code null} when the kind carries none. */
  @Override
  public String symbol() {
    return symbol;
  }

  @Override
  public long param(int i) {
    return params[i];
  }

  @Override
  public long[] params() {
    return params.clone();
  }

  @Override
  public int paramCount() {
    return params.length;
  }

  @Override
  public int kindNumber() {
    return vendorKind.number();
  }

  @Override
  public String kindName() {
    return vendorKind.name();
  }

  @Override
  public ExprKind kind() {
    return null;
  }

  @Override
  public List<Expr> children() {
    return children;
  }

  @Override
  boolean sameShape(Node other) {
    VendorIndex o = (VendorIndex) other;
    if (o.vendorKind != vendorKind
        || !java.util.Objects.equals(symbol, o.symbol)
        || !Arrays.equals(params, o.params)
        || o.children.size() != children.size()) {
      return false;
    }
    for (int i = 0; i < children.size(); i++) {
      if (children.get(i) != o.children.get(i)) {
        return false;
      }
    }
    return true;
  }
}
