package io.birj.codec.v1;

/**
 * The v1 vocabulary (seed 000, "toJsonv1" / "fromJsonv1"; seed 001, "The v1↔v2 Shape Delta"). The
 * spellings {@code AxisLabel} / {@code coef} / {@code op} / {@code op_param} exist only in v1.
 */
final class V1Wire {
  private V1Wire() {}

  static final String TERMS = "terms";
  static final String C = "c";
  static final String OP = "op";
  static final String OP_PARAM = "op_param";
  static final String AXIS_LABEL = "AxisLabel";
  static final String COEF = "coef";

  /** The one v2-style object of v1: ShardId, byte-identical in both versions (seed 000). */
  static final String KIND = "kind";

  static final String UB = "ub";
  static final String SHARD_ID_TAG = "ShardIDKind";

  static final String OP_DIV = "Div";
  static final String OP_MOD = "Mod";

  /**
   * Written for both CCDiv and CCGetRank. The seed's "10-char tag" is {@code "CCGetRank"} with its
   * terminating NUL; read back, it always builds a CCDiv with replica_groups_id 0 (seed 000,
   * CORRECTION S08).
   */
  static final String OP_CC_GET_RANK = "CCGetRank";

  static final String OP_INDIRECT_ARG = "IndirectArgId";

  /** The ops, for messages. */
  static final String KNOWN_OPS =
      OP_MOD + ", " + OP_DIV + ", " + OP_CC_GET_RANK + ", " + OP_INDIRECT_ARG;
}
