package io.birj.brewer.spec;

import java.util.List;

/**
 * One opcode or abstract base of the spec: its wire spelling, its parent class (the spec's root,
 * {@code Instruction}, for a top-level class), whether it is abstract, whether it is a structured
 * region (it nests blocks; the loader reads the structure, the spec only its other keys), the era
 * its spelling comes from (one of the spec's {@code eras}, the first when not stated), where its
 * key set comes from, and its own keys in emit order (the parent chain's keys come first on the
 * wire).
 */
public record OpcodeSpec(
    String opcode,
    String parent,
    boolean isAbstract,
    boolean region,
    String era,
    String source,
    List<KeySpec> keys) {
  public OpcodeSpec {
    keys = List.copyOf(keys);
  }
}
