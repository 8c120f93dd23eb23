package io.birj.api.model;

import io.birj.api.name.NameRef;
import java.util.List;

/**
 * One entry of the module's {@code call_to_physical_memlocs}: a Call instruction of the main
 * function (or of the first function) and the memory locations of its callee that the call binds
 * (docs/wire/container.md, "call_to_physical_memlocs"). Wire form: {@code {"<call>": ["<memory
 * location>", ...]}}.
 */
public record CallBinding(
    NameRef<Instruction> call, List<NameRef<MemoryLocation>> memoryLocations) {
  public CallBinding {
    memoryLocations = List.copyOf(memoryLocations);
  }
}
