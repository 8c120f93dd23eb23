package io.birj.api.model;

/**
 * {@code physical_ap}: plain integer strides into a memory location (keys: {@code kind}, {@code
 * ap}, {@code dtype}, {@code offset}, {@code memref}, {@code memsetref}).
 */
public final class PhysicalAp extends ApOperand {
  public static final String KIND = "physical_ap";

  private Long offset;
  private NameRef<MemoryLocation> memref;

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

  public NameRef<MemoryLocation> memref() {
    return memref;
  }

  public void setMemref(NameRef<MemoryLocation> memref) {
    this.memref = memref;
  }
}
