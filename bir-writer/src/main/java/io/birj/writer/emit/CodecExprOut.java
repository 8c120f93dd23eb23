package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.CodecLimits;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.pointer.DocPointer;
import io.birj.api.position.SourcePosition;
import io.birj.pelican.Expr;
import java.io.IOException;

/**
 * Writes each expression through the {@link QuasiAffineExpr} write dispatch in its site's version.
 * A refusal by the codec is reported at the expression's pointer in the document written (the
 * codec's own pointer, inside the expression, appended), and at the expression's position in the
 * document it was read from, when it was read.
 */
public final class CodecExprOut implements ExprOut {
  /** What a lossy conversion writes in place of an expression; {@link #NONE} replaces nothing. */
  @FunctionalInterface
  public interface Replacements {
    Replacements NONE = (e, version) -> e;

    /** The expression to write in place of {@code e} at a site of {@code version}. */
    Expr replace(Expr e, int version);
  }

  private final CodecRegistry codecs;
  private final PelicanCodec.WriteOptions options;
  private final Replacements replacements;

  public CodecExprOut(CodecRegistry codecs, CodecLimits limits, Replacements replacements) {
    this.codecs = codecs;
    this.options = new PelicanCodec.WriteOptions(limits, codecs.kinds(), "");
    this.replacements = replacements;
  }

  @Override
  public void write(JsonGenerator g, QuasiAffineExpr e, int version) throws IOException {
    Expr x = replacements.replace(e.expr(), version);
    QuasiAffineExpr written = x == e.expr() ? e : QuasiAffineExpr.of(x);
    try {
      ExprDispatch.write(written, g, version, codecs, options);
    } catch (BirException refused) {
      long at = e.sourcePosition();
      throw new BirException(
          refused.diagnosticCode(),
          refused.reason(),
          DocPointer.ofNextValue(g.getOutputContext()) + refused.pointer(),
          SourcePosition.line(at),
          SourcePosition.column(at),
          SourcePosition.offset(at),
          refused);
    }
  }
}
