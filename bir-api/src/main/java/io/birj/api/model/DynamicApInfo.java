package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;

/**
 * {@code dynamic_ap_info} of a {@code physical_ap} (the compiler's DynamicAPINFO): {@code
 * indirect_dim} (an IndirectDim spelling: {@code W}, {@code Z}, {@code Y}, {@code X}), {@code
 * indirect_dim_max_index} (must be above 0) and {@code offset_expr}. The compiler writes {@code
 * offset_expr} through a serializer that fixes the version to 2, whatever the module's version: it
 * is always a v2 expression (docs/wire/expressions.md, "The always-v2 site"). Other keys are kept
 * as unknown keys.
 */
public final class DynamicApInfo extends ModelObject {
  private String indirectDim;
  private Long indirectDimMaxIndex;
  private QuasiAffineExpr offsetExpr;

  public String indirectDim() {
    return indirectDim;
  }

  public void setIndirectDim(String indirectDim) {
    this.indirectDim = indirectDim;
  }

  public Long indirectDimMaxIndex() {
    return indirectDimMaxIndex;
  }

  public void setIndirectDimMaxIndex(Long indirectDimMaxIndex) {
    this.indirectDimMaxIndex = indirectDimMaxIndex;
  }

  /** The offset expression (always v2 on the wire), or {@code null} when absent. */
  public QuasiAffineExpr offsetExpr() {
    return offsetExpr;
  }

  public void setOffsetExpr(QuasiAffineExpr offsetExpr) {
    this.offsetExpr = offsetExpr;
  }
}
