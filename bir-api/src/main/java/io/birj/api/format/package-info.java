/**
 * The byte encodings of a BIR document: JSON, built in, and its CBOR twin, provided by the module
 * io.birj.format.cbor (artifact bir-cbor) so that a distribution can leave it out.
 *
 * <p>The compiler's {@code Module::load} reads one schema from either encoding and tells them apart
 * by the first bytes (the exact test is inferred, not documented): a JSON document is an object, so
 * its first non-blank character is <code>{</code> (a UTF-8 byte order mark may come first; UTF-16
 * and UTF-32 text shows a pattern of zero bytes that jackson detects); a CBOR document is a map, so
 * its first byte has major type 5 (0xA0-0xBB, or 0xBF for a map of indefinite length), or it starts
 * with the self-describe tag D9 D9 F7. {@link io.birj.api.format.KnownFormat} holds these
 * signatures, {@link io.birj.api.format.DocumentFormats} applies them.
 *
 * <p>Positions: a JSON parser's locations carry lines and columns. A binary encoding's carry only
 * byte offsets ({@link io.birj.api.format.DocumentFormat#hasLineColumns()} is false): for CBOR,
 * {@code getByteOffset()} is the offset of the token's first byte and the line is -1 (see
 * bir-cbor/README.md).
 */
package io.birj.api.format;
