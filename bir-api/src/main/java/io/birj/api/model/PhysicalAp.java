package io.birj.api.model;

import io.birj.api.name.NameRef;

/**
 * {@code physical_ap}: plain integer strides into a memory location. Keys in emit order: {@code
 * kind}, {@code ap}, {@code offset} (in elements), {@code dtype}, {@code memref}, {@code
 * memsetref}, {@code access_shape}, {@code dynamic_ap_info}, {@code memref_owner_func} (the
 * function that owns the memory location, when it is not this instruction's).
 */
public final class PhysicalAp extends ApOperand {
  public static final String KIND = "physical_ap";

  private Long offset;
  private DynamicApInfo dynamicApInfo;
  private NameRef<Function> memrefOwnerFunc;

  @Override
  public String kind() {
    return KIND;
  }

  public Long offset() {
    return offset;
  }

  public void setOffset(Long offset) {
    this.offset = offset;
  }

  /** The indirect/gather part, or {@code null} when absent. */
  public DynamicApInfo dynamicApInfo() {
    return dynamicApInfo;
  }

  public void setDynamicApInfo(DynamicApInfo dynamicApInfo) {
    this.dynamicApInfo = dynamicApInfo;
  }

  /** The function owning {@link #memref()}, or {@code null} (the instruction's own function). */
  public NameRef<Function> memrefOwnerFunc() {
    return memrefOwnerFunc;
  }

  public void setMemrefOwnerFunc(NameRef<Function> memrefOwnerFunc) {
    this.memrefOwnerFunc = memrefOwnerFunc;
  }
}
