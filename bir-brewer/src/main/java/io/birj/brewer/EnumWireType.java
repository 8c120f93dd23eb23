package io.birj.brewer;

import java.util.List;
import java.util.Map;

/**
 * An enum of the spec: an {@code EnumValue} of the generated enum, so that a spelling the enum does
 * not know is kept and written back unchanged.
 */
record EnumWireType(String name) implements WireType {
  @Override
  public String javaType() {
    return "EnumValue<" + name + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    return "FieldValues.readEnum("
        + p
        + ", "
        + what
        + ", "
        + name
        + ".NAME, "
        + name
        + "::parse, ctx)";
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return "FieldValues.writeEnum(" + g + ", " + v + ");";
  }

  @Override
  public String defaultLiteral(Object v) {
    return name + "." + Names.constant((String) v) + ".value()";
  }

  /** A known constant, so a caller need not write {@code .value()}. */
  @Override
  public List<SetterOverload> setterOverloads() {
    return List.of(new SetterOverload(name, "", ".value()", "to a known constant"));
  }

  @Override
  public Map<String, Object> schema() {
    return SchemaProjection.ref("enum." + name);
  }
}
