package io.birj.api.format;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;

/**
 * A value a document format cannot hold, refused by its generator (CBOR: a string with an unpaired
 * surrogate, which UTF-8 cannot encode; a number beyond the double range, which a CBOR float would
 * turn into an infinity). The writer reports it as a {@code BirException} at the value's place in
 * the output; the generator does not know that place (a CBOR generator's context forgets keys).
 */
public class UnwritableValueException extends JsonGenerationException {
  private static final long serialVersionUID = 1L;

  /**
   * @param reason what cannot be written and why, in birj's words
   * @param generator the generator refusing it
   */
  private final io.birj.api.error.DiagnosticCode code;

  /**
   * @param code the diagnostic code of the refusal (a number outside what the format holds: {@code
   *     BIRJ_E0202}; text it cannot encode: {@code BIRJ_E0103})
   */
  public UnwritableValueException(
      io.birj.api.error.DiagnosticCode code, String reason, JsonGenerator generator) {
    super(reason, generator);
    this.code = java.util.Objects.requireNonNull(code, "code");
  }

  /** The diagnostic code of the refusal, given where its words were made. */
  public io.birj.api.error.DiagnosticCode code() {
    return code;
  }

  /** What cannot be written and why. */
  public String reason() {
    return getOriginalMessage();
  }
}
