package io.birj.api.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.util.RequestPayload;

/**
 * Input that a strict filter refuses before jackson's parser decodes it, in birj's words and at the
 * byte offset of the first offending byte: text not well-formed in its encoding ({@link
 * IllFormedTextException}) or bytes of a binary document its format refuses ({@link
 * IllFormedDocumentException}).
 *
 * <p>A jackson {@link StreamReadException}, like jackson's own parse errors: thrown through the
 * parser (which does not wrap its input stream's exceptions), it reaches every {@code catch
 * (JsonProcessingException)} that handles a malformed document.
 */
public abstract class IllFormedInputException extends StreamReadException {
  private static final long serialVersionUID = 1L;

  private final long byteOffset;
  private final io.birj.api.error.DiagnosticCode code;

  IllFormedInputException(
      io.birj.api.error.DiagnosticCode code,
      String reason,
      JsonLocation location,
      long byteOffset) {
    super(reason, location, null);
    this.code = code;
    this.byteOffset = byteOffset;
  }

  /** {@code e} as thrown through the parser {@code p}. */
  IllFormedInputException(IllFormedInputException e, JsonParser p) {
    super(e.getOriginalMessage(), e.getLocation(), null);
    _processor = p;
    this.code = e.code;
    this.byteOffset = e.byteOffset;
  }

  /** The diagnostic code of the refusal, given where its words were made. */
  public io.birj.api.error.DiagnosticCode code() {
    return code;
  }

  /** What is wrong, without the position. */
  public String reason() {
    return getOriginalMessage();
  }

  /** The 0-based offset of the first offending byte in the input. */
  public long byteOffset() {
    return byteOffset;
  }

  @Override
  public StreamReadException withRequestPayload(RequestPayload p) {
    return this; // the bytes are the caller's; birj never attaches them to an error
  }
}
