package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.UnwritableValueException;
import io.birj.api.model.Module;
import io.birj.api.pointer.DocPointer;
import io.birj.api.pointer.TrackingGenerator;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Sets up one write (the generator of the format, its limits and indent) and runs the emitter: for
 * real, through the codecs, or as a dry run that surveys the expressions a write would write.
 */
public final class DocumentWriter {
  /**
   * How deep the container may nest (regions in regions, unknown content), beside the levels the
   * expressions take (at most 4 per expression level, bounded by {@link CodecLimits#maxDepth()}).
   */
  public static final int MAX_CONTAINER_NESTING = 1000;

  private final CodecRegistry codecs;
  private final CodecLimits limits;
  private final StreamWriteConstraints constraints;

  public DocumentWriter(CodecRegistry codecs, CodecLimits limits) {
    this.codecs = codecs;
    this.limits = limits;
    this.constraints = constraints(limits);
  }

  private static StreamWriteConstraints constraints(CodecLimits limits) {
    return StreamWriteConstraints.builder()
        .maxNestingDepth(MAX_CONTAINER_NESTING + 4 * limits.maxDepth())
        .build();
  }

  public CodecRegistry codecs() {
    return codecs;
  }

  public CodecLimits limits() {
    return limits;
  }

  /**
   * Writes {@code m} onto {@code out} (not closed) in {@code version}. A failed write leaves what
   * was written so far unterminated, never closed into a document that looks whole.
   */
  public void write(
      Module m,
      OutputStream out,
      int version,
      int indent,
      DocumentFormat format,
      CodecExprOut.Replacements replacements)
      throws IOException {
    checkVersion(version);
    try (JsonGenerator raw = format.createGenerator(out, constraints)) {
      raw.disable(JsonGenerator.Feature.AUTO_CLOSE_JSON_CONTENT);
      boolean indented = indent > 0 && format.isText();
      if (indented) {
        raw.setPrettyPrinter(prettyPrinter(indent));
      }
      JsonGenerator g = TrackingGenerator.wrapIfNeeded(raw);
      try {
        new DocumentEmitter(g, version, new CodecExprOut(codecs, limits, replacements)).module(m);
      } catch (UnwritableValueException e) {
        // The format cannot hold a value (bir-cbor: an unpaired surrogate, a number beyond the
        // double range): refused at the value's place, as the writer refuses an expression.
        throw new BirException(
            e.code(), e.reason(), DocPointer.ofNextValue(g.getOutputContext()), 0, 0, -1, e);
      }
      if (indented) {
        raw.writeRaw('\n');
      }
    }
  }

  /**
   * A dry run: hands {@code sink} every expression a write of {@code m} in {@code version} would
   * write, in document order, and writes nothing.
   */
  public void survey(Module m, int version, ExprSurvey.Sink sink) throws IOException {
    checkVersion(version);
    try (JsonGenerator g = nullGenerator(limits)) {
      new DocumentEmitter(g, version, new ExprSurvey(sink)).module(m);
    }
  }

  /** A generator that writes nothing and keeps the path of what it is given (for dry runs). */
  public static JsonGenerator nullGenerator(CodecLimits limits) throws IOException {
    return TrackingGenerator.nullGenerator(constraints(limits).getMaxNestingDepth());
  }

  /** The compiler's writer error for a version other than 1 or 2, before anything is written. */
  public static void checkVersion(int version) {
    if (version != 1 && version != 2) {
      throw BirException.atPointer(
          io.birj.api.error.DiagnosticCode.BIRJ_E0204, "", ExprDispatch.BAD_WRITE_VERSION);
    }
  }

  /** {@code "key": value}, one member or element per line, {@code indent} spaces a level. */
  private static DefaultPrettyPrinter prettyPrinter(int indent) {
    DefaultIndenter indenter = new DefaultIndenter(" ".repeat(indent), "\n");
    Separators seps =
        Separators.createDefaultInstance()
            .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
            .withObjectEmptySeparator("")
            .withArrayEmptySeparator("");
    return new DefaultPrettyPrinter(seps).withObjectIndenter(indenter).withArrayIndenter(indenter);
  }
}
