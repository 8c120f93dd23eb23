package io.birj.api.model;

import java.util.List;

/**
 * An access pattern: {@code [step, num]} pairs, outermost first. The compiler writes a pair as a
 * two-element array (docs/wire/container.md, "Operands"); the catalog's {@code APPair} is {@code
 * {"step": .., "num": ..}}: the form read is the form written ({@link #objectForm()}).
 */
public record AccessPattern(List<Pair> pairs, boolean objectForm) {
  public AccessPattern {
    pairs = List.copyOf(pairs);
  }

  /** One dimension: {@code num} elements {@code step} elements apart. */
  public record Pair(long step, long num) {}
}
