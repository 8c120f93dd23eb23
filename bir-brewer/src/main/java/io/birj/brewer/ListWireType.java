package io.birj.brewer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code {"list": T}}: a JSON array of any length, a {@code List} of the element's Java type. */
record ListWireType(WireType element) implements WireType {
  @Override
  public String javaType() {
    return "List<" + element.javaType() + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    return WireType.readEach(element, "readList", p + ", " + what, "", depth);
  }

  @Override
  public String write(String g, String v, String key, int depth) {
    return WireType.writeEach(element, "writeList", g + ", " + v, key, "", depth);
  }

  @Override
  public String defaultLiteral(Object v) {
    List<String> items = new ArrayList<>();
    for (Object item : (List<?>) v) {
      items.add(element.defaultLiteral(item));
    }
    return "List.of(" + String.join(", ", items) + ")";
  }

  @Override
  public boolean holdsReference() {
    return element.holdsReference();
  }

  /** Each element by its index ({@code i}: the spec reader allows no list of lists of names). */
  @Override
  public void visitReferences(Src s, String key, String index, String v) {
    if (!element.holdsReference()) {
      return;
    }
    s.line("for (int i = 0; i < " + v + ".size(); i++) {");
    element.visitReferences(s, key, "i", v + ".get(i)");
    s.line("}");
  }

  @Override
  public Map<String, Object> schema() {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("type", "array");
    d.put("items", element.schema());
    return d;
  }
}
