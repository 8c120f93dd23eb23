package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.testkit.property.Shuffle;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.UnaryOperator;

/** Re-orders the keys of every object of a JSON text: sorted (as nlohmann writes) or shuffled. */
final class KeyOrder {
  private KeyOrder() {}

  static String sorted(String json) {
    return rewrite(
        json,
        ms -> {
          ms.sort(Comparator.comparing(JsonValue.Member::key));
          return ms;
        });
  }

  static String shuffled(String json, long seed) {
    Random random = new Random(seed);
    return rewrite(
        json,
        ms -> {
          Collections.shuffle(ms, random);
          return ms;
        });
  }

  /** Each object's keys reordered by {@code shuffle}. */
  static String shuffled(String json, Shuffle shuffle) {
    return rewrite(json, shuffle::apply);
  }

  private static String rewrite(String json, UnaryOperator<List<JsonValue.Member>> order) {
    try (JsonParser p = Wire.JSON.createParser(json)) {
      p.nextToken();
      JsonValue v = reorder(JsonValues.read(p), order);
      StringWriter out = new StringWriter();
      try (JsonGenerator g = Wire.JSON.createGenerator(out)) {
        JsonValues.write(g, v);
      }
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonValue reorder(JsonValue v, UnaryOperator<List<JsonValue.Member>> order) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> ms = new ArrayList<>();
      for (JsonValue.Member m : o.members()) {
        ms.add(new JsonValue.Member(m.key(), reorder(m.value(), order)));
      }
      return new JsonValue.JsonObject(order.apply(ms));
    }
    if (v instanceof JsonValue.JsonArray a) {
      List<JsonValue> items = new ArrayList<>();
      for (JsonValue i : a.items()) {
        items.add(reorder(i, order));
      }
      return new JsonValue.JsonArray(items);
    }
    return v;
  }
}
