package io.birj.testkit.property;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A recording source of choices: answers from a seeded random stream (a try), or replays a given
 * sequence of answers (a shrinking candidate), answering past its end with the simplest value.
 * Either way it records every answer, the simplest answer each question had, and the units ({@link
 * Choices#unit}) the answers form.
 */
final class Tape implements Choices {
  /** More draws than this in one value means a generator that does not stop: an error. */
  static final int MAX_DRAWS = 1 << 20;

  /** Thrown when a generator draws more than {@link #MAX_DRAWS} answers. */
  static final class Overrun extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Overrun() {
      super("the generator drew more than " + MAX_DRAWS + " choices for one value");
    }
  }

  /** A run of answers drawn inside one {@link Choices#unit}: {@code [start, end)}. */
  record Unit(int start, int end) {}

  private final SplittableRandom random;
  private final long[] prefix;
  private long[] values = new long[64];
  private long[] simplest = new long[64];
  private int size;
  private final List<Unit> units = new ArrayList<>();

  private Tape(SplittableRandom random, long[] prefix) {
    this.random = random;
    this.prefix = prefix;
  }

  /** Answers at random from {@code seed}. */
  static Tape fresh(long seed) {
    return new Tape(new SplittableRandom(seed), null);
  }

  /** Answers {@code prefix} (each fitted into the range asked), then the simplest values. */
  static Tape replay(long[] prefix) {
    return new Tape(null, prefix);
  }

  @Override
  public long between(long min, long max) {
    if (min > max) {
      throw new IllegalArgumentException("between(" + min + ", " + max + "): min > max");
    }
    if (size == MAX_DRAWS) {
      throw new Overrun();
    }
    long target = simplestIn(min, max);
    long v;
    if (random != null) {
      v = uniform(random, min, max);
    } else if (size < prefix.length) {
      v = Math.max(min, Math.min(max, prefix[size]));
    } else {
      v = target;
    }
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
      simplest = Arrays.copyOf(simplest, size * 2);
    }
    values[size] = v;
    simplest[size] = target;
    size++;
    return v;
  }

  @Override
  public <T> T unit(Gen<T> gen) {
    int start = size;
    T value = gen.draw(this);
    if (size - start > 1) {
      units.add(new Unit(start, size));
    }
    return value;
  }

  /** The value of {@code [min, max]} nearest to zero. */
  static long simplestIn(long min, long max) {
    return min > 0 ? min : max < 0 ? max : 0;
  }

  private static long uniform(SplittableRandom r, long min, long max) {
    long span = max - min; // as unsigned: the count of values minus one
    if (span >= 0 && span < Long.MAX_VALUE) {
      return min + r.nextLong(span + 1);
    }
    while (true) { // more than 2^63 values: at most two draws on average
      long v = r.nextLong();
      if (v >= min && v <= max) {
        return v;
      }
    }
  }

  long[] values() {
    return Arrays.copyOf(values, size);
  }

  int size() {
    return size;
  }

  /** How far answer {@code i} is from the simplest answer to its question, as an unsigned long. */
  long distance(int i) {
    return values[i] >= simplest[i] ? values[i] - simplest[i] : simplest[i] - values[i];
  }

  long simplest(int i) {
    return simplest[i];
  }

  List<Unit> units() {
    return units;
  }

  /**
   * True when this tape is simpler than {@code other}: fewer answers, or as many and, at the first
   * that differs, an answer nearer to its simplest.
   */
  boolean simplerThan(Tape other) {
    if (size != other.size) {
      return size < other.size;
    }
    for (int i = 0; i < size; i++) {
      int c = Long.compareUnsigned(distance(i), other.distance(i));
      if (c != 0) {
        return c < 0;
      }
    }
    return false;
  }
}
