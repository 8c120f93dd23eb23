package io.birj.api.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A basic block: {@code {"name": ..., "instructions": [...]}}; its entries are instructions or
 * loops. Keys in emit order: {@code name}, {@code instructions}, then the unknown keys.
 */
public class BasicBlock extends ModelObject {
  public static final String KEY_INSTRUCTIONS = "instructions";

  private String name;
  private final List<BlockEntry> entries = new ArrayList<>();

  public BasicBlock(String name) {
    setName(name);
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a block needs a name");
    }
    this.name = name;
  }

  /** The instructions and loops, in order; mutable (add or remove instructions here). */
  public List<BlockEntry> entries() {
    return entries;
  }
}
