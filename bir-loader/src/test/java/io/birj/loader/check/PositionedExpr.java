package io.birj.loader.check;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.CodecRegistry;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.StandaloneReadContext;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.Module;
import io.birj.pelican.Expr;
import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * An expression occurrence with a source position, as the reader makes them: the position comes
 * from the parser, so the expression is "read" from a placeholder at that line and column by a
 * codec that answers the given node.
 */
final class PositionedExpr {
  private PositionedExpr() {}

  static QuasiAffineExpr at(Module m, Expr e, int line, int column) {
    String text = "\n".repeat(line - 1) + " ".repeat(column - 1) + "{}";
    PelicanCodec codec =
        new PelicanCodec() {
          @Override
          public int version() {
            return 2;
          }

          @Override
          public String description() {
            return "a codec answering one node";
          }

          @Override
          public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
            p.skipChildren();
            return e;
          }

          @Override
          public boolean canWrite(Expr x, ExprKindRegistry kinds) {
            return false;
          }

          @Override
          public void write(Expr x, JsonGenerator g, WriteOptions options) {
            throw new UnsupportedOperationException("read only");
          }
        };
    CodecRegistry codecs = CodecRegistry.of(codec);
    class Context extends StandaloneReadContext implements ExprDispatch.ReadContext {
      Context() {
        super(m.pelican(), ExprKindRegistry.EMPTY);
      }

      @Override
      public Module module() {
        return m;
      }

      @Override
      public CodecRegistry codecs() {
        return codecs;
      }

      @Override
      public ExprKindRegistry kinds() {
        return ExprKindRegistry.EMPTY;
      }
    }
    try (JsonParser p = new JsonFactory().createParser(text)) {
      p.nextToken();
      return ExprDispatch.readFixed(p, new Context(), 2);
    } catch (IOException ex) {
      throw new UncheckedIOException(ex);
    }
  }
}
