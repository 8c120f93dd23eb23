package io.birj.brewer;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code {"exprOr": T}}: an expression, or a value of {@code T} (Unknown or a record), told apart
 * by shape. It is held as a {@code MaybeAffine<T>}, whose scalar arm is the value; {@code
 * valueDisplay} is {@code T} in the catalog's notation, for the schema's description.
 */
record ExprOrWireType(WireType value, String valueDisplay) implements WireType {
  @Override
  public String javaType() {
    return "MaybeAffine<" + value.javaType() + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    return WireType.fieldValues(
        value.javaType(),
        "readExprOr",
        p + ", " + what,
        WireType.reader(depth, (p1, w1) -> value.read(p1, w1, depth + 1)),
        ", ctx");
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return WireType.fieldValues(
            value.javaType(),
            "writeMaybeAffine",
            g + ", " + key + ", " + v,
            WireType.writer(depth, (g1, x1) -> value.write(g1, x1, key, depth + 1)),
            ", ctx")
        + ";";
  }

  @Override
  public String defaultLiteral(Object v) {
    throw WireType.noDefault("QuasiAffineExpr | " + valueDisplay);
  }

  @Override
  public Map<String, Object> schema() {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("description", "a pelican expression, or (told apart by shape) " + valueDisplay);
    d.put("anyOf", List.of(SchemaProjection.ref("QuasiAffineExpr"), value.schema()));
    return d;
  }
}
