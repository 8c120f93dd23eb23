package io.birj.brewer.spec;

import java.util.List;

/**
 * One opcode or abstract base of the spec: its wire spelling, its parent class (the spec's root,
 * {@code Instruction}, for a top-level class), whether it is abstract, where its key set comes
 * from, and its own keys in emit order (the parent chain's keys come first on the wire).
 */
public record OpcodeSpec(
    String opcode, String parent, boolean isAbstract, String source, List<KeySpec> keys) {
  public OpcodeSpec {
    keys = List.copyOf(keys);
  }
}
