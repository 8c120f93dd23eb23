package io.birj.codec.v2;

import io.birj.api.codec.WireForm;

/**
 * The complete v2 key set (docs/wire/expressions.md, "Tree, not DAG"; spellings from {@link
 * WireForm}), each with the one JSON type it holds whatever the node's kind: that is what lets the
 * reader take an object's keys in any order, including values that come before {@code kind}
 * (nlohmann's std::map sorts keys, so compiler output has e.g. {@code "c"} and {@code "denom"}
 * before {@code "kind"}).
 */
enum V2Key {
  KIND(WireForm.KEY_KIND, Type.STRING),
  TERMS(WireForm.KEY_TERMS, Type.ARRAY),
  N_TERMS(WireForm.KEY_N_TERMS, Type.UNSIGNED),
  IDX(WireForm.KEY_IDX, Type.EXPR),
  COEFF(WireForm.KEY_COEFF, Type.SIGNED),
  C(WireForm.KEY_C, Type.SIGNED),
  VAR(WireForm.KEY_VAR, Type.EXPR),
  SCALE(WireForm.KEY_SCALE, Type.SIGNED),
  NUMER(WireForm.KEY_NUMER, Type.EXPR),
  DENOM(WireForm.KEY_DENOM, Type.SIGNED),
  REPLICA_GROUPS_ID(WireForm.KEY_REPLICA_GROUPS_ID, Type.UNSIGNED),
  AXIS(WireForm.KEY_AXIS, Type.STRING),
  ARG_ID(WireForm.KEY_ARG_ID, Type.SIGNED),
  REGREF(WireForm.KEY_REGREF, Type.STRING),
  UB(WireForm.KEY_UB, Type.SIGNED),
  ITERATION_ID(WireForm.KEY_ITERATION_ID, Type.SIGNED),
  CHANNEL_ID(WireForm.KEY_CHANNEL_ID, Type.SIGNED);

  /**
   * What a key holds. {@code n_terms} and {@code replica_groups_id} are the two unsigned values
   * (nlohmann type tag 6), every other integer a signed {@code json<long>}
   * (docs/wire/expressions.md, "Node kinds").
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

  /** The spelling in quotes, for messages (made once: values are read on a hot path). */
  final String quoted;

  final Type type;
  final long bit;

  V2Key(String wire, Type type) {
    this.wire = wire;
    this.quoted = '"' + wire + '"';
    this.type = type;
    this.bit = 1L << ordinal();
  }

  /** The key of this spelling, or {@code null}. */
  static V2Key of(String name) {
    switch (name) {
      case WireForm.KEY_KIND:
        return KIND;
      case WireForm.KEY_TERMS:
        return TERMS;
      case WireForm.KEY_N_TERMS:
        return N_TERMS;
      case WireForm.KEY_IDX:
        return IDX;
      case WireForm.KEY_COEFF:
        return COEFF;
      case WireForm.KEY_C:
        return C;
      case WireForm.KEY_VAR:
        return VAR;
      case WireForm.KEY_SCALE:
        return SCALE;
      case WireForm.KEY_NUMER:
        return NUMER;
      case WireForm.KEY_DENOM:
        return DENOM;
      case WireForm.KEY_REPLICA_GROUPS_ID:
        return REPLICA_GROUPS_ID;
      case WireForm.KEY_AXIS:
        return AXIS;
      case WireForm.KEY_ARG_ID:
        return ARG_ID;
      case WireForm.KEY_REGREF:
        return REGREF;
      case WireForm.KEY_UB:
        return UB;
      case WireForm.KEY_ITERATION_ID:
        return ITERATION_ID;
      case WireForm.KEY_CHANNEL_ID:
        return CHANNEL_ID;
      default:
        return null;
    }
  }

  /** How many keys there are (an array indexed by {@code ordinal()} has this length). */
  static final int COUNT = values().length;

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
