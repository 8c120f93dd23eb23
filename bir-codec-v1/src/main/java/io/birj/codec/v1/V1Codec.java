package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.ExprKindRegistry;
import io.birj.api.codec.ExprReadContext;
import io.birj.api.codec.PelicanCodec;
import io.birj.api.codec.WireMessages;
import io.birj.api.error.BirException;
import io.birj.pelican.Expr;
import java.io.IOException;

/**
 * The legacy pelican wire encoding, BIR module version 1 (seed 000, "toJsonv1" / "fromJsonv1"; seed
 * 001): a flat affine body {@code {"terms": [{"AxisLabel", "coef"}...], "c"}}, optionally decorated
 * with {@code op} / {@code op_param}, plus the ShardId object shared with v2. The compiler only
 * reads it; birj also writes it (for conversion), refusing what would not read back.
 *
 * <p>Known loss, from the seed: v1 writes CCDiv and CCGetRank with the same op {@code "CCGetRank"},
 * and reads it back as a CCDiv with replica_groups_id 0; a CCGetRank(it, ch) therefore reads back
 * as CCDiv(it, ch, 0) (seed 000, CORRECTION S08).
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
    int maxDepth = options.limits().maxDepth();
    if (e.depth() > maxDepth) {
      throw BirException.atPointer(
          options.pointer(), WireMessages.writeDeeperThan(e.depth(), maxDepth));
    }
    long bytes = V1Size.v2Bytes(e);
    long max = options.limits().maxWireBytes();
    if (bytes > max) {
      throw BirException.atPointer(
          options.pointer(), WireMessages.overWireBytes("would take " + bytes, max));
    }
    V1ExprWriter.write(e, g);
  }

  private static void refuseIfNotV1(Expr e, String pointer) {
    V1Form.Refusal r = V1Form.check(e);
    if (r != null) {
      throw BirException.atPointer(pointer + r.path(), WireMessages.NOT_V1 + ": " + r.reason());
    }
  }

  @Override
  public String toString() {
    return "V1Codec";
  }
}
