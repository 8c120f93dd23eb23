package io.birj.instructions;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonReads;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import java.io.IOException;

/**
 * A test-only pelican codec for version 2 that knows one shape, {@code {"const": N}} (a constant
 * affine expression). Enough to prove that QuasiAffineExpr keys go through the version dispatch and
 * the installed codec, without depending on the real v2 codec.
 */
final class ConstCodec implements PelicanCodec {
  static final String CONST = "const";

  @Override
  public int version() {
    return 2;
  }

  @Override
  public String description() {
    return "test: {\"const\": N} only";
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, "expression");
    if (p.nextToken() != JsonToken.FIELD_NAME || !CONST.equals(p.currentName())) {
      throw BirException.at(p, "test codec: expected {\"const\": N}");
    }
    p.nextToken();
    long c = JsonReads.signedLong(p, CONST);
    if (p.nextToken() != JsonToken.END_OBJECT) {
      throw BirException.at(p, "test codec: expected {\"const\": N}");
    }
    return ctx.pelican().constant(c);
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    return e instanceof AffineExpr a && a.isConstant();
  }

  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
    g.writeStartObject();
    g.writeNumberField(CONST, ((AffineExpr) e).constant());
    g.writeEndObject();
  }
}
