package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.ArrayList;

/**
 * A loop whose bounds are known at run time ({@code "opcode": "DynamicForLoop"}): its axis, its
 * {@code lb}, {@code ub} and {@code stride} expressions (the compiler writes them with an explicit
 * version, like every expression) and a nested block region.
 */
public final class DynamicForLoop extends Instruction {
  public static final String OPCODE = "DynamicForLoop";
  public static final String KEY_AXIS = "DynamicForLoopAxis";

  private DynamicForLoopAxis axis;
  private QuasiAffineExpr lb;
  private QuasiAffineExpr ub;
  private QuasiAffineExpr stride;

  public DynamicForLoop(String name) {
    super(OPCODE, name);
    setBlocks(new ArrayList<>());
  }

  public DynamicForLoopAxis axis() {
    return axis;
  }

  public void setAxis(DynamicForLoopAxis axis) {
    this.axis = axis;
  }

  public QuasiAffineExpr lb() {
    return lb;
  }

  public void setLb(QuasiAffineExpr lb) {
    this.lb = lb;
  }

  public QuasiAffineExpr ub() {
    return ub;
  }

  public void setUb(QuasiAffineExpr ub) {
    this.ub = ub;
  }

  public QuasiAffineExpr stride() {
    return stride;
  }

  public void setStride(QuasiAffineExpr stride) {
    this.stride = stride;
  }
}
