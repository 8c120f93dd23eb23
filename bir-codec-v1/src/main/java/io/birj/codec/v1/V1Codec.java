package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonValue;
import io.birj.pelican.Expr;
import java.io.IOException;

/**
 * The legacy pelican wire encoding, BIR module version 1 (docs/wire/expressions.md, "v1: the flat
 * legacy form"): a flat affine body {@code {"terms": [{"AxisLabel", "coef"}...], "c"}}, optionally
 * decorated with {@code op} / {@code op_param}, plus the ShardId object shared with v2. The
 * compiler only reads it; birj also writes it (for conversion), refusing what would not read back.
 *
 * <p>Known loss (docs/wire/conversion.md, "Losses"): v1 writes CCDiv and CCGetRank with the same op
 * {@code "CCGetRank"}, and reads it back as a CCDiv with replica_groups_id 0; a CCGetRank(it, ch)
 * therefore reads back as CCDiv(it, ch, 0).
 */
public final class V1Codec implements PelicanCodec {
  /** The module version of this encoding. */
  public static final int VERSION = 1;

  @Override
  public int version() {
    return VERSION;
  }

  @Override
  public String description() {
    return "v1 (legacy flat op-tagged affine)";
  }

  @Override
  public Expr read(JsonParser p, ExprReadContext ctx) throws IOException {
    return new V1ExprReader(p, ctx).read();
  }

  /** True when {@code e} has a v1 form (vendor kinds never have one). */
  /**
   * A flat affine body ({@code terms} of {@code {AxisLabel, coef}} and {@code c}), an op wrapper
   * ({@code op} one of the four ops, with {@code op_param}), or the ShardId object v1 shares with
   * v2.
   */
  @Override
  public boolean looksLikeExpression(JsonValue.JsonObject candidate, ExprKindRegistry kinds) {
    if (candidate.get(V1Wire.KIND) instanceof JsonValue.JsonString k) {
      return V1Wire.SHARD_ID_TAG.equals(k.value());
    }
    if (candidate.get(V1Wire.OP) instanceof JsonValue.JsonString op
        && candidate.get(V1Wire.OP_PARAM) != null) {
      return java.util.Set.of(
              V1Wire.OP_MOD, V1Wire.OP_DIV, V1Wire.OP_CC_GET_RANK, V1Wire.OP_INDIRECT_ARG)
          .contains(op.value());
    }
    return candidate.get(V1Wire.TERMS) instanceof JsonValue.JsonArray terms
        && candidate.get(V1Wire.C) instanceof JsonValue.JsonNumber
        && (terms.items().isEmpty()
            || terms.items().get(0) instanceof JsonValue.JsonObject t
                && t.get(V1Wire.AXIS_LABEL) != null);
  }

  /** A v1 expression is a shard id ({@code kind}), an op wrapper ({@code op}) or an affine body. */
  @Override
  public java.util.Set<String> shapeKeys() {
    return java.util.Set.of(V1Wire.KIND, V1Wire.OP, V1Wire.TERMS);
  }

  @Override
  public boolean canWrite(Expr e, ExprKindRegistry kinds) {
    return V1Form.check(e) == null;
  }

  /** The exact size of {@code e}'s compact v1 form; {@code e} must have one. */
  public static long wireBytes(Expr e) {
    refuseIfNotV1(e, "");
    return V1ExprWriter.bytes(e);
  }

  /**
   * Writes {@code e}, refusing before a byte is written what has no v1 form or breaks the limits:
   * its depth and the bytes of its compact v2 form (the measure of {@code CodecLimits} in both
   * versions, which the readers hold too; the v1 form is never the larger).
   */
  @Override
  public void write(Expr e, JsonGenerator g, WriteOptions options) throws IOException {
    refuseIfNotV1(e, options.pointer());
    options.limits().checkWriteDepth(e.depth(), options.pointer());
    long bytes = V1Size.v2Bytes(e);
    long max = options.limits().maxWireBytes();
    if (bytes > max) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0302,
          options.pointer(),
          WireMessages.overWireBytes("would take " + bytes, max));
    }
    V1ExprWriter.write(e, g);
  }

  private static void refuseIfNotV1(Expr e, String pointer) {
    V1Form.Refusal r = V1Form.check(e);
    if (r != null) {
      throw BirException.atPointer(
          DiagnosticCode.BIRJ_E0407, pointer + r.path(), WireMessages.NOT_V1 + ": " + r.reason());
    }
  }

  @Override
  public String toString() {
    return "V1Codec";
  }
}
