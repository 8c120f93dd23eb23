package io.birj.api.model;

import java.util.List;

/**
 * An access pattern: {@code [step, num]} pairs, outermost first. The compiler writes a pair as a
 * two-element array (docs/wire/container.md, "Operands"); the catalog's {@code APPair} is {@code
 * {"step": .., "num": ..}}: the form read is the form written ({@link #objectForm()}).
 *
 * <p>Its {@code equals} and {@code hashCode} (and its pair's) are written out: a record's own are
 * made through method handles at their first call, which cost {@code bir check}'s start about ten
 * milliseconds a record (its placements are keyed by access pattern).
 */
public record AccessPattern(List<Pair> pairs, boolean objectForm) {
  public AccessPattern {
    pairs = List.copyOf(pairs);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AccessPattern other
        && objectForm == other.objectForm
        && pairs.equals(other.pairs);
  }

  @Override
  public int hashCode() {
    return 31 * pairs.hashCode() + Boolean.hashCode(objectForm);
  }

  /** One dimension: {@code num} elements {@code step} elements apart. */
  public record Pair(long step, long num) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Pair other && step == other.step && num == other.num;
    }

    @Override
    public int hashCode() {
      return 31 * Long.hashCode(step) + Long.hashCode(num);
    }
  }
}
