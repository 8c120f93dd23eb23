package io.birj.verify.internal.program;

/**
 * The work one check may take, over all the functions of the document (docs/verifier.md, the work
 * limit): each instance run and each ordering edge made, the entries of the vector clocks, placing
 * accesses (each symbolic address evaluated, each placement computed with its byte runs), the
 * shadow memory's steps, the bounds of what was not placed, and each finding and place not modelled
 * made, all counted against one bound, so that no part of a check, and no number of functions,
 * takes time the bound does not. What is constant for each access (a physical offset or a placement
 * looked up) is counted with its instance.
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

  /**
   * Spends {@code steps} when that many are left, and says so; spends nothing otherwise: for work
   * whose size is known before it is done (and whose memory is allocated up front).
   */
  public boolean spendIfLeft(long steps) {
    if (steps > left()) {
      return false;
    }
    spent += steps;
    return true;
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
