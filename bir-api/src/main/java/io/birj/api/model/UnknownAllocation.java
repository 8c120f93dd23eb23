package io.birj.api.model;

import io.birj.api.json.JsonValue;

/** A storage entry of an unknown {@code Skind}: kept as read. */
public record UnknownAllocation(JsonValue value) implements Allocation {
  @Override
  public String skind() {
    return value instanceof JsonValue.JsonObject o
            && o.get(KEY_SKIND) instanceof JsonValue.JsonString s
        ? s.value()
        : null;
  }
}
