package io.birj.verify.internal.memory;

import io.birj.verify.internal.geometry.Patch;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Shadow memory: for every byte range of every partition touched so far, the last write and, per
 * stream, the last read since it. Accesses arrive in an order every ordering edge agrees with, so a
 * conflicting earlier access that is not ordered before the new one is a race, and it is enough to
 * keep one read per stream (a later read of a stream is ordered after its earlier ones).
 */
final class Shadow {
  /** What the shadow reports. */
  interface Listener {
    /** {@code earlier} and {@code later} (access ids) conflict on these bytes, unordered. */
    void conflict(int earlier, int later, Patch laterPatch, long partition, long from, long to);

    /** A read of bytes nothing wrote. */
    void unwritten(int read, Patch patch, long partition, long from, long to);
  }

  /** Whether an earlier access (by id) is ordered before a later one. */
  interface Order {
    boolean before(int earlierAccess, int laterAccess);

    int stream(int access);
  }

  private static final class Seg {
    long end;
    int lastWrite = -1;
    int[] readers;

    Seg(long end) {
      this.end = end;
    }

    Seg copy(long newEnd) {
      Seg s = new Seg(newEnd);
      s.lastWrite = lastWrite;
      s.readers = readers == null ? null : readers.clone();
      return s;
    }

    boolean sameState(Seg o) {
      return lastWrite == o.lastWrite && Arrays.equals(readers, o.readers);
    }
  }

  private final Map<String, Map<Long, TreeMap<Long, Seg>>> spaces = new HashMap<>();
  private final Order order;
  private final Listener listener;
  private final int streams;

  Shadow(Order order, Listener listener, int streams) {
    this.order = order;
    this.listener = listener;
    this.streams = streams;
  }

  void access(int acc, Patch p, boolean write) {
    Map<Long, TreeMap<Long, Seg>> parts = spaces.computeIfAbsent(p.space(), k -> new HashMap<>());
    for (int k = 0; k < p.partitionCount(); k++) {
      long part = p.partition(k);
      TreeMap<Long, Seg> m = parts.computeIfAbsent(part, x -> new TreeMap<>());
      long[] runs = p.runs();
      for (int r = 0; r < runs.length; r += 2) {
        range(m, acc, p, part, runs[r], runs[r + 1], write);
      }
    }
  }

  private void range(
      TreeMap<Long, Seg> m, int acc, Patch p, long part, long from, long to, boolean write) {
    Map.Entry<Long, Seg> before = m.lowerEntry(from);
    if (before != null && before.getValue().end > from) {
      Seg s = before.getValue();
      m.put(from, s.copy(s.end));
      s.end = from;
    }
    long cur = from;
    while (cur < to) {
      Map.Entry<Long, Seg> c = m.ceilingEntry(cur);
      if (c == null || c.getKey() >= to || c.getKey() > cur) {
        long gapEnd = c == null || c.getKey() >= to ? to : c.getKey();
        if (!write) {
          listener.unwritten(acc, p, part, cur, gapEnd);
        }
        Seg n = new Seg(gapEnd);
        apply(n, acc, write);
        m.put(cur, n);
        cur = gapEnd;
        continue;
      }
      Seg s = c.getValue();
      if (s.end > to) {
        m.put(to, s.copy(s.end));
        s.end = to;
      }
      check(s, acc, p, part, cur, s.end, write);
      apply(s, acc, write);
      cur = s.end;
    }
    merge(m, from, to);
  }

  private void check(Seg s, int acc, Patch p, long part, long from, long to, boolean write) {
    if (s.lastWrite >= 0 && !order.before(s.lastWrite, acc)) {
      listener.conflict(s.lastWrite, acc, p, part, from, to);
    }
    if (write && s.readers != null) {
      for (int r : s.readers) {
        if (r >= 0 && !order.before(r, acc)) {
          listener.conflict(r, acc, p, part, from, to);
        }
      }
    }
  }

  private void apply(Seg s, int acc, boolean write) {
    if (write) {
      s.lastWrite = acc;
      s.readers = null;
    } else {
      if (s.readers == null) {
        s.readers = new int[streams];
        Arrays.fill(s.readers, -1);
      }
      s.readers[order.stream(acc)] = acc;
    }
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

  /** Whether any byte of {@code [from, to)} of the partition was written. */
  boolean written(String space, long part, long from, long to) {
    Map<Long, TreeMap<Long, Seg>> parts = spaces.get(space);
    TreeMap<Long, Seg> m = parts == null ? null : parts.get(part);
    if (m == null) {
      return false;
    }
    for (Map.Entry<Long, Seg> e = m.floorEntry(from);
        e != null && e.getKey() < to;
        e = m.higherEntry(e.getKey())) {
      if (e.getValue().end > from && e.getValue().lastWrite >= 0) {
        return true;
      }
    }
    return false;
  }
}
