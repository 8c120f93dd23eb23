package io.birj.api.model;

/**
 * The three immediate kinds ({@code imm_value}, {@code symbolic_imm_value}, {@code imm_array}),
 * which the compiler puts among the inputs wherever written.
 */
public abstract sealed class ImmediateOperand extends Operand permits ScalarImmediate, ImmArray {
  ImmediateOperand() {}

  @Override
  public final boolean isImmediate() {
    return true;
  }
}
