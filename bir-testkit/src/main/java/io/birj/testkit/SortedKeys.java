package io.birj.testkit;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A document's twin with every object's keys sorted by code point, as a writer whose objects are
 * {@code std::map}s emits them (tags such as {@code opcode} and {@code kind} then come after most
 * keys).
 */
public final class SortedKeys {
  private SortedKeys() {}

  public static String of(String json) {
    JsonFactory f = new JsonFactory();
    try (JsonParser p = f.createParser(json)) {
      p.nextToken();
      JsonValue v = sort(JsonValues.read(p));
      StringWriter out = new StringWriter();
      try (JsonGenerator g = f.createGenerator(out)) {
        g.setPrettyPrinter(new DefaultPrettyPrinter());
        JsonValues.write(g, v);
      }
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonValue sort(JsonValue v) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> members = new ArrayList<>();
      for (JsonValue.Member m : o.members()) {
        members.add(new JsonValue.Member(m.key(), sort(m.value())));
      }
      members.sort(Comparator.comparing(JsonValue.Member::key));
      return new JsonValue.JsonObject(members);
    }
    if (v instanceof JsonValue.JsonArray a) {
      List<JsonValue> items = new ArrayList<>();
      for (JsonValue i : a.items()) {
        items.add(sort(i));
      }
      return new JsonValue.JsonArray(items);
    }
    return v;
  }
}
