package io.birj.api.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.io.ContentReference;

/**
 * Bytes of a binary document that its format's own check refuses before jackson's parser decodes
 * them (bir-cbor's strict filter: an item with no JSON form, text that is not UTF-8), in birj's
 * words and at the byte offset of the first offending byte.
 *
 * <p>A jackson {@link StreamReadException}, like jackson's own parse errors: thrown through the
 * parser (which does not wrap its input stream's exceptions), it reaches every {@code catch
 * (JsonProcessingException)} that handles a malformed document. Its location has a byte offset and
 * no line.
 */
public class IllFormedDocumentException extends IllFormedInputException {
  private static final long serialVersionUID = 1L;

  /**
   * @param code the diagnostic code of the refusal
   * @param reason what is wrong, in birj's words, without the position
   * @param byteOffset the 0-based offset of the first offending byte in the document
   */
  public IllFormedDocumentException(
      io.birj.api.error.DiagnosticCode code, String reason, long byteOffset) {
    super(
        code,
        reason,
        new JsonLocation(ContentReference.unknown(), byteOffset, -1, -1, -1),
        byteOffset);
  }

  private IllFormedDocumentException(IllFormedDocumentException e, JsonParser p) {
    super(e, p);
  }

  @Override
  public String getMessage() {
    return reason() + " at byte " + byteOffset();
  }

  @Override
  public StreamReadException withParser(JsonParser p) {
    return new IllFormedDocumentException(this, p);
  }
}
