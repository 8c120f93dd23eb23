package io.birj.api.instruction;

/**
 * What a name in an opcode's key refers to (the ISA spec's {@code {"ref": KIND}} types). The
 * loader's second pass resolves each reference in the scope its kind names (docs/wire/container.md,
 * "Names and scopes").
 */
public enum RefKind {
  /** A basic block of the function ({@code on_true}, {@code target} of a branch). */
  BLOCK,
  /** A DMA queue of the module ({@code queue}). */
  QUEUE,
  /** A DMABlock instruction in one of the module's queues ({@code dma_blocks}). */
  DMA_BLOCK,
  /** A function of the module ({@code Call.target}). */
  FUNCTION,
  /** An instruction of the function ({@code associate_branch}). */
  INSTRUCTION,
  /** A register of the function. */
  REGISTER,
  /** A memory location of the function. */
  MEMORY_LOCATION
}
