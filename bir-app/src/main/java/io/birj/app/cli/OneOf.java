package io.birj.app.cli;

import io.birj.api.error.Spelling;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The converter of an option whose value is one of a few spellings ({@code --format}, {@code
 * --color}, {@code --profile}, {@code --from}): one rule for all of them, so a wrong value is
 * refused the same way everywhere, naming what it is not, the spellings, and the nearest one when
 * it is a likely typo (the same rule as a mistyped command or key). It is also the option's
 * completion candidates, so the help, the man page and the shell complete the same spellings.
 * Picocli makes converters by their class: a subclass gives its spellings in a constructor without
 * parameters.
 *
 * @param <T> what a spelling stands for
 */
abstract class OneOf<T> implements ITypeConverter<T>, Iterable<String> {
  private final String what;
  private final List<String> spellings;
  private final Function<String, T> lookup;

  /**
   * {@code what}: the noun a refusal uses ("a format"); {@code lookup} gives {@code null} for a
   * value that is not one of {@code spellings}.
   */
  OneOf(String what, List<String> spellings, Function<String, T> lookup) {
    this.what = what;
    this.spellings = List.copyOf(spellings);
    this.lookup = lookup;
  }

  /** As above, for values spelled one way each. */
  OneOf(String what, T[] values, Function<T, String> spelling) {
    this(
        what,
        List.of(values).stream().map(spelling).toList(),
        s ->
            List.of(values).stream()
                .filter(v -> spelling.apply(v).equals(s))
                .findFirst()
                .orElse(null));
  }

  @Override
  public T convert(String value) {
    T t = lookup.apply(value);
    if (t != null) {
      return t;
    }
    String near = Spelling.nearest(value, spellings);
    throw new TypeConversionException(
        "'"
            + value
            + "' is not "
            + what
            + " ("
            + listed()
            + ")"
            + (near == null ? "" : "; did you mean '" + near + "'?"));
  }

  @Override
  public Iterator<String> iterator() {
    return spellings.iterator();
  }

  /** "a, b or c". */
  private String listed() {
    int last = spellings.size() - 1;
    return last == 0
        ? spellings.get(0)
        : String.join(", ", spellings.subList(0, last)) + " or " + spellings.get(last);
  }
}
