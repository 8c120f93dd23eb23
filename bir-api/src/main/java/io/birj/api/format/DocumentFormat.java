package io.birj.api.format;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * One byte encoding of a BIR document. The compiler's {@code Module::load} reads a module as JSON
 * or as its CBOR twin into one schema (docs/wire/container.md, "The document as bytes"), so the
 * readers and writers of birj work on jackson's streaming tokens and never on the bytes: an
 * encoding only supplies a parser and a generator.
 *
 * <p>JSON is built in. Other encodings are found by {@link java.util.ServiceLoader} ({@code
 * provides io.birj.api.format.DocumentFormat}), so a distribution can leave them out.
 */
public interface DocumentFormat {
  /** How many of a document's first bytes {@link #recognizes} is shown (fewer when shorter). */
  int HEAD_LENGTH = 16;

  /** The name users give on the command line, e.g. {@code "json"} or {@code "cbor"}. */
  String name();

  /**
   * True when a document that starts with {@code head[0..length)} is in this encoding. {@code head}
   * holds the document's first bytes (at most {@link #HEAD_LENGTH}; fewer only when the document is
   * shorter).
   */
  boolean recognizes(byte[] head, int length);

  /**
   * A parser over {@code in}, honouring {@code constraints}; closing it does not close {@code in}.
   */
  JsonParser createParser(InputStream in, StreamReadConstraints constraints) throws IOException;

  /**
   * A generator onto {@code out}, honouring {@code constraints}; closing it does not close {@code
   * out}.
   */
  JsonGenerator createGenerator(OutputStream out, StreamWriteConstraints constraints)
      throws IOException;

  /**
   * True when the parser's locations carry lines and columns (JSON); false when they carry only
   * byte offsets (binary encodings), which errors then report instead.
   */
  boolean hasLineColumns();

  /** True when the encoding is text that an indent applies to. */
  default boolean isText() {
    return hasLineColumns();
  }
}
