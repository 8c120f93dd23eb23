package io.birj.api.model;

/**
 * An entry of an instruction's {@code ins}, {@code indirection_ins} or {@code outs}, tagged by
 * {@code kind} (the eight-way dispatch of the compiler's {@code Argument::createFromJson}, which no
 * version gates; docs/wire/container.md, "Operands"). Every kind has a {@code dtype} ({@code null}
 * when absent).
 */
public abstract sealed class Operand extends ModelObject
    permits ApOperand, RegisterAccess, ImmediateOperand {
  public static final String KEY_KIND = "kind";

  private String dtype;

  /** The wire tag, e.g. {@code symbolic_ap}. */
  public abstract String kind();

  public String dtype() {
    return dtype;
  }

  public void setDtype(String dtype) {
    this.dtype = dtype;
  }

  /**
   * True for the three immediate kinds, which the compiler puts among the inputs wherever written.
   */
  public boolean isImmediate() {
    return false;
  }
}
