package io.birj.testkit.property;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A reordering of lists of any length, drawn before the lists are known: {@link #apply} swaps
 * element {@code i} with element {@code i + moves[i mod |moves|] mod (n - i)} (a Fisher-Yates
 * shuffle driven by the moves). The simplest shuffle (no moves, or all zero) keeps the order.
 */
public record Shuffle(List<Integer> moves) {
  public Shuffle {
    moves = List.copyOf(moves);
  }

  /** A shuffle of up to 16 moves. */
  public static Shuffle draw(Choices c) {
    return new Shuffle(c.listOf(0, 16, 75, d -> d.between(0, 1 << 16)));
  }

  /** {@code items} reordered (a new list). */
  public <T> List<T> apply(List<T> items) {
    List<T> out = new ArrayList<>(items);
    if (moves.isEmpty()) {
      return out;
    }
    for (int i = 0; i < out.size() - 1; i++) {
      int j = i + moves.get(i % moves.size()) % (out.size() - i);
      Collections.swap(out, i, j);
    }
    return out;
  }
}
