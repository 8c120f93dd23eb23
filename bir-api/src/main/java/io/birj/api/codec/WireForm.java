package io.birj.api.codec;

import io.birj.pelican.CCDiv;
import io.birj.pelican.Expr;
import io.birj.pelican.ExprKind;
import io.birj.pelican.FloorDiv;
import io.birj.pelican.Modulo;

/**
 * What the two wire formats can hold (docs/wire/expressions.md): the v1 gate {@link #isV1}, the
 * eleven kinds the v2 writer has a case for, and the v2 tags and keys, defined once here for the
 * codecs and for {@link io.birj.api.codec.WireSize}.
 */
public final class WireForm {
  private WireForm() {}

  // ---- v2 tags (docs/wire/expressions.md) -----------------------------------------------------

  public static final String TAG_CC_GET_RANK = "CCGetRankKind";
  public static final String TAG_INDIRECT_ARG = "IndirectArgId";
  public static final String TAG_AFFINE_IV = "AffIVKind";
  public static final String TAG_INT_RUNTIME_VALUE = "IntRuntimeValueKind";
  public static final String TAG_SHARD_ID = "ShardIDKind";
  public static final String TAG_AFFINE_EXPR = "AffExprKind";
  public static final String TAG_SUM = "SumKind";
  public static final String TAG_MULT = "MultKind";
  public static final String TAG_FLOOR_DIV = "FloorDivKind";
  public static final String TAG_MODULO = "ModuloKind";
  public static final String TAG_CC_DIV = "CCDivKind";

  /**
   * Read-only: v2 readers accept it and build a Modulo; no writer emits it
   * (docs/wire/expressions.md).
   */
  public static final String TAG_CC_MOD_READ_ONLY = "CCModKind";

  // ---- v2 keys, in emit order per kind ---------------------------------------------------------

  public static final String KEY_KIND = "kind";
  public static final String KEY_TERMS = "terms";
  public static final String KEY_N_TERMS = "n_terms";
  public static final String KEY_IDX = "idx";
  public static final String KEY_COEFF = "coeff";
  public static final String KEY_C = "c";
  public static final String KEY_VAR = "var";
  public static final String KEY_SCALE = "scale";
  public static final String KEY_NUMER = "numer";
  public static final String KEY_DENOM = "denom";
  public static final String KEY_REPLICA_GROUPS_ID = "replica_groups_id";
  public static final String KEY_AXIS = "axis";
  public static final String KEY_ARG_ID = "arg_id";
  public static final String KEY_REGREF = "regref";
  public static final String KEY_UB = "ub";
  public static final String KEY_ITERATION_ID = "iteration_id";
  public static final String KEY_CHANNEL_ID = "channel_id";

  /**
   * The v2 tag the writer emits for a built-in kind, or {@code null} for the four kinds no writer
   * has a case for: APIndex (9), TiledAPIndex (10), SymbolicIdx (12) and CCMod (28)
   * (docs/wire/expressions.md, "Node kinds").
   */
  public static String v2Tag(ExprKind kind) {
    switch (kind) {
      case CC_GET_RANK:
        return TAG_CC_GET_RANK;
      case INDIRECT_ARG:
        return TAG_INDIRECT_ARG;
      case AFFINE_IV:
        return TAG_AFFINE_IV;
      case INT_RUNTIME_VALUE:
        return TAG_INT_RUNTIME_VALUE;
      case SHARD_ID:
        return TAG_SHARD_ID;
      case AFFINE_EXPR:
        return TAG_AFFINE_EXPR;
      case SUM:
        return TAG_SUM;
      case MULT:
        return TAG_MULT;
      case FLOOR_DIV:
        return TAG_FLOOR_DIV;
      case MODULO:
        return TAG_MODULO;
      case CC_DIV:
        return TAG_CC_DIV;
      default:
        return null;
    }
  }

  /** True for the eleven built-in kinds the v2 writer has a case for (vendor nodes: false). */
  public static boolean hasV2Form(Expr e) {
    return e.kind() != null && v2Tag(e.kind()) != null;
  }

  /**
   * The v1-representability gate, exactly as the compiler's {@code isV1} (docs/wire/expressions.md,
   * "v1: the flat legacy form"): true for an AffineExpr (17), a CCGetRank (2) or IndirectArg (3),
   * and a FloorDiv, Modulo or CCDiv (25, 26, 27) whose numerator is directly an AffineExpr; false
   * for everything else (Sum, Mult, index leaves, CCMod, the live-only kinds, vendor kinds, and any
   * deeper nesting). It looks at the root and at most one child: it does not check the affine's
   * terms.
   */
  public static boolean isV1(Expr e) {
    ExprKind k = e.kind();
    if (k == null) {
      return false; // vendor kinds never match the compiler's kind numbers 2, 3, 17, 25..27
    }
    switch (k) {
      case AFFINE_EXPR:
      case CC_GET_RANK:
      case INDIRECT_ARG:
        return true;
      case FLOOR_DIV:
        return ((FloorDiv) e).numer().kind() == ExprKind.AFFINE_EXPR;
      case MODULO:
        return ((Modulo) e).numer().kind() == ExprKind.AFFINE_EXPR;
      case CC_DIV:
        return ((CCDiv) e).numer().kind() == ExprKind.AFFINE_EXPR;
      default:
        return false;
    }
  }
}
