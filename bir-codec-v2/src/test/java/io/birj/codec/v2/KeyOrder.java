package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/** Re-orders the keys of every object of a JSON text: sorted (as nlohmann writes) or shuffled. */
final class KeyOrder {
  private KeyOrder() {}

  static String sorted(String json) {
    return rewrite(json, null);
  }

  static String shuffled(String json, long seed) {
    return rewrite(json, new Random(seed));
  }

  private static String rewrite(String json, Random random) {
    try (JsonParser p = Wire.JSON.createParser(json)) {
      p.nextToken();
      JsonValue v = reorder(JsonValues.read(p), random);
      StringWriter out = new StringWriter();
      try (JsonGenerator g = Wire.JSON.createGenerator(out)) {
        JsonValues.write(g, v);
      }
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonValue reorder(JsonValue v, Random random) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> ms = new ArrayList<>();
      for (JsonValue.Member m : o.members()) {
        ms.add(new JsonValue.Member(m.key(), reorder(m.value(), random)));
      }
      if (random == null) {
        ms.sort(Comparator.comparing(JsonValue.Member::key));
      } else {
        Collections.shuffle(ms, random);
      }
      return new JsonValue.JsonObject(ms);
    }
    if (v instanceof JsonValue.JsonArray a) {
      List<JsonValue> items = new ArrayList<>();
      for (JsonValue i : a.items()) {
        items.add(reorder(i, random));
      }
      return new JsonValue.JsonArray(items);
    }
    return v;
  }
}
