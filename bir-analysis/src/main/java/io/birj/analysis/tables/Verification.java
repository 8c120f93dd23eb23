package io.birj.analysis.tables;

import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Operand;
import java.util.List;

/**
 * What the verifier says of one document, for the tables' {@code findings}, the verdict of {@code
 * documents} and the geometry columns of {@code operands}. The analyses do not depend on the
 * verifier; its caller adapts it ({@link #NONE} leaves those columns {@code NULL}).
 *
 * @param verdict {@code clean}, {@code findings} or {@code undecided}, or {@code null}
 * @param findingCount all findings, those past the verifier's limit included, or {@code null}
 * @param findings the findings kept, as rows of {@link Table#FINDINGS} of this document
 * @param placer where an operand's first instance lands
 */
public record Verification(String verdict, Long findingCount, List<Row> findings, Placer placer) {
  /** Nothing verified: the verifier's columns are {@code NULL} and {@code findings} is empty. */
  public static final Verification NONE = new Verification(null, null, List.of(), null);

  public Verification {
    findings = List.copyOf(findings);
    for (Row f : findings) {
      if (f.table() != Table.FINDINGS) {
        throw new IllegalArgumentException("a finding is a row of findings, not " + f.table());
      }
    }
  }

  /** Where operands land; called once per operand, in document order. */
  public interface Placer {
    /**
     * @param pointer the operand's JSON Pointer
     * @param instruction its instruction
     * @param operand the operand
     * @param loops the loops around the instruction, outermost first
     */
    Placement place(String pointer, Instruction instruction, Operand operand, List<Loop> loops);
  }

  /**
   * Where one operand's first instance lands ({@code space} and what follows {@code null} when it
   * is not placed, {@code notPlaced} saying why).
   */
  public record Placement(
      long instances,
      String space,
      Long firstPartition,
      Long partitions,
      Long partitionStep,
      Long bytes,
      Boolean exact,
      String notPlaced,
      long problems) {}
}
