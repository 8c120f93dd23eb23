package io.birj.verify.result;

import java.util.List;

/**
 * Where one operand's accesses land: for each instance of its instruction (the enclosing loops'
 * indices), the partitions and bytes it touches, or why that is not known; and the rules it breaks.
 * {@code bir check --footprint POINTER} prints it.
 *
 * @param pointer the operand's JSON Pointer
 * @param instruction the instruction's name (or opcode and pointer)
 * @param access {@code read} or {@code write}
 * @param instances how many instances the instruction has (its loops' iterations)
 * @param touches the first instances' places, at most {@link #MAX_TOUCHES}
 * @param unknown why the place is not known statically, or {@code null}
 * @param problems the rules broken, in words
 */
public record Footprint(
    String pointer,
    String instruction,
    String access,
    long instances,
    List<Touch> touches,
    String unknown,
    List<String> problems) {
  /** How many instances a footprint lists at the most. */
  public static final int MAX_TOUCHES = 256;

  public Footprint {
    touches = List.copyOf(touches);
    problems = List.copyOf(problems);
  }

  /**
   * One instance's place.
   *
   * @param iteration the loop indices, e.g. {@code i=0, j=1} ({@code ""} outside loops)
   * @param location the memory location's name
   * @param space {@code SB}, {@code PSUM} or {@code DRAM}
   * @param firstPartition the first partition (0 for DRAM)
   * @param partitions how many partitions, {@code partitionStep} apart
   * @param byteRuns {@code [from, to)} byte pairs in each partition (from the location's start for
   *     DRAM; from the partition's start for SB and PSUM)
   * @param exact false when the runs bound the bytes rather than list them
   * @param text the place in words
   */
  public record Touch(
      String iteration,
      String location,
      String space,
      long firstPartition,
      long partitions,
      long partitionStep,
      List<Long> byteRuns,
      boolean exact,
      String text) {
    public Touch {
      byteRuns = List.copyOf(byteRuns);
    }
  }
}
