package io.birj.api.model;

/** An entry of a block's {@code instructions}: an instruction or a loop. */
public sealed interface BlockEntry permits Instruction, Loop {
  /** The entry's {@code opcode} ({@code "Loop"} for a loop). */
  String opcode();

  /** The entry's name, or {@code null} (a loop may be unnamed). */
  String name();
}
