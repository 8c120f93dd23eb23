package io.birj.synth;

import java.util.Locale;

/** The kinds of synthetic document. */
public enum Profile {
  /**
   * Many functions of kernels in the shapes of a post-{@code lower_sync} dump: nested loops, every
   * common opcode and operand kind, dependencies, waits on DMA blocks, queues, collectives, and
   * expressions whose constants differ as a compiler's do. Keys in the compiler's emit order, the
   * tag ({@code opcode}, {@code kind}) near the front.
   */
  MIXED,
  /**
   * The same kernels, fewer of them per byte: most bytes are expressions with deep sharing (a
   * sub-expression used twice at every level, so the wire tree is exponentially larger than its
   * distinct nodes).
   */
  EXPRESSIONS,
  /**
   * {@link #MIXED} with the keys of every object sorted, as a writer over {@code std::map} emits
   * them: {@code opcode} and {@code kind} come after most keys, {@code version} last.
   */
  SORTED;

  /** The spelling on the command line. */
  public String spelling() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The profile of a spelling ({@code mixed}, {@code expressions}, {@code sorted}). */
  public static Profile of(String spelling) {
    for (Profile p : values()) {
      if (p.spelling().equals(spelling)) {
        return p;
      }
    }
    throw new IllegalArgumentException(
        "unknown profile \"" + spelling + "\" (mixed, expressions or sorted)");
  }

  boolean sortsKeys() {
    return this == SORTED;
  }

  boolean deepExpressions() {
    return this == EXPRESSIONS;
  }
}
