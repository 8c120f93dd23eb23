package io.birj.pelican;

/**
 * A violation of the algebra's rules: a duplicate index in one affine expression, an integer
 * overflow, a division by a non-positive divisor during evaluation, nodes of two contexts mixed, a
 * text form that does not parse. Never a bug in the caller's JVM: always a message a user can act
 * on.
 */
public class PelicanException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public PelicanException(String message) {
    super(message);
  }

  public PelicanException(String message, Throwable cause) {
    super(message, cause);
  }
}
