package io.birj.codec.v2;

/**
 * The complete v2 key set (seed 000, "Tree-Not-DAG", property 2), each with the one JSON type it
 * holds whatever the node's kind: that is what lets the reader take an object's keys in any order,
 * including values that come before {@code kind} (nlohmann's std::map sorts keys, so compiler
 * output has e.g. {@code "c"} and {@code "denom"} before {@code "kind"}).
 */
enum V2Key {
  KIND("kind", Type.STRING),
  TERMS("terms", Type.ARRAY),
  N_TERMS("n_terms", Type.UNSIGNED),
  IDX("idx", Type.EXPR),
  COEFF("coeff", Type.SIGNED),
  C("c", Type.SIGNED),
  VAR("var", Type.EXPR),
  SCALE("scale", Type.SIGNED),
  NUMER("numer", Type.EXPR),
  DENOM("denom", Type.SIGNED),
  REPLICA_GROUPS_ID("replica_groups_id", Type.UNSIGNED),
  AXIS("axis", Type.STRING),
  ARG_ID("arg_id", Type.SIGNED),
  REGREF("regref", Type.STRING),
  UB("ub", Type.SIGNED),
  ITERATION_ID("iteration_id", Type.SIGNED),
  CHANNEL_ID("channel_id", Type.SIGNED);

  /**
   * What a key holds. Seed 000: {@code n_terms} and {@code replica_groups_id} are the two unsigned
   * values (nlohmann type tag 6), every other integer a signed {@code json<long>}.
   */
  enum Type {
    STRING,
    SIGNED,
    UNSIGNED,
    EXPR,
    ARRAY
  }

  /** The keys of an affine term object {@code {"idx": ..., "coeff": ...}}, in emit order. */
  static final long TERM_KEYS = IDX.bit | COEFF.bit;

  final String wire;
  final Type type;
  final long bit;

  V2Key(String wire, Type type) {
    this.wire = wire;
    this.type = type;
    this.bit = 1L << ordinal();
  }

  /** The key of this spelling, or {@code null}. */
  static V2Key of(String name) {
    switch (name) {
      case "kind":
        return KIND;
      case "terms":
        return TERMS;
      case "n_terms":
        return N_TERMS;
      case "idx":
        return IDX;
      case "coeff":
        return COEFF;
      case "c":
        return C;
      case "var":
        return VAR;
      case "scale":
        return SCALE;
      case "numer":
        return NUMER;
      case "denom":
        return DENOM;
      case "replica_groups_id":
        return REPLICA_GROUPS_ID;
      case "axis":
        return AXIS;
      case "arg_id":
        return ARG_ID;
      case "regref":
        return REGREF;
      case "ub":
        return UB;
      case "iteration_id":
        return ITERATION_ID;
      case "channel_id":
        return CHANNEL_ID;
      default:
        return null;
    }
  }

  /** The spellings of the keys in {@code mask}, in declaration order, comma separated. */
  static String names(long mask) {
    StringBuilder sb = new StringBuilder();
    for (V2Key k : values()) {
      if ((mask & k.bit) != 0) {
        if (sb.length() > 0) {
          sb.append(", ");
        }
        sb.append(k.wire);
      }
    }
    return sb.toString();
  }
}
