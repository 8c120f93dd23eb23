package io.birj.analysis.listing;

import java.util.List;

/**
 * One thing of a listing: the module, a function (or NKI function, or queue), a block or an
 * instruction, each with its JSON Pointer in the document.
 */
public sealed interface Entry permits ModuleEntry, HolderEntry, BlockEntry, InstructionEntry {
  /** The entry's JSON Pointer in the document ({@code ""} for the module). */
  String pointer();

  /**
   * {@code module}, {@code function}, {@code nki_function}, {@code queue}, {@code block} or {@code
   * instruction}: the {@code kind} of its JSON form.
   */
  String kind();

  /** What the entry holds, in document order: holders, blocks, instructions, a region's blocks. */
  List<? extends Entry> children();

  /** What the entry is, for a message: {@code block Block1}, {@code instruction act0}. */
  default String describe() {
    return kind();
  }
}
