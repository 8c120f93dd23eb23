package io.birj.api.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A DMA queue of the module (an entry of the top-level {@code queues}): its name and its block
 * region, whose instructions are the queue's {@code DMABlock}s (docs/wire/container.md, "Queues and
 * DMA blocks"). A queue is a block holder: its blocks' names are unique within it.
 */
public final class DmaQueue extends ModelObject {
  private String name;
  private final List<BasicBlock> blocks = new ArrayList<>();

  public DmaQueue(String name) {
    setName(name);
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a queue needs a name");
    }
    this.name = name;
  }

  /** The queue's blocks, mutable; their instructions are DMABlocks. */
  public List<BasicBlock> blocks() {
    return blocks;
  }
}
