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
    return WireType.readEach(value, "readExprOr", p + ", " + what, ", ctx", depth);
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return WireType.writeEach(
        value, "writeMaybeAffine", g + ", " + key + ", " + v, key, ", ctx", depth);
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
