package io.birj.testkit.property;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Shrinks a failing try by editing the answers it drew, never the value itself, so any generator
 * shrinks without a shrinker of its own: drop whole units (a list element and the flag before it),
 * drop runs of answers, set answers to their simplest, and search each answer down towards its
 * simplest. A candidate is kept when it fails the same way (same exception class, thrown from the
 * same place) and its answers are simpler ({@link Tape#simplerThan}); the passes repeat until none
 * helps or the budget is spent.
 */
final class Shrinker {
  private static final Set<String> RUNNER_CLASSES =
      Set.of(
          Choices.class.getName(),
          Gen.class.getName(),
          Tape.class.getName(),
          Shrinker.class.getName(),
          PropertyCheck.class.getName());

  /** A run of the property on one tape: the tape as drawn, and the failure ({@code null}: held). */
  record Run(Tape tape, Throwable failure) {}

  private final Function<long[], Run> runner;
  private final int maxRuns;
  private final long deadlineNanos;
  private final Set<List<Long>> tried = new HashSet<>();
  private Run best;
  private final String origin;
  private int runs;
  private int improvements;

  Shrinker(Function<long[], Run> runner, Run failing, int maxRuns, long maxNanos) {
    this.runner = runner;
    this.best = failing;
    this.origin = origin(failing.failure());
    this.maxRuns = maxRuns;
    this.deadlineNanos = System.nanoTime() + maxNanos;
  }

  Run best() {
    return best;
  }

  int runs() {
    return runs;
  }

  int improvements() {
    return improvements;
  }

  Run shrink() {
    boolean progress = true;
    while (progress && !spent()) {
      progress = deleteUnits();
      progress |= deleteRuns();
      progress |= simplifyEach();
      progress |= searchEach();
    }
    return best;
  }

  private boolean spent() {
    return runs >= maxRuns || System.nanoTime() > deadlineNanos;
  }

  /** Drops each unit whole, the answer before it too (a list's "one more?" flag). */
  private boolean deleteUnits() {
    boolean any = false;
    List<Tape.Unit> units = new ArrayList<>(best.tape().units());
    units.sort((a, b) -> Integer.compare(b.end() - b.start(), a.end() - a.start()));
    for (Tape.Unit u : units) {
      if (spent()) {
        break;
      }
      long[] v = best.tape().values();
      if (u.end() > v.length) {
        continue; // a unit of an earlier, longer tape
      }
      any |= u.start() > 0 && tryCandidate(without(v, u.start() - 1, u.end()));
      v = best.tape().values();
      any |= u.end() <= v.length && tryCandidate(without(v, u.start(), u.end()));
    }
    return any;
  }

  /** Drops runs of 8, 4, 2 and 1 answers, from the end backwards. */
  private boolean deleteRuns() {
    boolean any = false;
    for (int k = 8; k >= 1; k /= 2) {
      for (int i = best.tape().size() - k; i >= 0 && !spent(); i--) {
        long[] v = best.tape().values();
        if (i + k <= v.length) {
          any |= tryCandidate(without(v, i, i + k));
        }
      }
    }
    return any;
  }

  /** Sets each answer to its simplest. */
  private boolean simplifyEach() {
    boolean any = false;
    for (int i = 0; i < best.tape().size() && !spent(); i++) {
      if (best.tape().distance(i) != 0) {
        long[] v = best.tape().values();
        v[i] = best.tape().simplest(i);
        any |= tryCandidate(v);
      }
    }
    return any;
  }

  /** Binary-searches each answer down towards its simplest (the failure need not be monotone). */
  private boolean searchEach() {
    boolean any = false;
    for (int i = 0; i < best.tape().size() && !spent(); i++) {
      long target = best.tape().simplest(i);
      long value = best.tape().values()[i];
      long lo = 0; // distance known to pass (or untried)
      long hi = best.tape().distance(i); // distance known to fail
      while (Long.compareUnsigned(hi - lo, 1) > 0 && !spent()) {
        long mid = lo + ((hi - lo) >>> 1);
        long[] v = best.tape().values();
        if (i >= v.length || v[i] != value) {
          break; // the tape changed shape under us
        }
        v[i] = value >= target ? target + mid : target - mid;
        if (tryCandidate(v)) {
          any = true;
          hi = mid;
          value = v[i];
        } else {
          lo = mid;
        }
      }
    }
    return any;
  }

  private static long[] without(long[] v, int from, int to) {
    long[] out = new long[v.length - (to - from)];
    System.arraycopy(v, 0, out, 0, from);
    System.arraycopy(v, to, out, from, v.length - to);
    return out;
  }

  private boolean tryCandidate(long[] candidate) {
    List<Long> key = new ArrayList<>(candidate.length);
    for (long c : candidate) {
      key.add(c);
    }
    if (!tried.add(key)) {
      return false;
    }
    runs++;
    Run r = runner.apply(candidate);
    if (r.failure() == null
        || !origin.equals(origin(r.failure()))
        || !r.tape().simplerThan(best.tape())) {
      return false;
    }
    best = r;
    improvements++;
    return true;
  }

  /**
   * Where a failure comes from: its class and the first stack frame outside the JUnit assertions,
   * the JDK and the runner, so that shrinking does not wander off to a different failure.
   */
  static String origin(Throwable t) {
    for (StackTraceElement e : t.getStackTrace()) {
      String c = e.getClassName();
      if (!c.startsWith("org.junit.")
          && !c.startsWith("org.opentest4j.")
          && !c.startsWith("java.")
          && !c.startsWith("jdk.")
          && !c.startsWith("sun.")
          && !RUNNER_CLASSES.contains(c.replaceFirst("\\$.*", ""))) {
        return t.getClass().getName() + " at " + e;
      }
    }
    return t.getClass().getName() + " at " + Arrays.toString(t.getStackTrace());
  }
}
