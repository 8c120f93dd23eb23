package io.birj.verify.result;

import io.birj.api.error.Diagnostic.Severity;
import java.util.Locale;

/**
 * The verifier's rules: each with its id (SARIF's {@code ruleId}), its severity, what it says,
 * where the fact behind it comes from and how sure that source is (docs/verifier.md lists them). A
 * rule built on an inferred fact is a warning.
 */
public enum Rule {
  OUT_OF_BOUND(
      "BIRJ-V001",
      Severity.ERROR,
      "An access leaves its memory location: a partition past base + dims[0], or an element past"
          + " the bytes of its partition (of a DRAM location).",
      "the compiler's \"Access pattern out of bound\" (aws-neuron-sdk #829)",
      "confirmed"),
  PARTITION_START(
      "BIRJ-V002",
      Severity.WARNING,
      "A compute-engine access of more than 32 partitions starts elsewhere than partition 0 or 64,"
          + " or of more than 64 partitions elsewhere than partition 0.",
      "inferred from the compiler's messages in aws-neuron-sdk #600 and #859",
      "inferred"),
  RACE(
      "BIRJ-V003",
      Severity.ERROR,
      "Two accesses overlap in at least one byte, at least one writes, and nothing orders their"
          + " instructions (program order of one engine, a dependency, a semaphore, a barrier).",
      "the engines run in parallel (NKI docs); the orderings of docs/verifier.md",
      "strong"),
  WAIT_NEVER_RETURNS(
      "BIRJ-V004",
      Severity.ERROR,
      "A semaphore wait whose value the updates of its semaphore never reach.",
      "sync_info semantics (cumulative counts, group resets)",
      "real"),
  WAIT_CYCLE(
      "BIRJ-V005",
      Severity.ERROR,
      "Waits and the orderings around them form a cycle: none of them can return.",
      "sync_info semantics and program order",
      "real"),
  UNINITIALISED_READ(
      "BIRJ-V006",
      Severity.WARNING,
      "A read of bytes nothing wrote before it, in a location that is not an input, by an"
          + " instruction not marked can_read_uninit.",
      "the tensor kinds of a memory-location set; can_read_uninit",
      "inferred");

  private final String id;
  private final Severity severity;
  private final String description;
  private final String source;
  private final String confidence;

  Rule(String id, Severity severity, String description, String source, String confidence) {
    this.id = id;
    this.severity = severity;
    this.description = description;
    this.source = source;
    this.confidence = confidence;
  }

  /** The stable id, e.g. {@code BIRJ-V003}. */
  public String id() {
    return id;
  }

  /**
   * The name the reports use, spelled from the constant's: {@code WAIT_CYCLE} is {@code
   * wait-cycle}.
   */
  public String shortName() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  public Severity severity() {
    return severity;
  }

  public String description() {
    return description;
  }

  /** Where the fact behind the rule comes from. */
  public String source() {
    return source;
  }

  /**
   * How sure that source is: {@code confirmed}, {@code real}, {@code strong} or {@code inferred}.
   */
  public String confidence() {
    return confidence;
  }
}
