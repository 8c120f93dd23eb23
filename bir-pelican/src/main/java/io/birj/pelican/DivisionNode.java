package io.birj.pelican;

import java.util.List;

/**
 * What the four division kinds share (FloorDiv, Modulo, CCDiv, CCMod): one operand, the numerator,
 * and a constant divisor. The kind is a field so that each public class only names its kind.
 */
abstract class DivisionNode extends Node {
  private final ExprKind kind;
  private final Expr numer;
  private final long denom;

  DivisionNode(PelicanContext ctx, ExprKind kind, Expr numer, long denom) {
    this(ctx, kind, numer, denom, hashOf(kind, numer, denom));
  }

  DivisionNode(PelicanContext ctx, ExprKind kind, Expr numer, long denom, int hash) {
    super(ctx, hash, depthOf(List.of(numer)));
    this.kind = kind;
    this.numer = numer;
    this.denom = denom;
  }

  static int hashOf(ExprKind kind, Expr numer, long denom) {
    return mix(mix(kind.number(), numer), denom);
  }

  public Expr numer() {
    return numer;
  }

  public long denom() {
    return denom;
  }

  public int kindNumber() {
    return kind.number();
  }

  public String kindName() {
    return kind.displayName();
  }

  public ExprKind kind() {
    return kind;
  }

  public List<Expr> children() {
    return List.of(numer);
  }

  @Override
  boolean sameShape(Node other) {
    DivisionNode o = (DivisionNode) other;
    return numer == o.numer && denom == o.denom;
  }
}
