package io.birj.analysis.listing;

import java.util.List;

/** The whole document: its functions, then its NKI functions, then its queues. */
public record ModuleEntry(List<HolderEntry> holders) implements Entry {
  public ModuleEntry {
    holders = List.copyOf(holders);
  }

  @Override
  public String pointer() {
    return "";
  }

  @Override
  public String kind() {
    return "module";
  }

  @Override
  public String describe() {
    return "the document";
  }

  @Override
  public List<? extends Entry> children() {
    return holders;
  }
}
