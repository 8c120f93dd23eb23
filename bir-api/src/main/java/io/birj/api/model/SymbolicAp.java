package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.List;

/**
 * {@code symbolic_ap}: an access pattern whose start addresses are pelican expressions (keys:
 * {@code kind}, {@code ap}, {@code dtype}, {@code addrs}, {@code access_shape}, {@code memsetref}).
 */
public final class SymbolicAp extends ApOperand {
  public static final String KIND = "symbolic_ap";

  private List<QuasiAffineExpr> addrs;
  private List<Long> accessShape;

  @Override
  public String kind() {
    return KIND;
  }

  /** The address expressions, or {@code null} when absent; mutable. */
  public List<QuasiAffineExpr> addrs() {
    return addrs;
  }

  public void setAddrs(List<QuasiAffineExpr> addrs) {
    this.addrs = addrs;
  }

  /**
   * The access shape, or {@code null} when absent. A read document shares equal shapes between
   * operands as unmodifiable lists: change one with {@link #setAccessShape}.
   */
  public List<Long> accessShape() {
    return accessShape;
  }

  public void setAccessShape(List<Long> accessShape) {
    this.accessShape = accessShape;
  }
}
