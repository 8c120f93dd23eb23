package io.birj.api.expr;

import java.util.Objects;

/**
 * The value of a {@code MaybeAffine<T>} key: either a scalar or a pelican expression (the
 * compiler's {@code MaybeAffine<T>::writeIntoJson}; docs/wire/container.md, "MaybeAffine fields").
 * A dynamic-shape kernel writes an expression where a static one writes a number.
 *
 * <p>The generated catalog also holds in it a key whose value is an expression or an object of
 * another kind, told apart by shape ({@code CollectiveCompute.cc_channel}): the object is then the
 * scalar arm.
 *
 * @param <T> the scalar's type ({@code Long}, {@code Boolean}, ...)
 */
public final class MaybeAffine<T> {
  private final T scalar;
  private final QuasiAffineExpr expr;

  private MaybeAffine(T scalar, QuasiAffineExpr expr) {
    this.scalar = scalar;
    this.expr = expr;
  }

  /** The scalar arm. */
  public static <T> MaybeAffine<T> scalar(T value) {
    return new MaybeAffine<>(Objects.requireNonNull(value, "value"), null);
  }

  /** The affine arm. */
  public static <T> MaybeAffine<T> affine(QuasiAffineExpr expr) {
    return new MaybeAffine<>(null, Objects.requireNonNull(expr, "expr"));
  }

  public boolean isAffine() {
    return expr != null;
  }

  /** The scalar, or {@code null} for the affine arm. */
  public T scalarValue() {
    return scalar;
  }

  /** The expression, or {@code null} for the scalar arm. */
  public QuasiAffineExpr expr() {
    return expr;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MaybeAffine<?> m
        && Objects.equals(m.scalar, scalar)
        && Objects.equals(m.expr, expr);
  }

  @Override
  public int hashCode() {
    return Objects.hash(scalar, expr);
  }

  @Override
  public String toString() {
    return expr != null ? expr.toString() : String.valueOf(scalar);
  }
}
