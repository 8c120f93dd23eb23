package io.birj.writer;

import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.model.Module;
import io.birj.writer.emit.CodecExprOut;
import io.birj.writer.emit.DocumentWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * Writes a {@link Module} as a BIR document, streaming (linear time, memory bounded by the nesting
 * depth), in the encoding and target version of its {@link WriteOptions}; the module's own version
 * is never consulted. The output is canonical: every object's known keys in the emit order its
 * model class documents, then its unknown keys in the order they were read; a key absent on input
 * stays absent.
 *
 * <p>Every expression is written in the target version (unknown content's decoded expressions
 * included), except {@code dynamic_ap_info.offset_expr}, which the compiler always writes in
 * version 2 (docs/wire/conversion.md). An expression the target version cannot hold is a {@link
 * io.birj.api.error.BirException} at its pointer in the output. The writer writes what the codecs
 * write; to change a document's version with every loss listed first, use {@link Converter}.
 */
public final class BirWriter {
  private final DocumentWriter writer;

  public BirWriter(CodecRegistry codecs) {
    this(codecs, CodecLimits.DEFAULT);
  }

  /** A writer whose expressions respect {@code limits} (e.g. their largest wire size). */
  public BirWriter(CodecRegistry codecs, CodecLimits limits) {
    this.writer = new DocumentWriter(codecs, limits);
  }

  public CodecRegistry codecs() {
    return writer.codecs();
  }

  /** Writes {@code m} to {@code out}, which stays open. */
  public void write(Module m, OutputStream out, WriteOptions options) throws IOException {
    writer.write(
        m,
        out,
        options.version(),
        options.indent(),
        options.format(),
        CodecExprOut.Replacements.NONE);
  }

  /** The document as bytes. */
  public byte[] toBytes(Module m, WriteOptions options) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      write(m, out, options);
    } catch (IOException e) {
      throw new IllegalStateException("writing to memory failed", e);
    }
    return out.toByteArray();
  }

  /**
   * Writes {@code m} to {@code target} atomically ({@link OutputFile}: a temporary file in the
   * target's directory, forced to disk, renamed over the target; a new file gets the usual mode, an
   * existing one keeps its own, a symbolic link is written through). A failure (a refused
   * expression, a full disk, an interrupt) leaves the target as it was and no temporary file.
   */
  public void writeAtomically(Module m, Path target, WriteOptions options) throws IOException {
    OutputFile.write(target, out -> write(m, out, options));
  }
}
