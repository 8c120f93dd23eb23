package io.birj.verify.internal.geometry;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The integer points {@code c + Σ iₖ·sₖ, 0 ≤ iₖ < nₖ} of an access pattern's dimensions: their
 * extremes, the first index vector (in the pattern's order, outermost first) that reaches a
 * threshold, and the points as merged runs.
 */
final class Lattice {
  /** Beyond this many runs a patch is its bounding range. */
  static final int MAX_RUNS = 4096;

  private Lattice() {}

  static boolean empty(long[] nums) {
    for (long n : nums) {
      if (n <= 0) {
        return true;
      }
    }
    return false;
  }

  static long min(long c, long[] steps, long[] nums) {
    long m = c;
    for (int k = 0; k < steps.length; k++) {
      m = Math.addExact(m, Math.min(0, Math.multiplyExact(nums[k] - 1, steps[k])));
    }
    return m;
  }

  static long max(long c, long[] steps, long[] nums) {
    long m = c;
    for (int k = 0; k < steps.length; k++) {
      m = Math.addExact(m, Math.max(0, Math.multiplyExact(nums[k] - 1, steps[k])));
    }
    return m;
  }

  /**
   * The lexicographically first index vector whose point is at least {@code threshold}, or {@code
   * null} when none is.
   */
  static long[] firstReaching(long c, long[] steps, long[] nums, long threshold) {
    if (max(c, steps, nums) < threshold) {
      return null;
    }
    long[] idx = new long[steps.length];
    long cur = c;
    for (int k = 0; k < steps.length; k++) {
      long rest = 0;
      for (int j = k + 1; j < steps.length; j++) {
        rest += Math.max(0, (nums[j] - 1) * steps[j]);
      }
      long need = threshold - cur - rest; // i·s ≥ need
      long i;
      if (steps[k] > 0) {
        i = Math.max(0, ceilDiv(need, steps[k]));
      } else {
        i = 0; // a zero or negative step only lowers the point: take the first index
      }
      idx[k] = Math.min(i, nums[k] - 1);
      cur += idx[k] * steps[k];
    }
    return idx;
  }

  /** The lexicographically first index vector whose point is below {@code threshold}. */
  static long[] firstBelow(long c, long[] steps, long[] nums, long threshold) {
    long[] neg = new long[steps.length];
    for (int k = 0; k < steps.length; k++) {
      neg[k] = -steps[k];
    }
    return firstReaching(-c, neg, nums, -threshold + 1);
  }

  static long point(long c, long[] steps, long[] idx) {
    long p = c;
    for (int k = 0; k < steps.length; k++) {
      p += idx[k] * steps[k];
    }
    return p;
  }

  /**
   * The points as sorted, disjoint element runs {@code [from, to)}, or {@code null} when there
   * would be more than {@link #MAX_RUNS} of them.
   */
  static long[] runs(long c, long[] steps, long[] nums) {
    // Normalise: flip negative steps, drop single and zero-step dimensions.
    List<long[]> dims = new ArrayList<>();
    long base = c;
    for (int k = 0; k < steps.length; k++) {
      long s = steps[k];
      long n = nums[k];
      if (n <= 1 || s == 0) {
        continue;
      }
      if (s < 0) {
        base += (n - 1) * s;
        s = -s;
      }
      dims.add(new long[] {s, n});
    }
    dims.sort((a, b) -> Long.compare(b[0], a[0]));
    // Collapse dimensions that continue each other: (s·n, m) outside (s, n) is (s, n·m).
    for (int k = dims.size() - 1; k > 0; k--) {
      long[] outer = dims.get(k - 1);
      long[] inner = dims.get(k);
      if (outer[0] == inner[0] * inner[1]) {
        dims.set(k - 1, new long[] {inner[0], inner[1] * outer[1]});
        dims.remove(k);
      }
    }
    long runLength = 1;
    if (!dims.isEmpty() && dims.get(dims.size() - 1)[0] == 1) {
      runLength = dims.remove(dims.size() - 1)[1];
    }
    long count = 1;
    for (long[] d : dims) {
      count *= d[1];
      if (count > MAX_RUNS) {
        return null;
      }
    }
    long[] starts = new long[(int) count];
    long[] idx = new long[dims.size()];
    for (int r = 0; r < count; r++) {
      long p = base;
      for (int k = 0; k < idx.length; k++) {
        p += idx[k] * dims.get(k)[0];
      }
      starts[r] = p;
      for (int k = idx.length - 1; k >= 0; k--) {
        if (++idx[k] < dims.get(k)[1]) {
          break;
        }
        idx[k] = 0;
      }
    }
    Arrays.sort(starts);
    long[] out = new long[2 * starts.length];
    int n = 0;
    for (long s : starts) {
      long e = s + runLength;
      if (n > 0 && s <= out[n - 1]) {
        out[n - 1] = Math.max(out[n - 1], e);
      } else {
        out[n++] = s;
        out[n++] = e;
      }
    }
    return Arrays.copyOf(out, n);
  }

  static long ceilDiv(long a, long b) {
    return -Math.floorDiv(-a, b);
  }
}
