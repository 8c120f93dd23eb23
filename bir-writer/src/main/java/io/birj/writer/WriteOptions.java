package io.birj.writer;

import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.JsonFormat;

/**
 * How {@link BirWriter} writes: the target wire version of the expressions (default 2, what the
 * compiler always writes), the indent (0 = compact, the default; n = n spaces per level, one key
 * per line, and a final newline) and the byte encoding (JSON by default; any {@link
 * DocumentFormat}, e.g. CBOR). The version is always this argument, never the module's.
 *
 * @param version the wire version of the expressions and of the {@code version} key: 1 or 2 (the
 *     writer refuses any other with the compiler's message)
 * @param indent 0 to 16; only a text encoding can be indented
 * @param format the encoding of the bytes
 */
public record WriteOptions(int version, int indent, DocumentFormat format) {
  /** Version 2, compact JSON. */
  public static final WriteOptions DEFAULT =
      new WriteOptions(ExprDispatch.DEFAULT_WRITE_VERSION, 0);

  public WriteOptions {
    if (indent < 0 || indent > 16) {
      throw new IllegalArgumentException("indent must be 0..16, not " + indent);
    }
    if (format == null) {
      throw new IllegalArgumentException("a format is required (JSON: WriteOptions.DEFAULT)");
    }
    if (indent > 0 && !format.isText()) {
      throw new IllegalArgumentException(
          "an indent applies to a text encoding only; " + format.name() + " is binary");
    }
  }

  /** JSON in {@code version}, indented by {@code indent}. */
  public WriteOptions(int version, int indent) {
    this(version, indent, JsonFormat.INSTANCE);
  }

  /** Compact JSON in version {@code version}. */
  public static WriteOptions version(int version) {
    return new WriteOptions(version, 0);
  }

  public WriteOptions withIndent(int indent) {
    return new WriteOptions(version, indent, format);
  }

  public WriteOptions withVersion(int version) {
    return new WriteOptions(version, indent, format);
  }

  /** These options in another encoding (an indent is dropped for a binary one). */
  public WriteOptions withFormat(DocumentFormat format) {
    return new WriteOptions(version, format != null && format.isText() ? indent : 0, format);
  }
}
