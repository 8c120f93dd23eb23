package io.birj.api.model;

import java.util.ArrayList;

/**
 * A loop: an instruction with {@code "opcode": "Loop"}, its {@link LoopAxis} and a nested block
 * region. The opcode's other keys ({@code isParallel}, {@code unroll}, ...) are its {@link
 * #fields()}.
 */
public final class Loop extends Instruction {
  public static final String OPCODE = "Loop";
  public static final String KEY_AXIS = "LoopAxis";

  private LoopAxis axis;

  public Loop(String name, LoopAxis axis) {
    super(OPCODE, name);
    this.axis = axis;
    setBlocks(new ArrayList<>());
  }

  /** The axis, or {@code null} when absent (an error the checker reports). */
  public LoopAxis axis() {
    return axis;
  }

  public void setAxis(LoopAxis axis) {
    this.axis = axis;
  }
}
