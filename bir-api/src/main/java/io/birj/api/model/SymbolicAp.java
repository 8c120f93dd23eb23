package io.birj.api.model;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.List;

/**
 * {@code symbolic_ap}, and {@code symbolic_pwap}, its second spelling (both dispatch to the
 * compiler's SymbolicAccessPattern; the spelling read is the spelling written): an access pattern
 * whose start addresses are pelican expressions. Keys in emit order: {@code kind}, {@code ap},
 * {@code dtype}, {@code memsetref}, {@code memref}, {@code tensor_indirect_arg_id}, {@code
 * num_tensor_indirect_indices}, {@code addrs}, {@code access_shape}.
 */
public final class SymbolicAp extends ApOperand {
  public static final String KIND = "symbolic_ap";
  public static final String KIND_PWAP = "symbolic_pwap";

  private final String kind;
  private Long tensorIndirectArgId;
  private Long numTensorIndirectIndices;
  private Object addrs; // a ShortList's storage

  /** A {@code symbolic_ap}. */
  public SymbolicAp() {
    this(KIND);
  }

  /** A {@code symbolic_ap} or a {@code symbolic_pwap}. */
  public SymbolicAp(String kind) {
    if (!KIND.equals(kind) && !KIND_PWAP.equals(kind)) {
      throw new IllegalArgumentException(
          "a symbolic access pattern is " + KIND + " or " + KIND_PWAP);
    }
    this.kind = kind;
  }

  @Override
  public String kind() {
    return kind;
  }

  public Long tensorIndirectArgId() {
    return tensorIndirectArgId;
  }

  public void setTensorIndirectArgId(Long tensorIndirectArgId) {
    this.tensorIndirectArgId = tensorIndirectArgId;
  }

  public Long numTensorIndirectIndices() {
    return numTensorIndirectIndices;
  }

  public void setNumTensorIndirectIndices(Long numTensorIndirectIndices) {
    this.numTensorIndirectIndices = numTensorIndirectIndices;
  }

  /** The address expressions, or {@code null} when absent; mutable. */
  public List<QuasiAffineExpr> addrs() {
    return addrs == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return addrs;
          }

          @Override
          void store(Object items) {
            addrs = items;
          }
        };
  }

  public void setAddrs(List<QuasiAffineExpr> addrs) {
    this.addrs = ShortList.encode(addrs);
  }
}
