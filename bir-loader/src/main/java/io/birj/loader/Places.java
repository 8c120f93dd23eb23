package io.birj.loader;

import io.birj.api.model.Instruction;
import io.birj.api.model.Operand;

/**
 * The names of the places that hold keys, as the unknown-key report groups them ({@code
 * instruction[Activation].foo}, {@code memory_location.bar}): the container's object kinds, an
 * instruction by its opcode and an operand by its kind, since their keys depend on them.
 */
final class Places {
  private Places() {}

  static final String MODULE = "module";
  static final String FUNCTION = "function";
  static final String NKI_FUNCTION = "nki_function";
  static final String QUEUE = "queue";
  static final String MEMORY_LOCATION_SET = "memory_location_set";
  static final String MEMORY_LOCATION = "memory_location";
  static final String REGISTER = "register";
  static final String BLOCK = "block";
  static final String BLOCK_ARGUMENT = "block_argument";
  static final String ON_WAIT = "sync_info.on_wait";
  static final String ON_UPDATE = "sync_info.on_update";
  static final String PREDICATE = "predicate";

  static String instruction(Instruction i) {
    return "instruction[" + i.opcode() + "]";
  }

  static String operand(Operand o) {
    return "operand[" + o.kind() + "]";
  }

  /** An allocation of a {@code Skind} no model holds ({@code null}: none given). */
  static String allocation(String skind) {
    return "allocation[" + (skind == null ? "no Skind" : skind) + "]";
  }
}
