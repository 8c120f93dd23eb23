package io.birj.brewer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code {"maybeAffine": S}}: the compiler's {@code MaybeAffine<S>}, a scalar or an expression
 * object, told apart by the shared helpers of {@code FieldValues}. With {@code orSpelling} the
 * scalar may also be written as a spelling of that enum ({@code spelling}, else {@code null}); the
 * scalar arm then holds a number or an {@code EnumValue}, so its Java type is {@code Object}.
 */
record MaybeAffineWireType(ScalarWireType scalar, EnumWireType spelling) implements WireType {
  /** The Java type of the scalar arm. */
  private String arm() {
    return spelling == null ? scalar.javaType() : "Object";
  }

  @Override
  public String javaType() {
    return "MaybeAffine<" + arm() + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    return WireType.fieldValues(
        arm(),
        "readMaybeAffine",
        p + ", " + what,
        WireType.reader(depth, (p1, w1) -> readArm(p1, w1, depth + 1)),
        ", ctx");
  }

  /** The scalar arm's reader, or with a spelling the reader of either. */
  private String readArm(String p1, String w1, int depth) {
    if (spelling == null) {
      return scalar.read(p1, w1, depth);
    }
    return "FieldValues.readScalarOrSpelling("
        + p1
        + ", "
        + w1
        + ", "
        + WireType.reader(depth, (p2, w2) -> scalar.read(p2, w2, depth + 1))
        + ", "
        + spelling.name()
        + ".NAME, "
        + spelling.name()
        + "::parse, ctx)";
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return WireType.fieldValues(
            arm(),
            "writeMaybeAffine",
            g + ", " + key + ", " + v,
            WireType.writer(depth, (g1, x1) -> writeArm(g1, x1, key, depth + 1)),
            ", ctx")
        + ";";
  }

  /** The scalar arm's writer, or with a spelling the writer of either. */
  private String writeArm(String g1, String x1, String key, int depth) {
    if (spelling == null) {
      return scalar.write(g1, x1, key, depth);
    }
    return "FieldValues.writeScalarOrSpelling("
        + g1
        + ", "
        + x1
        + ", (FieldValues.ElementWriter<"
        + scalar.javaType()
        + ">) "
        + WireType.writer(depth, (g2, x2) -> scalar.write(g2, x2, key, depth + 1))
        + ");";
  }

  /** A default is always the scalar arm: a string is a spelling, anything else the scalar. */
  @Override
  public String defaultLiteral(Object v) {
    WireType value = spelling != null && v instanceof String ? spelling : scalar;
    return "MaybeAffine.<" + arm() + ">scalar(" + value.defaultLiteral(v) + ")";
  }

  /** Either arm directly: the scalar, a spelling when there are any, an expression. */
  @Override
  public List<SetterOverload> setterOverloads() {
    List<SetterOverload> out = new ArrayList<>();
    out.add(
        new SetterOverload(
            scalar.javaType(),
            "MaybeAffine.<" + arm() + ">scalar(",
            ")",
            "to a scalar (the scalar arm)"));
    if (spelling != null) {
      out.add(
          new SetterOverload(
              spelling.name(),
              "MaybeAffine.<Object>scalar(",
              ".value())",
              "to a spelling of " + spelling.name()));
    }
    out.add(
        new SetterOverload(
            "QuasiAffineExpr",
            "MaybeAffine.<" + arm() + ">affine(",
            ")",
            "to an expression (the affine arm)"));
    return out;
  }

  /** The plain form has a definition per scalar; the one with spellings is spelled out inline. */
  @Override
  public Map<String, Object> schema() {
    if (spelling == null) {
      return SchemaProjection.ref(SchemaProjection.maybeAffineDef(scalar.scalar()));
    }
    Map<String, Object> d = new LinkedHashMap<>();
    d.put(
        "description",
        "MaybeAffine<"
            + scalar.scalar().spelling()
            + ">, the scalar also spelled as a constant of "
            + spelling.name());
    d.put(
        "anyOf",
        List.of(scalar.schema(), spelling.schema(), SchemaProjection.ref("QuasiAffineExpr")));
    return d;
  }
}
