package io.birj.analysis.listing;

import java.util.List;

/** A block (its name may be null: some writers leave loop bodies unnamed) and its instructions. */
public record BlockEntry(String name, String pointer, List<InstructionEntry> instructions)
    implements Entry {
  public BlockEntry {
    instructions = List.copyOf(instructions);
  }

  @Override
  public String kind() {
    return "block";
  }

  @Override
  public String describe() {
    return name == null ? "an unnamed block" : "block " + name;
  }

  @Override
  public List<? extends Entry> children() {
    return instructions;
  }
}
