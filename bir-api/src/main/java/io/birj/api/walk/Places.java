package io.birj.api.walk;

import io.birj.api.model.Instruction;
import io.birj.api.model.Operand;

/**
 * The names of the places that hold keys, as the unknown-key report groups them ({@code
 * instruction[Activation].foo}, {@code memory_location.bar}): the container's object kinds, an
 * instruction by its opcode and an operand by its kind, since their keys depend on them.
 */
public final class Places {
  private Places() {}

  public static final String MODULE = "module";
  public static final String FUNCTION = "function";
  public static final String NKI_FUNCTION = "nki_function";
  public static final String QUEUE = "queue";
  public static final String MEMORY_LOCATION_SET = "memory_location_set";
  public static final String MEMORY_LOCATION = "memory_location";
  public static final String REGISTER = "register";
  public static final String BLOCK = "block";
  public static final String BLOCK_ARGUMENT = "block_argument";
  public static final String ON_WAIT = "sync_info.on_wait";
  public static final String ON_UPDATE = "sync_info.on_update";
  public static final String PREDICATE = "predicate";

  public static String instruction(Instruction i) {
    return "instruction[" + i.opcode() + "]";
  }

  public static String operand(Operand o) {
    return "operand[" + o.kind() + "]";
  }

  /** An allocation of a {@code Skind} no model holds ({@code null}: none given). */
  public static String allocation(String skind) {
    return "allocation[" + (skind == null ? "no Skind" : skind) + "]";
  }
}
