package io.birj.api.instruction;

/**
 * A constant of an ISA enum, with its wire spelling (bir-instructions/README.md, "Decisions": enums
 * travel by their name string, never as integers, and the spelling is the contract).
 */
public interface WireEnum {
  /** The spelling on the wire, e.g. {@code "Gelu_apprx_tanh"}. */
  String wire();
}
