package io.birj.testkit.property;

import java.util.ArrayList;
import java.util.List;

/**
 * A source of choices: everything a generator decides, it asks here. One primitive, {@link
 * #between}, and conveniences built on it. Three sources drive the same generators: a seeded random
 * one (the property runner's tries), a replayed and shortened recording of one (the runner's
 * shrinking), and a fuzzer's bytes (Jazzer's {@code FuzzedDataProvider}, in bir-fuzz).
 *
 * <p>Generators are written so that the <em>simplest</em> answer to every question gives the
 * simplest value: a source that has run out answers each {@link #between} with the value nearest to
 * zero (the runner's replay) or with {@code min} (a fuzzer), so lists stop, numbers are small and
 * the first option is picked. Shrinking relies on it.
 */
public interface Choices {

  /** A value in {@code [min, max]}, both inclusive ({@code min <= max}). */
  long between(long min, long max);

  /**
   * Draws {@code gen} as one unit. A recording source marks the choices it made, so that shrinking
   * can drop the whole unit at once (a list element, say); other sources just draw.
   */
  default <T> T unit(Gen<T> gen) {
    return gen.draw(this);
  }

  /** An int in {@code [min, max]}, both inclusive. */
  default int between(int min, int max) {
    return (int) between((long) min, (long) max);
  }

  /** True or false, false the simpler. */
  default boolean bool() {
    return between(0, 1) == 1;
  }

  /** True about {@code percent} times in a hundred; false is the simpler answer. */
  default boolean chance(int percent) {
    return between(0, 99) >= 100 - percent;
  }

  /** One of {@code options}, the first the simplest. */
  default <T> T pick(List<T> options) {
    return options.get(between(0, options.size() - 1));
  }

  /** One of {@code options}, the first the simplest. */
  default long pick(long... options) {
    return options[between(0, options.length - 1)];
  }

  /** Any long, from the whole range. */
  default long anyLong() {
    return between(Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /**
   * {@code min} to {@code max} values drawn from {@code gen}, each one unit; after {@code min},
   * each further element is drawn with a chance of {@code percentMore} in a hundred (so the average
   * length beyond {@code min} is about {@code percentMore / (100 - percentMore)}).
   */
  default <T> List<T> listOf(int min, int max, int percentMore, Gen<T> gen) {
    List<T> out = new ArrayList<>();
    while (out.size() < max && (out.size() < min || chance(percentMore))) {
      out.add(unit(gen));
    }
    return out;
  }
}
