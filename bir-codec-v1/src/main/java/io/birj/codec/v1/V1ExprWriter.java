package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.codec.WireSize;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCDiv;
import io.birj.pelican.CCGetRank;
import io.birj.pelican.Expr;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.IndirectArg;
import io.birj.pelican.Modulo;
import io.birj.pelican.ShardId;
import java.io.IOException;

/**
 * Writes one v1-representable expression (docs/wire/expressions.md, "v1: the flat legacy form"): a
 * bare affine {@code {"terms": [{"AxisLabel", "coef"}...], "c"}}; Div/Mod/CCDiv as {@code op},
 * {@code op_param} and the affine body of the numerator; CCGetRank as {@code op "CCGetRank"},
 * {@code op_param} = channel_id and the affine body of the constant iteration_id; IndirectArg as
 * {@code {op, op_param}} with no body; ShardId as {@code {"kind": "ShardIDKind", "ub"}}
 * (byte-identical to v2). The op keys come first, as the compiler's writer emits them, then the
 * body.
 */
final class V1ExprWriter {
  private V1ExprWriter() {}

  static void write(Expr e, JsonGenerator g) throws IOException {
    switch (e.kind()) {
      case AFFINE_EXPR:
        g.writeStartObject();
        body((AffineExpr) e, g);
        g.writeEndObject();
        return;
      case FLOOR_DIV:
        FloorDiv f = (FloorDiv) e;
        op(g, V1Wire.OP_DIV, f.denom(), (AffineExpr) f.numer());
        return;
      case MODULO:
        Modulo m = (Modulo) e;
        op(g, V1Wire.OP_MOD, m.denom(), (AffineExpr) m.numer());
        return;
      case CC_DIV:
        CCDiv d = (CCDiv) e;
        op(g, V1Wire.OP_CC_GET_RANK, d.denom(), (AffineExpr) d.numer());
        return;
      case CC_GET_RANK:
        CCGetRank r = (CCGetRank) e;
        g.writeStartObject();
        g.writeStringField(V1Wire.OP, V1Wire.OP_CC_GET_RANK);
        g.writeNumberField(V1Wire.OP_PARAM, r.channelId());
        // The affine body of createAffineInt(iteration_id): no terms, c = iteration_id.
        g.writeArrayFieldStart(V1Wire.TERMS);
        g.writeEndArray();
        g.writeNumberField(V1Wire.C, r.iterationId());
        g.writeEndObject();
        return;
      case INDIRECT_ARG:
        g.writeStartObject();
        g.writeStringField(V1Wire.OP, V1Wire.OP_INDIRECT_ARG);
        g.writeNumberField(V1Wire.OP_PARAM, ((IndirectArg) e).argId());
        g.writeEndObject();
        return;
      default: // SHARD_ID; V1Form refuses every other kind before this is called
        g.writeStartObject();
        g.writeStringField(V1Wire.KIND, V1Wire.SHARD_ID_TAG);
        g.writeNumberField(V1Wire.UB, ((ShardId) e).ub());
        g.writeEndObject();
    }
  }

  private static void op(JsonGenerator g, String op, long param, AffineExpr body)
      throws IOException {
    g.writeStartObject();
    g.writeStringField(V1Wire.OP, op);
    g.writeNumberField(V1Wire.OP_PARAM, param);
    body(body, g);
    g.writeEndObject();
  }

  private static void body(AffineExpr a, JsonGenerator g) throws IOException {
    g.writeArrayFieldStart(V1Wire.TERMS);
    for (int i = 0; i < a.termCount(); i++) {
      g.writeStartObject();
      g.writeStringField(V1Wire.AXIS_LABEL, ((AffineIV) a.idx(i)).axis());
      g.writeNumberField(V1Wire.COEF, a.coeff(i));
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeNumberField(V1Wire.C, a.constant());
  }

  /** The exact compact size of what {@link #write} writes for {@code e}. */
  static long bytes(Expr e) {
    switch (e.kind()) {
      case AFFINE_EXPR:
        return 2 + bodyBytes((AffineExpr) e);
      case FLOOR_DIV:
        FloorDiv f = (FloorDiv) e;
        return opBytes(V1Wire.OP_DIV, f.denom(), (AffineExpr) f.numer());
      case MODULO:
        Modulo m = (Modulo) e;
        return opBytes(V1Wire.OP_MOD, m.denom(), (AffineExpr) m.numer());
      case CC_DIV:
        CCDiv d = (CCDiv) e;
        return opBytes(V1Wire.OP_CC_GET_RANK, d.denom(), (AffineExpr) d.numer());
      case CC_GET_RANK:
        CCGetRank r = (CCGetRank) e;
        // {"op":"CCGetRank","op_param":N,"terms":[],"c":N}
        return 1
            + field(V1Wire.OP, WireSize.stringBytes(V1Wire.OP_CC_GET_RANK))
            + 1
            + field(V1Wire.OP_PARAM, WireSize.longBytes(r.channelId()))
            + 1
            + field(V1Wire.TERMS, 2)
            + 1
            + field(V1Wire.C, WireSize.longBytes(r.iterationId()))
            + 1;
      case INDIRECT_ARG:
        return 1
            + field(V1Wire.OP, WireSize.stringBytes(V1Wire.OP_INDIRECT_ARG))
            + 1
            + field(V1Wire.OP_PARAM, WireSize.longBytes(((IndirectArg) e).argId()))
            + 1;
      default:
        return 1
            + field(V1Wire.KIND, WireSize.stringBytes(V1Wire.SHARD_ID_TAG))
            + 1
            + field(V1Wire.UB, WireSize.longBytes(((ShardId) e).ub()))
            + 1;
    }
  }

  private static long opBytes(String op, long param, AffineExpr body) {
    return 1
        + field(V1Wire.OP, WireSize.stringBytes(op))
        + 1
        + field(V1Wire.OP_PARAM, WireSize.longBytes(param))
        + 1
        + bodyBytes(body)
        + 1;
  }

  /** {@code "terms":[...],"c":N} */
  private static long bodyBytes(AffineExpr a) {
    long arr = 2 + Math.max(0, a.termCount() - 1);
    for (int i = 0; i < a.termCount(); i++) {
      long term =
          2
              + field(V1Wire.AXIS_LABEL, WireSize.stringBytes(((AffineIV) a.idx(i)).axis()))
              + 1
              + field(V1Wire.COEF, WireSize.longBytes(a.coeff(i)));
      arr = WireSize.add(arr, term);
    }
    return WireSize.add(
        field(V1Wire.TERMS, 0) + 1 + field(V1Wire.C, WireSize.longBytes(a.constant())), arr);
  }

  /** {@code "key":} plus the value's bytes. */
  private static long field(String key, long valueBytes) {
    return 2 + key.length() + 1 + valueBytes;
  }
}
