package io.birj.analysis.listing;

import java.util.List;

/** A function, an NKI function or a DMA queue: a named list of blocks. */
public record HolderEntry(String kind, String name, String pointer, List<BlockEntry> blocks)
    implements Entry {
  public HolderEntry {
    blocks = List.copyOf(blocks);
  }

  @Override
  public String describe() {
    return kind + " " + name;
  }

  @Override
  public List<? extends Entry> children() {
    return blocks;
  }
}
