package io.birj.verify.internal.memory;

import io.birj.verify.internal.geometry.Patch;
import io.birj.verify.internal.program.Work;
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

  /** A byte range and its partition pieces (sorted, disjoint), linked to its neighbours. */
  private static final class Seg {
    long start;
    long end;
    Seg prev;
    Seg next;
    List<Piece> pieces = new ArrayList<>(2);

    Seg(long start, long end) {
      this.start = start;
      this.end = end;
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

  /**
   * The byte ranges of one space: a list in address order, and an index by start to find where a
   * range begins (walking on along the list from there).
   */
  private static final class Space {
    final TreeMap<Long, Seg> index = new TreeMap<>();
    Seg head;

    /** The last range starting at or before {@code at}, or null. */
    Seg floor(long at) {
      Map.Entry<Long, Seg> e = index.floorEntry(at);
      return e == null ? null : e.getValue();
    }

    /** A new range {@code [start, end)} put after {@code prev} (null: at the head). */
    Seg insertAfter(Seg prev, long start, long end) {
      Seg n = new Seg(start, end);
      n.prev = prev;
      n.next = prev == null ? head : prev.next;
      if (n.next != null) {
        n.next.prev = n;
      }
      if (prev == null) {
        head = n;
      } else {
        prev.next = n;
      }
      index.put(start, n);
      return n;
    }

    /** Splits {@code s} at {@code at}: {@code s} keeps the bytes below, a copy the rest. */
    Seg split(Seg s, long at) {
      Seg t = insertAfter(s, at, s.end);
      for (Piece p : s.pieces) {
        t.pieces.add(p.copy(p.from, p.to));
      }
      s.end = at;
      return t;
    }

    /** Joins {@code b} into {@code a}, its neighbour below. */
    void join(Seg a, Seg b) {
      a.end = b.end;
      a.next = b.next;
      if (b.next != null) {
        b.next.prev = a;
      }
      index.remove(b.start);
    }
  }

  private final Map<String, Space> spaces = new HashMap<>();
  private final Accesses acc;
  private final Listener listener;
  private final int streams;
  private final Work work;
  private boolean overflowed;

  /** {@code work}: the check's budget, which the shadow's steps count against. */
  Shadow(Accesses acc, Listener listener, int streams, Work work) {
    this.acc = acc;
    this.listener = listener;
    this.streams = streams;
    this.work = work;
  }

  /** True once the check's work passed its limit: the shadow takes no more accesses. */
  boolean exhausted() {
    return work.exhausted();
  }

  /** True once a range had more bounded accesses than it keeps. */
  boolean overflowed() {
    return overflowed;
  }

  /**
   * An access placed exactly ({@code bounded} false) or only bounded by {@code p}; false when the
   * work limit was reached before it was all applied (the shadow is then {@link #exhausted}).
   */
  boolean access(int a, Patch p, boolean bounded) {
    if (exhausted()) {
      return false;
    }
    Space m = spaces.computeIfAbsent(p.space(), k -> new Space());
    long[] runs = p.runs();
    if (p.partitionStep() == 1 || p.partitionCount() == 1) {
      for (int r = 0; r < runs.length; r += 2) {
        if (exhausted()) {
          return false;
        }
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
      return !exhausted();
    }
    for (int k = 0; k < p.partitionCount(); k++) {
      long part = p.partition(k);
      for (int r = 0; r < runs.length; r += 2) {
        if (exhausted()) {
          return false;
        }
        range(m, a, p, part, part + 1, runs[r], runs[r + 1], bounded);
      }
    }
    return !exhausted();
  }

  private void range(
      Space m, int a, Patch p, long pFrom, long pTo, long from, long to, boolean bounded) {
    boolean write = acc.writes(a);
    Seg s = m.floor(from);
    Seg prev;
    if (s != null && s.end > from) {
      if (s.start < from) {
        s = m.split(s, from);
      }
      prev = s.prev;
    } else {
      prev = s;
      s = s == null ? m.head : s.next;
    }
    Seg first = null;
    long cur = from;
    while (cur < to) {
      if (s == null || s.start > cur) {
        long gapEnd = s == null || s.start >= to ? to : s.start;
        Seg g = m.insertAfter(prev, cur, gapEnd);
        partitions(g, a, p, pFrom, pTo, cur, gapEnd, write, bounded);
        first = first == null ? g : first;
        prev = g;
        cur = gapEnd;
        continue;
      }
      if (s.end > to) {
        m.split(s, to);
      }
      partitions(s, a, p, pFrom, pTo, cur, s.end, write, bounded);
      first = first == null ? s : first;
      cur = s.end;
      prev = s;
      s = s.next;
    }
    merge(m, first == null ? null : first.prev, prev);
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
    work.spend(1 + in.size()); // the pieces are copied, sorted and joined
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
    // A touch compares with every stream's reader and every bounded access the piece holds.
    work.spend(
        1
            + (x.readers == null ? 0 : x.readers.length)
            + (x.bounded == null ? 0 : x.bounded.length));
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

  /** Joins neighbouring byte ranges from {@code from} to past {@code last} that hold one state. */
  private static void merge(Space m, Seg from, Seg last) {
    Seg a = from != null ? from : m.head;
    Seg stop = last == null ? null : last.next;
    while (a != null && a.next != null) {
      Seg b = a.next;
      if (a.end == b.start && a.sameState(b)) {
        m.join(a, b);
        if (b == stop) {
          return;
        }
      } else {
        if (a == stop) {
          return;
        }
        a = b;
      }
    }
  }
}
