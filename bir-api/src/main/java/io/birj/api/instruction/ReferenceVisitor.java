package io.birj.api.instruction;

import io.birj.api.name.NameRef;

/** Receives the references an opcode's keys hold ({@link OpcodeFields#forEachReference}). */
@FunctionalInterface
public interface ReferenceVisitor {
  /**
   * One reference: under {@code key}, at {@code index} in a list ({@code -1} for a key that holds
   * one name), of {@code kind}.
   */
  void reference(String key, int index, RefKind kind, NameRef<?> ref);
}
