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
  public UnwritableValueException(String reason, JsonGenerator generator) {
    super(reason, generator);
  }

  /** What cannot be written and why. */
  public String reason() {
    return getOriginalMessage();
  }
}
