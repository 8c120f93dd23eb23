package io.birj.verify.internal.memory;

import io.birj.verify.internal.geometry.Patch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Shadow memory: for every byte range touched so far, and in it every range of partitions, the last
 * write, per stream the last read since it, and the accesses only bounded (placed inexactly) that
 * may touch it. Accesses arrive in an order every ordering edge agrees with, so a conflicting
 * earlier access that is not ordered before the new one is a race, and one read per stream is
 * enough (a later read of a stream is ordered after its earlier ones). A conflict with a bounded
 * access is only possible.
 *
 * <p>Byte ranges are the outer map and partition ranges the inner lists: an access of 128
 * partitions with the same bytes in each is one step per byte range, not 128.
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

  /** The state of a range of partitions over a range of bytes. */
  private static final class Piece {
    long from;
    long to;
    int lastWrite = -1;
    int[] readers;
    int[] bounded;
    boolean boundedWrite;
    boolean overflow;

    Piece(long from, long to) {
      this.from = from;
      this.to = to;
    }

    Piece copy(long newFrom, long newTo) {
      Piece p = new Piece(newFrom, newTo);
      p.lastWrite = lastWrite;
      p.readers = readers == null ? null : readers.clone();
      p.bounded = bounded == null ? null : bounded.clone();
      p.boundedWrite = boundedWrite;
      p.overflow = overflow;
      return p;
    }

    boolean sameState(Piece o) {
      return lastWrite == o.lastWrite
          && boundedWrite == o.boundedWrite
          && overflow == o.overflow
          && Arrays.equals(readers, o.readers)
          && Arrays.equals(bounded, o.bounded);
    }
  }

  /** A byte range and its partition pieces, sorted and disjoint. */
  private static final class Seg {
    long end;
    List<Piece> pieces = new ArrayList<>(2);

    Seg(long end) {
      this.end = end;
    }

    Seg copy(long newEnd) {
      Seg s = new Seg(newEnd);
      for (Piece p : pieces) {
        s.pieces.add(p.copy(p.from, p.to));
      }
      return s;
    }

    boolean sameState(Seg o) {
      if (pieces.size() != o.pieces.size()) {
        return false;
      }
      for (int i = 0; i < pieces.size(); i++) {
        Piece a = pieces.get(i);
        Piece b = o.pieces.get(i);
        if (a.from != b.from || a.to != b.to || !a.sameState(b)) {
          return false;
        }
      }
      return true;
    }
  }

  private final Map<String, TreeMap<Long, Seg>> spaces = new HashMap<>();
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
    TreeMap<Long, Seg> m = spaces.computeIfAbsent(p.space(), k -> new TreeMap<>());
    long[] runs = p.runs();
    if (p.partitionStep() == 1 || p.partitionCount() == 1) {
      for (int r = 0; r < runs.length; r += 2) {
        range(
            m,
            a,
            p,
            p.firstPartition(),
            p.firstPartition() + p.partitionCount(),
            runs[r],
            runs[r + 1],
            bounded);
      }
      return;
    }
    for (int k = 0; k < p.partitionCount(); k++) {
      long part = p.partition(k);
      for (int r = 0; r < runs.length; r += 2) {
        range(m, a, p, part, part + 1, runs[r], runs[r + 1], bounded);
      }
    }
  }

  private void range(
      TreeMap<Long, Seg> m,
      int a,
      Patch p,
      long pFrom,
      long pTo,
      long from,
      long to,
      boolean bounded) {
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
      partitions(s, a, p, pFrom, pTo, cur, s.end, write, bounded);
      cur = s.end;
    }
    merge(m, from, to);
  }

  /** Checks and applies the access to partitions {@code [pFrom, pTo)} of one byte range. */
  private void partitions(
      Seg s,
      int a,
      Patch p,
      long pFrom,
      long pTo,
      long from,
      long to,
      boolean write,
      boolean bounded) {
    List<Piece> in = s.pieces;
    if (in.isEmpty()) {
      in.add(touch(new Piece(pFrom, pTo), a, p, from, to, write, bounded));
      return;
    }
    if (in.size() == 1 && in.get(0).from == pFrom && in.get(0).to == pTo) {
      touch(in.get(0), a, p, from, to, write, bounded); // the same partitions as before: in place
      return;
    }
    List<Piece> out = new ArrayList<>(in.size() + 2);
    long cur = pFrom;
    for (Piece x : in) {
      if (x.to <= pFrom || x.from >= pTo) {
        out.add(x);
        continue;
      }
      if (x.from < pFrom) {
        out.add(x.copy(x.from, pFrom));
      }
      if (cur < x.from) {
        out.add(touch(new Piece(cur, x.from), a, p, from, to, write, bounded));
      }
      Piece mid = x.copy(Math.max(x.from, pFrom), Math.min(x.to, pTo));
      out.add(touch(mid, a, p, from, to, write, bounded));
      cur = mid.to;
      if (x.to > pTo) {
        out.add(x.copy(pTo, x.to));
      }
    }
    if (cur < pTo) {
      out.add(touch(new Piece(cur, pTo), a, p, from, to, write, bounded));
    }
    out.sort((u, v) -> Long.compare(u.from, v.from));
    // join neighbouring pieces that now hold the same state
    List<Piece> joined = new ArrayList<>(out.size());
    for (Piece x : out) {
      Piece last = joined.isEmpty() ? null : joined.get(joined.size() - 1);
      if (last != null && last.to == x.from && last.sameState(x)) {
        last.to = x.to;
      } else {
        joined.add(x);
      }
    }
    s.pieces = joined;
  }

  private Piece touch(Piece x, int a, Patch p, long from, long to, boolean write, boolean bounded) {
    check(x, a, p, from, to, write, bounded);
    apply(x, a, write, bounded);
    return x;
  }

  private void check(Piece s, int a, Patch p, long from, long to, boolean write, boolean bounded) {
    if (!write && !bounded && s.lastWrite < 0 && !s.boundedWrite && !s.overflow) {
      listener.unwritten(a, p, s.from, from, to);
    }
    if (s.lastWrite >= 0 && !acc.before(s.lastWrite, a)) {
      report(s.lastWrite, a, p, s.from, from, to, bounded);
    }
    if (write && s.readers != null) {
      for (int r : s.readers) {
        if (r >= 0 && !acc.before(r, a)) {
          report(r, a, p, s.from, from, to, bounded);
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

  private void apply(Piece s, int a, boolean write, boolean bounded) {
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

  /**
   * Joins neighbouring byte ranges in and around {@code [from, to)} that now hold the same state.
   */
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
