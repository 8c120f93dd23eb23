package com.example.birj.vendor;

import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeProvider;
import java.util.List;

/**
 * The vendor's opcodes, beside birj's generated catalog: an opcode no installed provider knows is
 * kept as read, one a provider knows is read typed by its fields class.
 */
public final class VendorOpcodes implements OpcodeProvider {
  /** The name {@code bir codecs} lists. */
  public static final String NAME = "example vendor opcodes 1.0";

  /** Made by ServiceLoader. */
  public VendorOpcodes() {}

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public List<OpcodeDescriptor> opcodes() {
    return List.of(
        new OpcodeDescriptor(
            VendorPrefetch.OPCODE, "Instruction", false, VendorPrefetch.KEYS, VendorPrefetch::new));
  }
}
