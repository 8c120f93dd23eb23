package io.birj.api.model;

/**
 * One entry of a function's {@code allocations}, tagged by {@code Skind}: a memory-location set, a
 * memory location, a register, or a storage object of a kind the model does not know (kept as
 * read).
 */
public sealed interface Allocation
    permits MemoryLocationSet, MemoryLocation, Register, UnknownAllocation {
  String KEY_SKIND = "Skind";

  /** The {@code Skind} tag. */
  String skind();
}
