package io.birj.pelican;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The fields and accessors {@link VendorExpr} and {@link VendorIndex} share: they differ only in
 * which family they belong to ({@link Expr} or {@link AffineIdx}), which a sealed hierarchy fixes
 * per class.
 */
abstract class VendorNodeBase extends Node {
  private final VendorKind vendorKind;
  private final String symbol;
  private final long[] params;
  private final List<Expr> children;

  /** What a vendor node is made of, handed on by the constructors of both families. */
  record Parts(
      PelicanContext ctx,
      VendorKind vendorKind,
      String symbol,
      long[] params,
      List<Expr> children,
      int hash) {}

  VendorNodeBase(Parts parts) {
    super(parts.ctx(), parts.hash(), depthOf(parts.children()));
    this.vendorKind = parts.vendorKind();
    this.symbol = parts.symbol();
    this.params = parts.params();
    this.children = parts.children();
  }

  public VendorKind vendorKind() {
    return vendorKind;
  }

  /** The symbol, or {@code null} when the kind carries none. */
  public String symbol() {
    return symbol;
  }

  public long param(int i) {
    return params[i];
  }

  public long[] params() {
    return params.clone();
  }

  public int paramCount() {
    return params.length;
  }

  public int kindNumber() {
    return vendorKind.number();
  }

  public String kindName() {
    return vendorKind.name();
  }

  public ExprKind kind() {
    return null;
  }

  public List<Expr> children() {
    return children;
  }

  @Override
  boolean sameShape(Node other) {
    VendorNodeBase o = (VendorNodeBase) other;
    if (o.vendorKind != vendorKind
        || !Objects.equals(symbol, o.symbol)
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
