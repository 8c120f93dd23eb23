package io.birj.api.format;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.io.ContentReference;

/**
 * Bytes that are not well-formed in the encoding of the JSON text ({@link StrictUtf8InputStream}):
 * an overlong or truncated UTF-8 sequence, an encoded surrogate, a code point above U+10FFFF, a
 * stray continuation byte, a byte that never appears in UTF-8, an unpaired UTF-16 surrogate.
 *
 * <p>It is a jackson {@link StreamReadException}, as jackson's own "Invalid UTF-8" errors are: the
 * text is malformed, the input did not fail. Thrown through jackson's parser (which does not wrap
 * an input stream's exceptions), it reaches every {@code catch (JsonProcessingException)} that
 * already handles malformed JSON, and {@link #getLocation()} is the exact place of the ill-formed
 * sequence's first byte, not where jackson's read-ahead stood. Its {@link #byteOffset()} counts a
 * byte order mark; its {@link #reason()} reads e.g. {@code ill-formed UTF-8: ...}.
 */
public final class IllFormedTextException extends IllFormedInputException {
  private static final long serialVersionUID = 1L;

  private final StrictUtf8InputStream.Encoding encoding;
  private final long line;
  private final long column;

  IllFormedTextException(
      StrictUtf8InputStream.Encoding encoding,
      String reason,
      long byteOffset,
      long line,
      long column) {
    // Text that is not well-formed in its encoding: the bytes are not a document birj knows.
    super(
        io.birj.api.error.DiagnosticCode.BIRJ_E0103,
        reason,
        new JsonLocation(ContentReference.unknown(), byteOffset, -1, clamp(line), clamp(column)),
        byteOffset);
    this.encoding = encoding;
    this.line = line;
    this.column = column;
  }

  private IllFormedTextException(IllFormedTextException e, JsonParser p) {
    super(e, p);
    this.encoding = e.encoding;
    this.line = e.line;
    this.column = e.column;
  }

  private static int clamp(long v) {
    return (int) Math.min(v, Integer.MAX_VALUE);
  }

  /** The encoding the text was read in (detected from its first bytes, as jackson does). */
  public StrictUtf8InputStream.Encoding encoding() {
    return encoding;
  }

  /** The 1-based line of the sequence's first byte. */
  public long line() {
    return line;
  }

  /**
   * The 1-based column of the sequence's first byte, counted as jackson counts columns: in bytes
   * for UTF-8, in UTF-16 code units for UTF-16 and UTF-32; a byte order mark is not counted.
   */
  public long column() {
    return column;
  }

  @Override
  public String getMessage() {
    return reason() + " at " + line + ":" + column + " (byte " + byteOffset() + ")";
  }

  @Override
  public StreamReadException withParser(JsonParser p) {
    return new IllFormedTextException(this, p);
  }
}
