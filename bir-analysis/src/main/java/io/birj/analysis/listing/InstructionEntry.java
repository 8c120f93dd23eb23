package io.birj.analysis.listing;

import io.birj.api.model.AccessPattern;
import java.util.List;

/**
 * One instruction: what a disassembler's line shows, and the blocks of its region when it is a
 * structured instruction (a loop's body).
 *
 * @param index its place in its block
 * @param name null for an unnamed instruction
 * @param engine null when the document names none
 * @param header a structured instruction's own line: {@code for i in [0, 4) step 1}, {@code while
 *     (c)}; null for any other
 * @param operands {@code ins}, then {@code indirection_ins}, then {@code outs}
 * @param edges {@code dependencies}, then {@code loop_carried_dependencies}, then {@code
 *     unroll_dependencies}
 * @param waits the semaphore waits of {@code sync_info.on_wait}
 * @param updates the semaphore updates of {@code sync_info.on_update}
 * @param expressions every other expression the instruction holds (predicates, {@code order}, an
 *     opcode's keys, kept content), each at its pointer below the instruction's
 * @param source the {@code debug} place, or null
 * @param blocks the region's blocks (empty for an instruction without one)
 */
public record InstructionEntry(
    String pointer,
    int index,
    String name,
    String opcode,
    String engine,
    String header,
    List<Operand> operands,
    List<Edge> edges,
    List<Wait> waits,
    List<Update> updates,
    List<Expression> expressions,
    Source source,
    List<BlockEntry> blocks)
    implements Entry {
  public InstructionEntry {
    operands = List.copyOf(operands);
    edges = List.copyOf(edges);
    waits = List.copyOf(waits);
    updates = List.copyOf(updates);
    expressions = List.copyOf(expressions);
    blocks = List.copyOf(blocks);
  }

  @Override
  public String kind() {
    return "instruction";
  }

  @Override
  public String describe() {
    return name == null ? "an unnamed " + opcode : "instruction " + name;
  }

  /**
   * An operand.
   *
   * @param role {@code ins}, {@code indirection_ins} or {@code outs}
   * @param kind {@code physical_ap}, {@code symbolic_ap}, {@code register_ap}, {@code
   *     register_access}, {@code imm_value}, ...
   * @param location the memory location, or (without one) the set or register it names; null for an
   *     immediate
   * @param set the memory-location set, or null
   * @param ap the access pattern's {@code [step, num]} pairs, or null
   * @param offset a physical or register access pattern's constant offset, or null
   * @param expressions a symbolic access pattern's addresses, a symbolic immediate's expression or
   *     a dynamic access pattern's offset, in text form
   * @param value an immediate's value (or values) as JSON text, or null
   */
  public record Operand(
      String role,
      int index,
      String kind,
      String dtype,
      String location,
      String set,
      List<AccessPattern.Pair> ap,
      Long offset,
      List<String> expressions,
      String value) {
    public Operand {
      ap = ap == null ? null : List.copyOf(ap);
      expressions = List.copyOf(expressions);
    }
  }

  /**
   * An ordering edge to another instruction.
   *
   * @param list {@code dependencies}, {@code loop_carried_dependencies} or {@code
   *     unroll_dependencies}
   * @param target the name the edge gives
   * @param targetPointer the instruction it names, or null when the name resolves to none
   * @param kind {@code Flow}, {@code Anti}, {@code Output}, {@code Ordered}, ...
   * @param distance a loop-carried edge's distance, or null
   */
  public record Edge(
      String list, String target, String targetPointer, String kind, List<Long> distance) {
    public Edge {
      distance = distance == null ? null : List.copyOf(distance);
    }
  }

  /** A semaphore wait: semaphore {@code id} waited for {@code value}, set by {@code from}. */
  public record Wait(Long id, Long value, String from, String fromPointer) {}

  /** A semaphore update: semaphore {@code id} moved by {@code value}. */
  public record Update(Long id, Long value) {}

  /**
   * An expression at {@code at}, a pointer relative to the instruction's ({@code
   * predicates/0/expr}).
   */
  public record Expression(String at, String text) {}

  /** The {@code debug} place: file, line and op name, each null when absent. */
  public record Source(String file, Long line, String op) {}

  @Override
  public List<? extends Entry> children() {
    return blocks;
  }
}
