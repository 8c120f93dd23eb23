package io.birj.app.explore;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the explorer's overview shows of a module: its arch and revision, the counts of functions,
 * queues, blocks, regions and instructions, and the instructions by opcode and by engine. Counted
 * by one {@link Tally}, fed either by the index's walk of the loaded model ({@link DocumentIndex})
 * or by a skim of the document's tokens ({@link OverviewSkim}), which has it long before the model
 * is read: what is counted, and how an absent engine or opcode is named, is said here once.
 *
 * @param functions entries of {@code functions} (the NKI functions are not counted)
 * @param queues entries of the module's queues
 * @param blocks blocks everywhere (functions, NKI functions, queues, regions)
 * @param regions instructions holding a block region (loops, DMA blocks, ...)
 * @param instructions instructions everywhere
 */
record Overview(
    String arch,
    String revision,
    int functions,
    int queues,
    int blocks,
    int regions,
    int instructions,
    Map<String, Integer> byOpcode,
    Map<String, Integer> byEngine) {

  /** The engine an instruction without one is counted under. */
  static final String NO_ENGINE = "(none)";

  /** The counts as a walk or a skim meets the document's parts. */
  static final class Tally {
    private int functions;
    private int queues;
    private int blocks;
    private int regions;
    private int instructions;
    private final Map<String, Integer> byOpcode = new TreeMap<>();
    private final Map<String, Integer> byEngine = new TreeMap<>();

    void function() {
      functions++;
    }

    void queue() {
      queues++;
    }

    void block() {
      blocks++;
    }

    /** An instruction that holds a block region. */
    void region() {
      regions++;
    }

    void instruction(String opcode, String engine) {
      instructions++;
      byOpcode.merge(String.valueOf(opcode), 1, Integer::sum);
      byEngine.merge(engine == null ? NO_ENGINE : engine, 1, Integer::sum);
    }

    Overview of(String arch, String revision) {
      return new Overview(
          arch,
          revision,
          functions,
          queues,
          blocks,
          regions,
          instructions,
          Collections.unmodifiableMap(new TreeMap<>(byOpcode)),
          Collections.unmodifiableMap(new TreeMap<>(byEngine)));
    }
  }
}
