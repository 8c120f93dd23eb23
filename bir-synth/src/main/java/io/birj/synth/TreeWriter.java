package io.birj.synth;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

/** Writes {@link Obj} trees, with each object's keys in insertion order or sorted. */
record TreeWriter(JsonGenerator g, boolean sorted) {
  void value(Object v) throws IOException {
    if (v instanceof Obj o) {
      object(o);
    } else if (v instanceof List<?> items) {
      g.writeStartArray();
      for (Object item : items) {
        value(item);
      }
      g.writeEndArray();
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof Long l) {
      g.writeNumber(l);
    } else if (v instanceof Integer i) {
      g.writeNumber(i);
    } else if (v instanceof Double d) {
      g.writeNumber(d);
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else {
      throw new IllegalArgumentException("not a JSON value: " + v);
    }
  }

  private void object(Obj o) throws IOException {
    g.writeStartObject();
    int n = o.keys.size();
    if (sorted && n > 1) {
      Integer[] order = new Integer[n];
      for (int i = 0; i < n; i++) {
        order[i] = i;
      }
      // std::map<std::string, ...> order: by bytes; every key here is ASCII.
      Arrays.sort(order, (a, b) -> o.keys.get(a).compareTo(o.keys.get(b)));
      for (Integer i : order) {
        g.writeFieldName(o.keys.get(i));
        value(o.values.get(i));
      }
    } else {
      for (int i = 0; i < n; i++) {
        g.writeFieldName(o.keys.get(i));
        value(o.values.get(i));
      }
    }
    g.writeEndObject();
  }
}
