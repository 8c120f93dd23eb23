package io.birj.codec.v2;

import static io.birj.codec.v2.V2Key.ARG_ID;
import static io.birj.codec.v2.V2Key.AXIS;
import static io.birj.codec.v2.V2Key.C;
import static io.birj.codec.v2.V2Key.CHANNEL_ID;
import static io.birj.codec.v2.V2Key.DENOM;
import static io.birj.codec.v2.V2Key.ITERATION_ID;
import static io.birj.codec.v2.V2Key.KIND;
import static io.birj.codec.v2.V2Key.NUMER;
import static io.birj.codec.v2.V2Key.N_TERMS;
import static io.birj.codec.v2.V2Key.REGREF;
import static io.birj.codec.v2.V2Key.REPLICA_GROUPS_ID;
import static io.birj.codec.v2.V2Key.SCALE;
import static io.birj.codec.v2.V2Key.TERMS;
import static io.birj.codec.v2.V2Key.UB;
import static io.birj.codec.v2.V2Key.VAR;

import io.birj.api.codec.WireForm;
import io.birj.pelican.ExprKind;

/**
 * The twelve v2 {@code kind} tags the reader accepts (docs/wire/expressions.md), each with its keys
 * in the writer's emit order ({@code kind} first) and the node kind it is written for. Eleven are
 * written; {@code CCModKind} is read-only and builds a Modulo node.
 */
enum V2Tag {
  CC_GET_RANK(WireForm.TAG_CC_GET_RANK, ExprKind.CC_GET_RANK, KIND, ITERATION_ID, CHANNEL_ID),
  INDIRECT_ARG(WireForm.TAG_INDIRECT_ARG, ExprKind.INDIRECT_ARG, KIND, ARG_ID),
  AFFINE_IV(WireForm.TAG_AFFINE_IV, ExprKind.AFFINE_IV, KIND, AXIS),
  INT_RUNTIME_VALUE(WireForm.TAG_INT_RUNTIME_VALUE, ExprKind.INT_RUNTIME_VALUE, KIND, REGREF),
  SHARD_ID(WireForm.TAG_SHARD_ID, ExprKind.SHARD_ID, KIND, UB),
  AFFINE_EXPR(WireForm.TAG_AFFINE_EXPR, ExprKind.AFFINE_EXPR, KIND, TERMS, C),
  SUM(WireForm.TAG_SUM, ExprKind.SUM, KIND, N_TERMS, TERMS),
  MULT(WireForm.TAG_MULT, ExprKind.MULT, KIND, VAR, SCALE),
  FLOOR_DIV(WireForm.TAG_FLOOR_DIV, ExprKind.FLOOR_DIV, KIND, NUMER, DENOM),
  MODULO(WireForm.TAG_MODULO, ExprKind.MODULO, KIND, NUMER, DENOM),
  CC_DIV(WireForm.TAG_CC_DIV, ExprKind.CC_DIV, KIND, NUMER, DENOM, REPLICA_GROUPS_ID),
  /** Read-only: the compiler reads only numer and denom and builds a Modulo. */
  CC_MOD(WireForm.TAG_CC_MOD_READ_ONLY, null, KIND, NUMER, DENOM);

  final String wire;

  /** The kind written with this tag, {@code null} for the read-only {@code CCModKind}. */
  final ExprKind writtenFor;

  /** The keys in emit order. */
  final V2Key[] keys;

  /** The closed key set. */
  final long keyMask;

  private static final V2Tag[] BY_KIND_NUMBER = new V2Tag[32];

  static {
    for (V2Tag t : values()) {
      if (t.writtenFor != null) {
        BY_KIND_NUMBER[t.writtenFor.number()] = t;
      }
    }
  }

  V2Tag(String wire, ExprKind writtenFor, V2Key... keys) {
    this.wire = wire;
    this.writtenFor = writtenFor;
    this.keys = keys;
    long m = 0;
    for (V2Key k : keys) {
      m |= k.bit;
    }
    this.keyMask = m;
  }

  /** The tag of this spelling, or {@code null} (a vendor tag or an unknown one). */
  static V2Tag ofWire(String tag) {
    switch (tag) {
      case WireForm.TAG_CC_GET_RANK:
        return CC_GET_RANK;
      case WireForm.TAG_INDIRECT_ARG:
        return INDIRECT_ARG;
      case WireForm.TAG_AFFINE_IV:
        return AFFINE_IV;
      case WireForm.TAG_INT_RUNTIME_VALUE:
        return INT_RUNTIME_VALUE;
      case WireForm.TAG_SHARD_ID:
        return SHARD_ID;
      case WireForm.TAG_AFFINE_EXPR:
        return AFFINE_EXPR;
      case WireForm.TAG_SUM:
        return SUM;
      case WireForm.TAG_MULT:
        return MULT;
      case WireForm.TAG_FLOOR_DIV:
        return FLOOR_DIV;
      case WireForm.TAG_MODULO:
        return MODULO;
      case WireForm.TAG_CC_DIV:
        return CC_DIV;
      case WireForm.TAG_CC_MOD_READ_ONLY:
        return CC_MOD;
      default:
        return null;
    }
  }

  /**
   * The tag a built-in kind is written with, or {@code null} for the kinds without a v2 form (9,
   * 10, 12, 28: no writer of the compiler has a case for them).
   */
  static V2Tag forKind(ExprKind kind) {
    return kind == null ? null : BY_KIND_NUMBER[kind.number()];
  }
}
