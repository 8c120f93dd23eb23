package io.birj.api.instruction;

import java.util.Objects;

/**
 * The value of an enum-typed key: a constant the catalog knows, or a spelling it does not know,
 * kept as read so that it writes back unchanged (a newer compiler may add constants; the reader
 * warns through {@link FieldReadContext#warn} and goes on).
 *
 * <p>Two values are equal when their spellings are equal.
 *
 * @param <E> the generated enum
 */
public final class EnumValue<E extends Enum<E> & WireEnum> {
  private final E known;
  private final String spelling;

  private EnumValue(E known, String spelling) {
    this.known = known;
    this.spelling = spelling;
  }

  /**
   * A known constant. Generated enums cache one value per constant; prefer their {@code value()}.
   */
  public static <E extends Enum<E> & WireEnum> EnumValue<E> of(E constant) {
    Objects.requireNonNull(constant, "constant");
    return new EnumValue<>(constant, constant.wire());
  }

  /** A spelling the enum does not know, kept as read. */
  public static <E extends Enum<E> & WireEnum> EnumValue<E> unknown(String spelling) {
    Objects.requireNonNull(spelling, "spelling");
    return new EnumValue<>(null, spelling);
  }

  /** The constant, or {@code null} when the spelling is unknown. */
  public E known() {
    return known;
  }

  public boolean isKnown() {
    return known != null;
  }

  /** The wire spelling (of the constant, or as read). */
  public String spelling() {
    return spelling;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EnumValue<?> v && v.spelling.equals(spelling);
  }

  @Override
  public int hashCode() {
    return spelling.hashCode();
  }

  @Override
  public String toString() {
    return spelling;
  }
}
