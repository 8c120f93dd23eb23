package io.birj.testkit.property;

import java.util.function.Function;

/** A generator: makes a value from the answers of a {@link Choices}. */
@FunctionalInterface
public interface Gen<T> {
  T draw(Choices c);

  default <R> Gen<R> map(Function<? super T, ? extends R> f) {
    return c -> f.apply(draw(c));
  }
}
