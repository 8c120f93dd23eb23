package io.birj.format.cbor;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * Rewrites a sequence of CBOR items so that every array, map, text and byte string has a definite
 * length, as nlohmann's {@code to_cbor} writes them: jackson's generator opens a container it was
 * not given the size of with an indefinite-length head (0x9F, 0xBF) and a break (0xFF), and writes
 * a long string in chunks. The item values are kept byte for byte; only the heads change, each to
 * the shortest one for its count.
 *
 * <p>Two passes over the bytes: the first counts the items (or string bytes) of each
 * indefinite-length item in the order their heads appear; the second copies the bytes, writing the
 * definite heads in place of the indefinite ones and leaving out breaks and chunk heads. A
 * malformed sequence can only come from a defect of the generator, so it is an {@link
 * IllegalStateException}.
 */
final class DefiniteLengths {
  private static final int BREAK = 0xFF;
  private static final int INDEFINITE = 31;
  private static final int MAJOR_BYTES = 2;
  private static final int MAJOR_TEXT = 3;
  private static final int MAJOR_ARRAY = 4;
  private static final int MAJOR_MAP = 5;
  private static final int MAJOR_SIMPLE = 7;

  private final ByteChunks in;
  private long pos;

  private DefiniteLengths(ByteChunks in) {
    this.in = in;
  }

  /** Writes the items of {@code in}, every length made definite, to {@code out}. */
  static void rewrite(ByteChunks in, OutputStream out) throws IOException {
    long[] lengths = new DefiniteLengths(in).count();
    if (lengths.length == 0) {
      in.copyTo(out, 0, in.size());
    } else {
      new DefiniteLengths(in).copy(lengths, out);
    }
  }

  /**
   * The head's argument (count, length or value; 8-byte values may read as negative longs), 0 for
   * an indefinite length.
   */
  private long argument(int ai) {
    if (ai < 24) {
      return ai;
    }
    if (ai == INDEFINITE) {
      return 0;
    }
    if (ai > 27) {
      throw malformed(pos - 1, "reserved additional information " + ai);
    }
    int n = 1 << (ai - 24);
    need(n);
    long v = 0;
    for (int i = 0; i < n; i++) {
      v = (v << 8) | in.at(pos++);
    }
    return v;
  }

  private void need(long n) {
    if (n < 0 || pos + n > in.size()) {
      throw malformed(pos, "the bytes end inside an item");
    }
  }

  /** Pass 1: the lengths of the indefinite items, in the order of their heads. */
  private long[] count() {
    long[] lengths = new long[16];
    int found = 0;
    // Open containers: items still expected (definite) or -1 (indefinite), items seen, and for an
    // indefinite one the slot of its length and whether it is a map.
    long[] remaining = new long[16];
    long[] seen = new long[16];
    int[] slot = new int[16];
    boolean[] map = new boolean[16];
    int depth = 0;
    while (pos < in.size()) {
      long head = pos;
      int ib = in.at(pos++);
      boolean completed;
      if (ib == BREAK) {
        if (depth == 0 || remaining[depth - 1] >= 0) {
          throw malformed(head, "a break outside an indefinite-length item");
        }
        depth--;
        lengths[slot[depth]] = map[depth] ? seen[depth] / 2 : seen[depth];
        completed = true;
      } else {
        int major = ib >>> 5;
        boolean indefinite = (ib & 31) == INDEFINITE;
        long arg = argument(ib & 31);
        if (found == lengths.length) {
          lengths = Arrays.copyOf(lengths, found * 2);
        }
        switch (major) {
          case MAJOR_BYTES, MAJOR_TEXT -> {
            if (indefinite) {
              lengths[found++] = chunkedLength(major);
            } else {
              need(arg);
              pos += arg;
            }
            completed = true;
          }
          case MAJOR_ARRAY, MAJOR_MAP -> {
            if (!indefinite && (arg < 0 || arg > Long.MAX_VALUE / 2)) {
              throw malformed(head, "a container of more items than there can be bytes");
            }
            long items = indefinite ? -1 : (major == MAJOR_MAP ? arg * 2 : arg);
            if (items == 0) {
              completed = true;
            } else {
              if (depth == remaining.length) {
                remaining = Arrays.copyOf(remaining, depth * 2);
                seen = Arrays.copyOf(seen, depth * 2);
                slot = Arrays.copyOf(slot, depth * 2);
                map = Arrays.copyOf(map, depth * 2);
              }
              remaining[depth] = items;
              seen[depth] = 0;
              map[depth] = major == MAJOR_MAP;
              if (items < 0) {
                slot[depth] = found++;
              }
              depth++;
              completed = false;
            }
          }
          case 6 -> completed = false; // a tag: the item that follows is its content
          case MAJOR_SIMPLE -> {
            if (indefinite) {
              throw malformed(head, "a break outside an indefinite-length item");
            }
            completed = true;
          }
          default -> completed = true; // integers
        }
      }
      // A completed item counts in its container, which may complete in turn.
      while (completed && depth > 0) {
        int t = depth - 1;
        if (remaining[t] < 0) {
          seen[t]++;
          completed = false;
        } else if (--remaining[t] > 0) {
          completed = false;
        } else {
          depth--;
        }
      }
    }
    if (depth > 0) {
      throw malformed(pos, "the bytes end inside a container");
    }
    return Arrays.copyOf(lengths, found);
  }

