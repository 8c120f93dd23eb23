package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import java.util.ArrayList;
import java.util.List;

/**
 * A DMA queue of the module (an entry of the top-level {@code queues}): its name and its block
 * region, whose instructions are the queue's {@code DMABlock}s (docs/wire/container.md, "Queues and
 * DMA blocks"). A queue is a block holder: its blocks' names are unique within it. Keys in emit
 * order: {@code name}, {@code origin}, {@code optin_passes}, {@code blocks}, then the unknown keys
 * (e.g. {@code num_dma_engines}).
 */
public final class DmaQueue extends NamedObjectWithFields implements BlockHolder {
  private List<BasicBlock> blocks = new ArrayList<>();

  public DmaQueue(String name) {
    super(name);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.QUEUE;
  }

  /**
   * The queue's blocks, mutable; their instructions are DMABlocks. {@code null} when a queue read
   * from a document has no {@code blocks} key (what was absent stays absent); a new queue starts
   * with an empty list.
   */
  @Override
  public List<BasicBlock> blocks() {
    return blocks;
  }

  public void setBlocks(List<BasicBlock> blocks) {
    this.blocks = blocks;
  }
}
