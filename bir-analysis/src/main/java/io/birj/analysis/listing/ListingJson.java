package io.birj.analysis.listing;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.model.AccessPattern;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;

/**
 * A listing as JSON, the shape docs/show.md describes: each entry an object with its {@code kind}
 * and {@code pointer}, what it holds last ({@code holders}, {@code blocks} or {@code
 * instructions}); every key always written, null where there is nothing.
 */
public final class ListingJson {
  private ListingJson() {}

  /** A marker on the stack: close what the entry under it opened. */
  private static final Object CLOSE = new Object();

  /** Writes {@code e} and everything under it as one JSON object. */
  public static void write(Entry e, JsonGenerator g) throws IOException {
    // Entries nest as deep as the document's regions: an explicit stack, not recursion.
    ArrayDeque<Object> todo = new ArrayDeque<>();
    todo.push(e);
    while (!todo.isEmpty()) {
      Object next = todo.pop();
      if (next == CLOSE) {
        g.writeEndArray();
        g.writeEndObject();
        continue;
      }
      Entry x = (Entry) next;
      g.writeStartObject();
      g.writeStringField("kind", x.kind());
      g.writeStringField("pointer", x.pointer());
      String children;
      if (x instanceof ModuleEntry) {
        children = "holders";
      } else if (x instanceof HolderEntry h) {
        g.writeStringField("name", h.name());
        children = "blocks";
      } else if (x instanceof BlockEntry b) {
        g.writeStringField("name", b.name());
        children = "instructions";
      } else {
        instruction(g, (InstructionEntry) x);
        children = "blocks";
      }
      g.writeArrayFieldStart(children);
      todo.push(CLOSE);
      List<? extends Entry> under = x.children();
      for (int k = under.size() - 1; k >= 0; k--) {
        todo.push(under.get(k));
      }
    }
  }

  private static void instruction(JsonGenerator g, InstructionEntry i) throws IOException {
    g.writeNumberField("index", i.index());
    g.writeStringField("name", i.name());
    g.writeStringField("opcode", i.opcode());
    g.writeStringField("engine", i.engine());
    g.writeStringField("header", i.header());
    g.writeArrayFieldStart("operands");
    for (InstructionEntry.Operand o : i.operands()) {
      g.writeStartObject();
      g.writeStringField("role", o.role());
      g.writeNumberField("index", o.index());
      g.writeStringField("kind", o.kind());
      g.writeStringField("dtype", o.dtype());
      g.writeStringField("location", o.location());
      g.writeStringField("set", o.set());
      g.writeFieldName("ap");
      if (o.ap() == null) {
        g.writeNull();
      } else {
        g.writeStartArray();
        for (AccessPattern.Pair p : o.ap()) {
          g.writeStartArray();
          g.writeNumber(p.step());
          g.writeNumber(p.num());
          g.writeEndArray();
        }
        g.writeEndArray();
      }
      nullableNumber(g, "offset", o.offset());
      strings(g, "expressions", o.expressions());
      g.writeStringField("value", o.value());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("edges");
    for (InstructionEntry.Edge e : i.edges()) {
      g.writeStartObject();
      g.writeStringField("list", e.list());
      g.writeStringField("target", e.target());
      g.writeStringField("targetPointer", e.targetPointer());
      g.writeStringField("kind", e.kind());
      g.writeFieldName("distance");
      if (e.distance() == null) {
        g.writeNull();
      } else {
        g.writeStartArray();
        for (Long d : e.distance()) {
          g.writeNumber(d);
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("waits");
    for (InstructionEntry.Wait w : i.waits()) {
      g.writeStartObject();
      nullableNumber(g, "id", w.id());
      nullableNumber(g, "value", w.value());
      g.writeStringField("from", w.from());
      g.writeStringField("fromPointer", w.fromPointer());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("updates");
    for (InstructionEntry.Update u : i.updates()) {
      g.writeStartObject();
      nullableNumber(g, "id", u.id());
      nullableNumber(g, "value", u.value());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeArrayFieldStart("expressions");
    for (InstructionEntry.Expression x : i.expressions()) {
      g.writeStartObject();
      g.writeStringField("at", x.at());
      g.writeStringField("text", x.text());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeFieldName("source");
    InstructionEntry.Source s = i.source();
    if (s == null) {
      g.writeNull();
    } else {
      g.writeStartObject();
      g.writeStringField("file", s.file());
      nullableNumber(g, "line", s.line());
      g.writeStringField("op", s.op());
      g.writeEndObject();
    }
  }

  private static void nullableNumber(JsonGenerator g, String key, Long n) throws IOException {
    g.writeFieldName(key);
    if (n == null) {
      g.writeNull();
    } else {
      g.writeNumber(n);
    }
  }

  private static void strings(JsonGenerator g, String key, List<String> ss) throws IOException {
    g.writeArrayFieldStart(key);
    for (String s : ss) {
      g.writeString(s);
    }
    g.writeEndArray();
  }
}
