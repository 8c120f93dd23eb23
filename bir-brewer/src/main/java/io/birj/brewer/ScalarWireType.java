package io.birj.brewer;

import io.birj.brewer.spec.TypeRef;
import java.util.Map;

/**
 * A built-in scalar: a number, a boolean or a string is read and written by the helpers of {@code
 * FieldValues}; an expression and an Unknown value go through the context, which knows the
 * document's version and what the loader needs of them.
 */
record ScalarWireType(TypeRef.Scalar scalar) implements WireType {
  @Override
  public String javaType() {
    return switch (scalar) {
      case NAT, INT -> "Long";
      case FLOAT -> "Double";
      case BOOL -> "Boolean";
      case STRING, LOOP_AXIS -> "String";
      case QUASI_AFFINE_EXPR -> "QuasiAffineExpr";
      case UNKNOWN -> "JsonValue";
    };
  }

  /**
   * The name of the {@code FieldValues} reader and writer of this scalar after {@code read} and
   * {@code write}, or {@code null} for the two that go through the context.
   */
  private String fieldValuesName() {
    return switch (scalar) {
      case NAT -> "Nat";
      case INT -> "Int";
      case FLOAT -> "Float";
      case BOOL -> "Bool";
      case STRING, LOOP_AXIS -> "String";
      case QUASI_AFFINE_EXPR, UNKNOWN -> null;
    };
  }

  @Override
  public String read(String p, String what, int depth) {
    return switch (scalar) {
      // The version dispatch (docs/wire/expressions.md): never look at the version here.
      case QUASI_AFFINE_EXPR -> "ctx.readExpr(" + p + ")";
      // Kept as read, through the context: the loader finds expressions in it by shape.
      case UNKNOWN -> "ctx.readUnknown(" + p + ")";
      default -> "FieldValues.read" + fieldValuesName() + "(" + p + ", " + what + ")";
    };
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return switch (scalar) {
      case QUASI_AFFINE_EXPR -> "ctx.writeExpr(" + g + ", " + key + ", " + v + ");";
      case UNKNOWN -> "ctx.writeUnknown(" + g + ", " + key + ", " + v + ");";
      default -> "FieldValues.write" + fieldValuesName() + "(" + g + ", " + v + ");";
    };
  }

  /** Unknown keeps JSON null as read, like any other value it does not know. */
  @Override
  public boolean readsNull() {
    return scalar == TypeRef.Scalar.UNKNOWN;
  }

  @Override
  public String defaultLiteral(Object v) {
    return switch (scalar) {
      case NAT, INT -> ((Number) v).longValue() + "L";
      case FLOAT -> floatLiteral(v);
      case BOOL -> v.toString();
      case STRING, LOOP_AXIS -> Names.literal((String) v);
      case QUASI_AFFINE_EXPR, UNKNOWN -> throw WireType.noDefault(scalar.spelling());
    };
  }

  /** NaN and the infinities travel as strings (the spec's own spelling of them). */
  private static String floatLiteral(Object v) {
    if ("nan".equals(v)) {
      return "Double.NaN";
    } else if ("inf".equals(v)) {
      return "Double.POSITIVE_INFINITY";
    } else if ("-inf".equals(v)) {
      return "Double.NEGATIVE_INFINITY";
    }
    return Double.toString(((Number) v).doubleValue());
  }

  /** Each scalar has a definition of its own, named by its spelling. */
  @Override
  public Map<String, Object> schema() {
    return SchemaProjection.ref(scalar.spelling());
  }
}
