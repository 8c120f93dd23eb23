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
  // The two keys few operands have, out of line together: with its position in an int as well, a
  // physical_ap is 48 bytes rather than 56 (a dump has one for most operands; RESULTS.md).
  private Rare rare;

  /** The fields of {@link #rare}. */
  private static final class Rare {
    DynamicApInfo dynamicApInfo;
    NameRef<Function> memrefOwnerFunc;
  }

  private Rare rare() {
    if (rare == null) {
      rare = new Rare();
    }
    return rare;
  }

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
    return rare == null ? null : rare.dynamicApInfo;
  }

  public void setDynamicApInfo(DynamicApInfo dynamicApInfo) {
    if (dynamicApInfo != null || rare != null) {
      rare().dynamicApInfo = dynamicApInfo;
    }
  }

  /** The function owning {@link #memref()}, or {@code null} (the instruction's own function). */
  public NameRef<Function> memrefOwnerFunc() {
    return rare == null ? null : rare.memrefOwnerFunc;
  }

  public void setMemrefOwnerFunc(NameRef<Function> memrefOwnerFunc) {
    if (memrefOwnerFunc != null || rare != null) {
      rare().memrefOwnerFunc = memrefOwnerFunc;
    }
  }
}
