package io.birj.api.instruction;

import java.util.List;
import java.util.function.Supplier;

/**
 * One opcode (or abstract base class) of a catalog: its wire spelling, its parent class in the
 * spec, whether it is abstract (a class, never an instruction on the wire), its keys in emit order
 * (inherited ones included) and the factory of its typed fields ({@code null} for an abstract
 * class).
 */
public record OpcodeDescriptor(
    String opcode,
    String parent,
    boolean isAbstract,
    List<String> keys,
    Supplier<? extends OpcodeFields> factory) {
  public OpcodeDescriptor {
    keys = List.copyOf(keys);
    if (!isAbstract && factory == null) {
      throw new IllegalArgumentException("concrete opcode " + opcode + " has no factory");
    }
  }
}