  /** The total length of the chunks of an indefinite string whose head was just read. */
  private long chunkedLength(int major) {
    long total = 0;
    while (true) {
      need(1);
      long head = pos;
      int ib = in.at(pos++);
      if (ib == BREAK) {
        return total;
      }
      long n = argument(ib & 31);
      if (ib >>> 5 != major || (ib & 31) == INDEFINITE) {
        throw malformed(head, "a string chunk of another type or of indefinite length");
      }
      need(n);
      pos += n;
      total += n;
    }
  }

  /** Pass 2: the bytes with definite heads. Breaks stand only where an item would start. */
  private void copy(long[] lengths, OutputStream target) throws IOException {
    HeadWriter out = new HeadWriter(target);
    int next = 0;
    long run = 0; // start of the bytes not yet copied
    while (pos < in.size()) {
      long head = pos;
      int ib = in.at(pos++);
      if (ib == BREAK) {
        in.copyTo(out, run, head - run);
        run = pos;
        continue;
      }
      int major = ib >>> 5;
      boolean indefinite = (ib & 31) == INDEFINITE;
      long arg = argument(ib & 31);
      if (!indefinite) {
        if (major == MAJOR_BYTES || major == MAJOR_TEXT) {
          pos += arg;
        }
        continue;
      }
      if (major == MAJOR_SIMPLE) {
        throw malformed(head, "a break outside an indefinite-length item");
      }
      in.copyTo(out, run, head - run);
      out.head(major, lengths[next++]);
      if (major == MAJOR_BYTES || major == MAJOR_TEXT) {
        while (in.at(pos) != BREAK) {
          long n = argument(in.at(pos++) & 31);
          in.copyTo(out, pos, n);
          pos += n;
        }
        pos++;
      }
      run = pos;
    }
    in.copyTo(out, run, pos - run);
    out.flush();
  }

  private static IllegalStateException malformed(long offset, String what) {
    return new IllegalStateException(
        "the CBOR bytes held for the rewrite are malformed at offset "
            + offset
            + " (a write failed before close, or a defect): "
            + what);
  }

  /** Writes the shortest head for a count, buffering small writes. */
  private static final class HeadWriter extends java.io.BufferedOutputStream {
    HeadWriter(OutputStream out) {
      super(out, 1 << 16);
    }

    void head(int major, long n) throws IOException {
      int m = major << 5;
      if (n < 24) {
        write(m | (int) n);
      } else if (n <= 0xFF) {
        write(m | 24);
        write((int) n);
      } else if (n <= 0xFFFF) {
        write(m | 25);
        bigEndian(n, 2);
      } else if (n <= 0xFFFFFFFFL) {
        write(m | 26);
        bigEndian(n, 4);
      } else {
        write(m | 27);
        bigEndian(n, 8);
      }
    }

    private void bigEndian(long v, int bytes) throws IOException {
      for (int i = bytes - 1; i >= 0; i--) {
        write((int) (v >>> (8 * i)) & 0xFF);
      }
    }
  }
}
