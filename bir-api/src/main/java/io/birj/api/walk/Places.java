package io.birj.api.walk;

import io.birj.api.container.StandardContainer;
import io.birj.api.model.Instruction;
import io.birj.api.model.Operand;

/**
 * The names of the places that hold keys, as the unknown-key report groups them ({@code
 * instruction[Activation].foo}, {@code memory_location.bar}): the container spec's object places,
 * an instruction by its opcode and an operand by its kind, since their keys depend on them.
 */
public final class Places {
  private Places() {}

  public static final String MODULE = StandardContainer.MODULE.place();
  public static final String FUNCTION = StandardContainer.FUNCTION.place();
  public static final String NKI_FUNCTION = "nki_function";
  public static final String QUEUE = StandardContainer.QUEUE.place();
  public static final String MEMORY_LOCATION_SET = StandardContainer.MEMORY_LOCATION_SET.place();
  public static final String MEMORY_LOCATION = StandardContainer.MEMORY_LOCATION.place();
  public static final String REGISTER = StandardContainer.REGISTER.place();
  public static final String BLOCK = StandardContainer.BLOCK.place();
  public static final String BLOCK_ARGUMENT = StandardContainer.BLOCK_ARGUMENT.place();
  public static final String ON_WAIT = StandardContainer.SYNC_INFO_ON_WAIT.place();
  public static final String ON_UPDATE = StandardContainer.SYNC_INFO_ON_UPDATE.place();
  public static final String PREDICATE = StandardContainer.PREDICATE.place();

  public static String instruction(Instruction i) {
    return StandardContainer.INSTRUCTION.place() + "[" + i.opcode() + "]";
  }

  public static String operand(Operand o) {
    return StandardContainer.OPERAND.place() + "[" + o.kind() + "]";
  }

  /** An allocation of a {@code Skind} no model holds ({@code null}: none given). */
  public static String allocation(String skind) {
    return "allocation[" + (skind == null ? "no Skind" : skind) + "]";
  }
}
