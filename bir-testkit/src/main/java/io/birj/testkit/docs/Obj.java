package io.birj.testkit.docs;

import io.birj.api.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/** Builds a JSON object member by member, in order. */
final class Obj {
  private final List<JsonValue.Member> members = new ArrayList<>();

  Obj put(String key, JsonValue value) {
    members.add(new JsonValue.Member(key, value));
    return this;
  }

  Obj str(String key, String value) {
    return put(key, new JsonValue.JsonString(value));
  }

  Obj num(String key, long value) {
    return put(key, new JsonValue.JsonNumber(Long.toString(value)));
  }

  Obj arr(String key, List<? extends JsonValue> items) {
    return put(key, new JsonValue.JsonArray(new ArrayList<>(items)));
  }

  JsonValue.JsonObject done() {
    return new JsonValue.JsonObject(members);
  }
}
