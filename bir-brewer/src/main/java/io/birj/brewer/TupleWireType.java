package io.birj.brewer;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code {"tuple": [...]}}: a JSON array of exactly its elements, each of its own type, held as a
 * {@code List}: of the elements' Java type when they share one, else of {@code Object}.
 */
record TupleWireType(List<WireType> elements) implements WireType {
  TupleWireType {
    elements = List.copyOf(elements);
  }

  /** The Java type of the list's elements. */
  private String elementType() {
    String first = elements.get(0).javaType();
    for (WireType e : elements) {
      if (!e.javaType().equals(first)) {
        return "Object";
      }
    }
    return first;
  }

  @Override
  public String javaType() {
    return "List<" + elementType() + ">";
  }

  @Override
  public String read(String p, String what, int depth) {
    String et = elementType();
    List<String> readers = new ArrayList<>();
    for (WireType e : elements) {
      readers.add(WireType.reader(depth, (p1, w1) -> e.read(p1, w1, depth + 1)));
    }
    return "FieldValues.<"
        + et
        + ">readTuple("
        + p
        + ", "
        + what
        + ", List.<FieldValues.ElementReader<"
        + et
        + ">>of("
        + String.join(", ", readers)
        + "))";
  }

  /** Each element's writer is cast to its own type: the list holds them as {@code ?}. */
  @Override
  public String write(String g, String v, String key, int depth) {
    List<String> writers = new ArrayList<>();
    for (WireType e : elements) {
      writers.add(
          "(FieldValues.ElementWriter<"
              + e.javaType()
              + ">) "
              + WireType.writer(depth, (g1, x1) -> e.write(g1, x1, key, depth + 1)));
    }
    return "FieldValues.writeTuple("
        + g
        + ", "
        + v
        + ", List.<FieldValues.ElementWriter<?>>of("
        + String.join(", ", writers)
        + "));";
  }

  @Override
  public String defaultLiteral(Object v) {
    List<?> values = (List<?>) v;
    List<String> items = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      items.add(elements.get(i).defaultLiteral(values.get(i)));
    }
    return "List.of(" + String.join(", ", items) + ")";
  }

  @Override
  public Map<String, Object> schema() {
    Map<String, Object> d = new LinkedHashMap<>();
    d.put("type", "array");
    List<Object> items = new ArrayList<>();
    elements.forEach(e -> items.add(e.schema()));
    d.put("prefixItems", items);
    d.put("items", false);
    d.put("minItems", elements.size());
    return d;
  }
}
