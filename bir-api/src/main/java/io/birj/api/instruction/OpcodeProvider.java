package io.birj.api.instruction;

import java.util.List;

/**
 * A source of opcodes, found by {@link java.util.ServiceLoader} ({@code provides
 * io.birj.api.instruction.OpcodeProvider}): birj's generated catalog, or a vendor's extra opcodes.
 */
public interface OpcodeProvider {
  /** A short name for listings, e.g. {@code "birj ISA catalog 2.24"}. */
  String name();

  /** The opcodes and abstract classes this provider defines. */
  List<OpcodeDescriptor> opcodes();

  /**
   * The enums this provider declares, by name, each with its wire spellings in declaration order
   * (e.g. {@code "EngineType"}: the engine spellings the loader checks an instruction's {@code
   * engine} against).
   */
  default java.util.Map<String, List<String>> enums() {
    return java.util.Map.of();
  }
}
