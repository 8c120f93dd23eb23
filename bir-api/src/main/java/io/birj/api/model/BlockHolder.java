package io.birj.api.model;

import io.birj.api.name.Named;
import java.util.List;

/**
 * What holds a block region: a function, a queue, or a structured instruction (a loop, a DoWhile, a
 * DMABlock, ...). Block names are unique within their holder (the compiler's {@code
 * BasicBlockHolder}).
 */
public interface BlockHolder extends Named {
  /** The blocks, mutable; {@code null} for an instruction without a region. */
  List<BasicBlock> blocks();
}
