package io.birj.verify.result;

import java.util.List;

/**
 * The verdict of one module with what decides it: the findings (errors and warnings), the places
 * not modelled, and how much was looked at.
 */
public record CheckResult(
    Verdict verdict, List<Finding> findings, List<Undecided> undecided, Coverage coverage) {
  public CheckResult {
    findings = List.copyOf(findings);
    undecided = List.copyOf(undecided);
  }

  /**
   * How much was modelled: the instruction instances run (loops unrolled), the accesses placed in
   * memory, and the findings left out once the caller's limit was reached.
   */
  public record Coverage(long instances, long accesses, int findingsOmitted) {}

  /** The verdict of what was found and not modelled: the one rule of docs/verifier.md. */
  public static Verdict verdictOf(List<Finding> findings, List<Undecided> undecided) {
    if (!findings.isEmpty()) {
      return Verdict.FINDINGS;
    }
    return undecided.isEmpty() ? Verdict.CLEAN : Verdict.UNDECIDED;
  }
}
