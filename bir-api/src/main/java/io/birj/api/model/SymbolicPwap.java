package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.List;

/**
 * {@code symbolic_pwap}: a piecewise symbolic access pattern: pieces, each with affine predicates
 * and address expressions (keys: {@code kind}, {@code ap}, {@code dtype}, {@code pieces}, {@code
 * access_shape}, {@code memsetref}).
 */
public final class SymbolicPwap extends ApOperand {
  public static final String KIND = "symbolic_pwap";

  private List<Piece> pieces;
  private List<Long> accessShape;

  @Override
  public String kind() {
    return KIND;
  }

  public List<Piece> pieces() {
    return pieces;
  }

  public void setPieces(List<Piece> pieces) {
    this.pieces = pieces;
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

  /** One piece: {@code {"predicates": [...], "addrs": [...]}} (either may be absent). */
  public static final class Piece extends ModelObject {
    private List<AffinePredicate> predicates;
    private List<QuasiAffineExpr> addrs;

    public List<AffinePredicate> predicates() {
      return predicates;
    }

    public void setPredicates(List<AffinePredicate> predicates) {
      this.predicates = predicates;
    }

    public List<QuasiAffineExpr> addrs() {
      return addrs;
    }

    public void setAddrs(List<QuasiAffineExpr> addrs) {
      this.addrs = addrs;
    }
  }
}
