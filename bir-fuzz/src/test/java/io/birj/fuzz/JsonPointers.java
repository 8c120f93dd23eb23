package io.birj.fuzz;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Whether a JSON Pointer (RFC 6901) a report gives names a place of the document's own text: the
 * targets' check that a finding points at something that exists, resolved against the input rather
 * than against the model, so a pointer made from the model's spelling of a key is caught.
 */
final class JsonPointers {
  private static final JsonFactory JSON = new JsonFactory();

  private JsonPointers() {}

  static JsonValue parse(String json) {
    try (JsonParser p = JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      p.nextToken();
      return JsonValues.read(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** True when {@code pointer} names a value of {@code doc}. */
  static boolean resolves(JsonValue doc, String pointer) {
    if (pointer == null) {
      return false;
    }
    if (pointer.isEmpty()) {
      return true;
    }
    if (pointer.charAt(0) != '/') {
      return false;
    }
    JsonValue at = doc;
    for (String raw : pointer.substring(1).split("/", -1)) {
      String token = raw.replace("~1", "/").replace("~0", "~");
      at = step(at, token);
      if (at == null) {
        return false;
      }
    }
    return true;
  }

  /** A key that appears twice in one object of {@code v}, or null. */
  static String keySaidTwice(JsonValue v) {
    if (v instanceof JsonValue.JsonObject o) {
      java.util.Set<String> seen = new java.util.HashSet<>();
      for (JsonValue.Member m : o.members()) {
        if (!seen.add(m.key())) {
          return m.key();
        }
        String inner = keySaidTwice(m.value());
        if (inner != null) {
          return inner;
        }
      }
    } else if (v instanceof JsonValue.JsonArray a) {
      for (JsonValue i : a.items()) {
        String inner = keySaidTwice(i);
        if (inner != null) {
          return inner;
        }
      }
    }
    return null;
  }

  private static JsonValue step(JsonValue at, String token) {
    if (at instanceof JsonValue.JsonObject o) {
      for (JsonValue.Member m : o.members()) {
        if (m.key().equals(token)) {
          return m.value();
        }
      }
      return null;
    }
    if (at instanceof JsonValue.JsonArray a) {
      if (!token.matches("0|[1-9][0-9]{0,8}")) {
        return null;
      }
      int i = Integer.parseInt(token);
      return i < a.items().size() ? a.items().get(i) : null;
    }
    return null;
  }
}
