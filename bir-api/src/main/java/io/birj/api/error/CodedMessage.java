package io.birj.api.error;

import java.util.Objects;

/**
 * A message and its code, made together where the message is made (a message catalogue such as the
 * loader's {@code Messages}): the words can be reworded, the code stays (docs/diagnostics.md).
 */
public record CodedMessage(DiagnosticCode code, String text) {
  public CodedMessage {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(text, "text");
  }

  /** The same code, with {@code more} appended to the words. */
  public CodedMessage append(String more) {
    return new CodedMessage(code, text + more);
  }
}
