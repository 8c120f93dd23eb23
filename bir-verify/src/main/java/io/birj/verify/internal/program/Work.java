package io.birj.verify.internal.program;

/**
 * The work one function's check may take after its program is run (docs/verifier.md, the work
 * limit): placing accesses (each symbolic address evaluated, each placement computed with its byte
 * runs), the shadow memory's steps, and the bounds of what was not placed, all counted against one
 * bound. What is constant for each instance (the instance itself, its orderings and clock, a
 * physical offset or a placement looked up) is bounded by the instance limit instead.
 */
public final class Work {
  private final long max;
  private long spent;

  public Work(long max) {
    this.max = max;
  }

  /** Spends {@code steps}; false once the total is past the bound. */
  public boolean spend(long steps) {
    spent += steps;
    return spent <= max;
  }

  /** True once the steps spent are past the bound. */
  public boolean exhausted() {
    return spent > max;
  }

  /** The steps still allowed. */
  public long left() {
    return Math.max(0, max - spent);
  }

  public long max() {
    return max;
  }
}
