package io.birj.codec.v1;

import io.birj.pelican.AffineExpr;
import io.birj.pelican.AffineIV;
import io.birj.pelican.CCDiv;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;

/**
 * Whether an expression has a v1 form: the seven kinds toJsonv1 has a case for
 * (docs/wire/expressions.md: a flat AffineExpr; a CCGetRank, IndirectArg or ShardId; a FloorDiv,
 * Modulo or CCDiv whose numerator is a flat AffineExpr).
 *
 * <p>This is not {@code WireForm.isV1}. The compiler's {@code isV1} returns false for ShardId (kind
 * 13), yet toJsonv1 has a ShardId case and ShardId reads back from either version; the compiler's
 * assert would fire first. We follow the writer's case set, so a ShardId is written in v1 as the
 * byte-identical {@code {"kind":"ShardIDKind","ub":N}}. We are also stricter where the compiler
 * would write what does not read back: every affine term's index must be an axis (v1 names a term's
 * index by {@code AxisLabel}, and the reader resolves it with {@code findAxis}), and a CCDiv's
 * replica_groups_id must be 0 (v1 has no slot for it and reads every CCDiv back with 0).
 */
final class V1Form {
  private V1Form() {}

  /** Why {@code e} has no v1 form, or {@code null} when it has one. */
  record Refusal(String reason, String path) {}

  static Refusal check(Expr e) {
    ExprKind k = e.kind();
    if (k == null) {
      return new Refusal(e.kindName() + " (a vendor kind) has no v1 form", "");
    }
    switch (k) {
      case AFFINE_EXPR:
        return affine((AffineExpr) e, "");
      case CC_GET_RANK:
      case INDIRECT_ARG:
      case SHARD_ID:
        return null;
      case FLOOR_DIV:
        return numer(((FloorDiv) e).numer(), "FloorDiv");
      case MODULO:
        return numer(((Modulo) e).numer(), "Modulo");
      case CC_DIV:
        CCDiv d = (CCDiv) e;
        if (d.replicaGroupsId() != 0) {
          return new Refusal(
              "a CCDiv's replica_groups_id ("
                  + Long.toUnsignedString(d.replicaGroupsId())
                  + ") has no v1 form (v1 reads every CCDiv back with replica_groups_id 0)",
              "");
        }
        return numer(d.numer(), "CCDiv");
      default:
        return new Refusal(e.kindName() + " (kind " + e.kindNumber() + ") has no v1 form", "");
    }
  }

  private static Refusal numer(Expr numer, String parent) {
    if (!(numer instanceof AffineExpr a)) {
      return new Refusal(
          "the numerator of a "
              + parent
              + " is a "
              + numer.kindName()
              + ", but v1 writes only a flat affine numerator",
          "/numer");
    }
    return affine(a, "/numer");
  }

  private static Refusal affine(AffineExpr a, String path) {
    for (int i = 0; i < a.termCount(); i++) {
      if (!(a.idx(i) instanceof AffineIV)) {
        return new Refusal(
            "an affine term's index is a "
                + a.idx(i).kindName()
                + ", but v1 names a term's index by its axis (AxisLabel)",
            path + "/terms/" + i + "/idx");
      }
    }
    return null;
  }
}
