package io.birj.api.model;

import io.birj.api.name.NameRef;

/**
 * {@code register_ap}: an access pattern offset by registers. {@code regref}, {@code reg_ap_offset}
 * and {@code reg_sub_tensor_id} are register names. Keys in emit order: {@code kind}, {@code ap},
 * {@code dtype}, {@code memsetref}, {@code memref}, {@code regref}, {@code is_regloc_offset},
 * {@code reg_ap_offset}, {@code const_ap_offset}, {@code reg_sub_tensor_id}, {@code
 * const_sub_tensor_id}, {@code access_shape}.
 */
public final class RegisterAp extends ApOperand {
  public static final String KIND = "register_ap";

  private NameRef<Register> regref;
  private Boolean isReglocOffset;
  private NameRef<Register> regApOffset;
  private Long constApOffset;
  private NameRef<Register> regSubTensorId;
  private Long constSubTensorId;

  @Override
  public String kind() {
    return KIND;
  }

  public NameRef<Register> regref() {
    return regref;
  }

  public void setRegref(NameRef<Register> regref) {
    this.regref = regref;
  }

  public Boolean isReglocOffset() {
    return isReglocOffset;
  }

  public void setIsReglocOffset(Boolean isReglocOffset) {
    this.isReglocOffset = isReglocOffset;
  }

  /** The register holding the offset, or {@code null} when absent. */
  public NameRef<Register> regApOffset() {
    return regApOffset;
  }

  public void setRegApOffset(NameRef<Register> regApOffset) {
    this.regApOffset = regApOffset;
  }

  /** The constant offset (the compiler's default is 0), or {@code null} when absent. */
  public Long constApOffset() {
    return constApOffset;
  }

  public void setConstApOffset(Long constApOffset) {
    this.constApOffset = constApOffset;
  }

  /** The register holding the sub-tensor id, or {@code null} when absent. */
  public NameRef<Register> regSubTensorId() {
    return regSubTensorId;
  }

  public void setRegSubTensorId(NameRef<Register> regSubTensorId) {
    this.regSubTensorId = regSubTensorId;
  }

  /** The constant sub-tensor id (the compiler's default is -1), or {@code null} when absent. */
  public Long constSubTensorId() {
    return constSubTensorId;
  }

  public void setConstSubTensorId(Long constSubTensorId) {
    this.constSubTensorId = constSubTensorId;
  }
}
