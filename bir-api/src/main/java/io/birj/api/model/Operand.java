package io.birj.api.model;

/**
 * An entry of an instruction's {@code ins} or {@code outs}, tagged by {@code kind} (seed 000: the
 * eight-way dispatch of {@code Argument::createFromJson}, which no version gates). Only the {@code
 * symbolic_*} and {@code register_*} kinds carry pelican expressions. Every kind has a {@code
 * dtype} ({@code null} when absent).
 */
public abstract sealed class Operand extends ModelObject
    permits ApOperand, RegisterAccess, ImmValue, SymbolicImmValue, ImmArray {
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
}
