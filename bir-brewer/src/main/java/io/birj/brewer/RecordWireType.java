package io.birj.brewer;

import java.util.Map;

/** A record of the spec: the generated record reads and writes itself. */
record RecordWireType(String name) implements WireType {
  @Override
  public String javaType() {
    return name;
  }

  @Override
  public String read(String p, String what, int depth) {
    return name + ".read(" + p + ", " + what + ", ctx)";
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return name + ".write(" + g + ", " + v + ", ctx);";
  }

  @Override
  public String defaultLiteral(Object v) {
    throw WireType.noDefault(name);
  }

  @Override
  public Map<String, Object> schema() {
    return SchemaProjection.ref("record." + name);
  }
}
