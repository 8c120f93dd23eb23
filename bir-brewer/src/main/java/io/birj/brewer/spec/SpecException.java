package io.birj.brewer.spec;

/** The ISA spec is malformed or inconsistent; the message says where and why. */
public class SpecException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public SpecException(String message) {
    super(message);
  }

  public SpecException(String message, Throwable cause) {
    super(message, cause);
  }
}
