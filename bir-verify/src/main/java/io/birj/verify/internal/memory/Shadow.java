package io.birj.verify.internal.memory;

import io.birj.verify.internal.geometry.Patch;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Shadow memory: for every byte range of every partition touched so far, the last write, per stream
 * the last read since it, and the accesses only bounded (placed inexactly) that may touch it.
 * Accesses arrive in an order every ordering edge agrees with, so a conflicting earlier access that
 * is not ordered before the new one is a race, and one read per stream is enough (a later read of a
 * stream is ordered after its earlier ones). A conflict with a bounded access is only possible.
 */
final class Shadow {
  /** The bounded accesses a range remembers, at the most; past it, the range says so. */
  static final int MAX_BOUNDED = 8;

  /** What the shadow reports. */
  interface Listener {
    /** {@code earlier} and {@code later} (access ids) conflict on these bytes, unordered. */
    void conflict(int earlier, int later, Patch laterPatch, long partition, long from, long to);

    /** They may conflict: one of them is only bounded. */
    void possibleConflict(int earlier, int later);

    /** False once no more possible conflicts are wanted (their list is full). */
    boolean wantsPossible();

    /** A read of bytes nothing wrote, nor may have written. */
    void unwritten(int read, Patch patch, long partition, long from, long to);
  }

  /** The order of accesses (by id), and what each is. */
  interface Accesses {
    boolean before(int earlier, int later);

    int stream(int access);

    boolean writes(int access);
  }

  private static final class Seg {
    long end;
    int lastWrite = -1;
    int[] readers;
    int[] bounded;
    boolean boundedWrite;
    boolean overflow;

    Seg(long end) {
      this.end = end;
    }

    Seg copy(long newEnd) {
      Seg s = new Seg(newEnd);
      s.lastWrite = lastWrite;
      s.readers = readers == null ? null : readers.clone();
      s.bounded = bounded == null ? null : bounded.clone();
      s.boundedWrite = boundedWrite;
      s.overflow = overflow;
      return s;
    }

    boolean sameState(Seg o) {
      return lastWrite == o.lastWrite
          && boundedWrite == o.boundedWrite
          && overflow == o.overflow
          && Arrays.equals(readers, o.readers)
          && Arrays.equals(bounded, o.bounded);
    }
  }

  private final Map<String, Map<Long, TreeMap<Long, Seg>>> spaces = new HashMap<>();
  private final Accesses acc;
  private final Listener listener;
  private final int streams;
  private boolean overflowed;

  Shadow(Accesses acc, Listener listener, int streams) {
    this.acc = acc;
    this.listener = listener;
    this.streams = streams;
  }

  /** True once a range had more bounded accesses than it keeps. */
  boolean overflowed() {
    return overflowed;
  }

  /** An access placed exactly ({@code bounded} false) or only bounded by {@code p}. */
  void access(int a, Patch p, boolean bounded) {
    Map<Long, TreeMap<Long, Seg>> parts = spaces.computeIfAbsent(p.space(), k -> new HashMap<>());
    long[] runs = p.runs();
    for (int k = 0; k < p.partitionCount(); k++) {
      long part = p.partition(k);
      TreeMap<Long, Seg> m = parts.computeIfAbsent(part, x -> new TreeMap<>());
      for (int r = 0; r < runs.length; r += 2) {
        range(m, a, p, part, runs[r], runs[r + 1], bounded);
      }
    }
  }

  private void range(
      TreeMap<Long, Seg> m, int a, Patch p, long part, long from, long to, boolean bounded) {
    Map.Entry<Long, Seg> before = m.lowerEntry(from);
    if (before != null && before.getValue().end > from) {
      Seg s = before.getValue();
      m.put(from, s.copy(s.end));
      s.end = from;
    }
    boolean write = acc.writes(a);
    long cur = from;
    while (cur < to) {
      Map.Entry<Long, Seg> c = m.ceilingEntry(cur);
      Seg s;
      if (c == null || c.getKey() > cur) {
        long gapEnd = c == null || c.getKey() >= to ? to : c.getKey();
        s = new Seg(gapEnd);
        m.put(cur, s);
      } else {
        s = c.getValue();
        if (s.end > to) {
          m.put(to, s.copy(s.end));
          s.end = to;
        }
      }
      check(s, a, p, part, cur, s.end, write, bounded);
      apply(s, a, write, bounded);
      cur = s.end;
    }
    merge(m, from, to);
  }

  private void check(
      Seg s, int a, Patch p, long part, long from, long to, boolean write, boolean bounded) {
    if (!write && !bounded && s.lastWrite < 0 && !s.boundedWrite && !s.overflow) {
      listener.unwritten(a, p, part, from, to);
    }
    if (s.lastWrite >= 0 && !acc.before(s.lastWrite, a)) {
      report(s.lastWrite, a, p, part, from, to, bounded);
    }
    if (write && s.readers != null) {
      for (int r : s.readers) {
        if (r >= 0 && !acc.before(r, a)) {
          report(r, a, p, part, from, to, bounded);
        }
      }
    }
    if (s.bounded != null && listener.wantsPossible()) {
      for (int b : s.bounded) {
        if ((write || acc.writes(b)) && !acc.before(b, a)) {
          listener.possibleConflict(b, a);
        }
      }
    }
  }

  private void report(int earlier, int a, Patch p, long part, long from, long to, boolean bounded) {
    if (bounded) {
      if (listener.wantsPossible()) {
        listener.possibleConflict(earlier, a);
      }
    } else {
      listener.conflict(earlier, a, p, part, from, to);
    }
  }

  private void apply(Seg s, int a, boolean write, boolean bounded) {
    if (bounded) {
      s.boundedWrite |= write;
      if (s.bounded != null && s.bounded.length >= MAX_BOUNDED) {
        s.overflow = true;
        overflowed = true;
        return;
      }
      s.bounded = s.bounded == null ? new int[] {a} : append(s.bounded, a);
    } else if (write) {
      s.lastWrite = a;
      s.readers = null;
    } else {
      if (s.readers == null) {
        s.readers = new int[streams];
        Arrays.fill(s.readers, -1);
      }
      s.readers[acc.stream(a)] = a;
    }
  }

  private static int[] append(int[] xs, int x) {
    int[] n = Arrays.copyOf(xs, xs.length + 1);
    n[xs.length] = x;
    return n;
  }

  /** Joins neighbouring segments in and around {@code [from, to)} that now hold the same state. */
  private static void merge(TreeMap<Long, Seg> m, long from, long to) {
    Map.Entry<Long, Seg> e = m.lowerEntry(from);
    if (e == null) {
      e = m.ceilingEntry(from);
    }
    while (e != null) {
      Map.Entry<Long, Seg> next = m.higherEntry(e.getKey());
      if (next == null || e.getKey() > to) {
        return;
      }
      Seg a = e.getValue();
      Seg b = next.getValue();
      if (a.end == next.getKey() && a.sameState(b)) {
        a.end = b.end;
        m.remove(next.getKey());
      } else {
        e = next;
      }
    }
  }
}
