package io.birj.api.instruction;

import java.util.List;
import java.util.function.Supplier;

/**
 * One opcode (or abstract base class) of a catalog: its wire spelling, its parent class in the
 * spec, whether it is abstract (a class, never an instruction on the wire), its keys in emit order
 * (inherited ones included), the factory of its typed fields ({@code null} for an abstract class),
 * whether it is a structured region, and the era its spelling comes from.
 *
 * <p>A <b>region</b> opcode ({@code Loop}, {@code DynamicForLoop}, {@code DoWhile}, {@code
 * DMABlock}) nests a block region: the loader reads its structural keys ({@code blocks}, the axis,
 * the bounds, the condition) itself, and {@link #keys} lists only its other keys.
 *
 * <p>The <b>era</b> says where the opcode's spelling comes from, so listings can tell the
 * compiler's roster from older extras: for birj's generated catalog the spec's era names (e.g.
 * {@code "neuronx-cc 2.24"}, the compiler's {@code InstructionType}, or {@code "KLR 2025"}, an
 * opcode only KLR's 2025 catalog has); {@code null} when the provider does not say.
 */
public record OpcodeDescriptor(
    String opcode,
    String parent,
    boolean isAbstract,
    List<String> keys,
    Supplier<? extends OpcodeFields> factory,
    boolean region,
    String era) {
  public OpcodeDescriptor {
    keys = List.copyOf(keys);
    if (!isAbstract && factory == null) {
      throw new IllegalArgumentException("concrete opcode " + opcode + " has no factory");
    }
    if (isAbstract && region) {
      throw new IllegalArgumentException(
          "abstract base " + opcode + " cannot be a region: only an instruction nests blocks");
    }
  }

  /** An opcode that is not a region, of an era the provider does not state. */
  public OpcodeDescriptor(
      String opcode,
      String parent,
      boolean isAbstract,
      List<String> keys,
      Supplier<? extends OpcodeFields> factory) {
    this(opcode, parent, isAbstract, keys, factory, false, null);
  }
}
