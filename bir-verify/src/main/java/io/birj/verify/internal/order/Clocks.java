package io.birj.verify.internal.order;

import io.birj.verify.internal.program.Instances;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Happens-before over a program's instances, built once: a vector clock per instance (for each
 * stream, the last position of that stream known to be before it), computed in a topological order
 * of the ordering edges. {@code a} is before {@code b} when {@code b}'s clock has reached {@code
 * a}'s position on {@code a}'s stream. Instances no order reaches (behind a wait that never
 * returns, or on a cycle) never run.
 */
public final class Clocks {
  private final Instances in;
  private final int streams;
  private final int[] clock;
  private final int[] order;
  private final boolean[] runs;

  private Clocks(Instances in, int streams) {
    this.in = in;
    this.streams = streams;
    this.clock = new int[in.size() * streams];
    this.runs = new boolean[in.size()];
    this.order = topological();
  }

  public static Clocks of(Instances in, int streams) {
    return new Clocks(in, Math.max(1, streams));
  }

  private int[] topological() {
    int n = in.size();
    int[] pending = new int[n];
    int[][] succ = successors(n, pending);
    int[] out = new int[n];
    int k = 0;
    ArrayDeque<Integer> ready = new ArrayDeque<>();
    for (int i = 0; i < n; i++) {
      if (pending[i] == 0) {
        ready.add(i);
      }
    }
    while (!ready.isEmpty()) {
      int x = ready.poll();
      runs[x] = true;
      out[k++] = x;
      int base = x * streams;
      for (int p : in.preds(x)) {
        int pb = p * streams;
        for (int t = 0; t < streams; t++) {
          if (clock[pb + t] > clock[base + t]) {
            clock[base + t] = clock[pb + t];
          }
        }
      }
      clock[base + in.stream(x)] = in.seq(x);
      for (int s : succ[x]) {
        if (--pending[s] == 0) {
          ready.add(s);
        }
      }
    }
    return Arrays.copyOf(out, k);
  }

  private int[][] successors(int n, int[] pending) {
    int[] count = new int[n];
    for (int i = 0; i < n; i++) {
      for (int p : in.preds(i)) {
        count[p]++;
        pending[i]++;
      }
    }
    int[][] succ = new int[n][];
    for (int i = 0; i < n; i++) {
      succ[i] = new int[count[i]];
      count[i] = 0;
    }
    for (int i = 0; i < n; i++) {
      for (int p : in.preds(i)) {
        succ[p][count[p]++] = i;
      }
    }
    return succ;
  }

  /** True when {@code a} is ordered before {@code b} ({@code a != b}). */
  public boolean before(int a, int b) {
    return clock[b * streams + in.stream(a)] >= in.seq(a);
  }

  /** True when one of the two is before the other, or they are one instance. */
  public boolean ordered(int a, int b) {
    return a == b || before(a, b) || before(b, a);
  }

  /** The instances that run, in an order every ordering edge agrees with. */
  public int[] order() {
    return order;
  }

  public boolean runs(int i) {
    return runs[i];
  }

  /**
   * A cycle among the instances that never run (excluding the edge of a wait that never returns to
   * itself), as instances in order along it, or an empty list when there is none.
   */
  public List<Integer> cycle() {
    int n = in.size();
    byte[] state = new byte[n]; // 0 new, 1 on path, 2 done
    int[] parent = new int[n];
    for (int start = 0; start < n; start++) {
      if (runs[start] || state[start] != 0) {
        continue;
      }
      // Iterative DFS over the predecessor edges of instances that do not run.
      ArrayDeque<int[]> stack = new ArrayDeque<>();
      stack.push(new int[] {start, 0});
      state[start] = 1;
      parent[start] = -1;
      while (!stack.isEmpty()) {
        int[] top = stack.peek();
        int x = top[0];
        int[] preds = in.preds(x);
        if (top[1] < preds.length) {
          int p = preds[top[1]++];
          if (p == x || runs[p]) {
            continue;
          }
          if (state[p] == 1) {
            List<Integer> cyc = new ArrayList<>();
            for (int y = x; y != p; y = parent[y]) {
              cyc.add(y);
            }
            cyc.add(p);
            return cyc;
          }
          if (state[p] == 0) {
            state[p] = 1;
            parent[p] = x;
            stack.push(new int[] {p, 0});
          }
        } else {
          state[x] = 2;
          stack.pop();
        }
      }
    }
    return List.of();
  }
}
