package io.birj.api.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A loop: a block entry with {@code "opcode": "Loop"}, its {@link LoopAxis} and nested blocks. Keys
 * in emit order: {@code opcode}, {@code name}, {@code LoopAxis}, {@code blocks}, then the unknown
 * keys.
 */
public final class Loop extends ModelObject implements BlockEntry {
  public static final String OPCODE = "Loop";
  public static final String KEY_AXIS = "LoopAxis";

  private String name;
  private LoopAxis axis;
  private final List<BasicBlock> blocks = new ArrayList<>();

  public Loop(String name, LoopAxis axis) {
    this.name = name;
    this.axis = axis;
  }

  @Override
  public String opcode() {
    return OPCODE;
  }

  @Override
  public String name() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public LoopAxis axis() {
    return axis;
  }

  public void setAxis(LoopAxis axis) {
    this.axis = axis;
  }

  /** The nested blocks, mutable. */
  public List<BasicBlock> blocks() {
    return blocks;
  }
}
