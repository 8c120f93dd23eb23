package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import java.util.List;

/**
 * A basic block: {@code {"name": ..., "instructions": [...]}}. Its name (a queue's blocks have
 * none) is unique within its holder (a function, a queue, a structured instruction); its
 * instructions' names are unique within it (real dumps repeat instruction names in other blocks).
 * Keys in emit order: {@code name}, {@code origin}, {@code optin_passes}, {@code arguments}, {@code
 * instructions}, then the unknown keys.
 */
public class BasicBlock extends NamedObjectWithFields {
  public static final String KEY_INSTRUCTIONS = "instructions";

  // A ShortList's storage (the one instruction, or an array of them): most blocks of a dump hold
  // one or two, and an ArrayList around them cost 24 bytes a block.
  private Object instructions = ShortList.EMPTY;
  private List<BlockArgument> arguments;

  public BasicBlock(String name) {
    super(name);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.BLOCK;
  }

  /**
   * A block may have no name: real dumps write a queue's blocks without one
   * (docs/wire/container.md, "Queues"). No branch or incoming value can name a nameless block.
   */
  @Override
  protected boolean nameOptional() {
    return true;
  }

  /**
   * The instructions, in order; a live view (a new one each call: equal, not identical), mutable
   * (add or remove instructions here).
   */
  public List<Instruction> instructions() {
    return new ShortList<>() {
      @Override
      Object load() {
        return instructions;
      }

      @Override
      void store(Object items) {
        instructions = items;
      }
    };
  }

  /** Sets the instructions to a copy of {@code instructions}. */
  public void setInstructions(List<Instruction> instructions) {
    if (instructions == null) {
      throw new IllegalArgumentException("a block's instructions are a list (empty for none)");
    }
    this.instructions = ShortList.encode(instructions);
  }

  /** The instruction of this name in this block, or {@code null}. */
  public Instruction instruction(String name) {
    for (Instruction i : instructions()) {
      if (name.equals(i.name())) {
        return i;
      }
    }
    return null;
  }

  /** The block arguments (φ nodes), or {@code null} when absent; mutable. */
  public List<BlockArgument> arguments() {
    return arguments;
  }

  public void setArguments(List<BlockArgument> arguments) {
    this.arguments = arguments;
  }
}
