package io.birj.codec.v1;

/**
 * The v1 vocabulary (docs/wire/expressions.md, "v1: the flat legacy form"). The spellings {@code
 * AxisLabel} / {@code coef} / {@code op} / {@code op_param} exist only in v1.
 */
final class V1Wire {
  private V1Wire() {}

  static final String TERMS = "terms";
  static final String C = "c";
  static final String OP = "op";
  static final String OP_PARAM = "op_param";
  static final String AXIS_LABEL = "AxisLabel";
  static final String COEF = "coef";

  /** The one v2-style object of v1: ShardId, byte-identical in both versions. */
  static final String KIND = "kind";

  static final String UB = "ub";
  static final String SHARD_ID_TAG = "ShardIDKind";

  static final String OP_DIV = "Div";
  static final String OP_MOD = "Mod";

  /**
   * Written for both CCDiv and CCGetRank. The compiler's literal is ten bytes, {@code "CCGetRank"}
   * and its terminating NUL; read back, it always builds a CCDiv with replica_groups_id 0
   * (docs/wire/conversion.md, "Losses").
   */
  static final String OP_CC_GET_RANK = "CCGetRank";

  static final String OP_INDIRECT_ARG = "IndirectArgId";

  /** The ops, for messages. */
  static final String KNOWN_OPS =
      OP_MOD + ", " + OP_DIV + ", " + OP_CC_GET_RANK + ", " + OP_INDIRECT_ARG;
}
