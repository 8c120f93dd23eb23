package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.FieldSchema;
import io.birj.api.container.FieldType;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Props;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the keys an object holds in props (the container spec's {@code "held": "props"} keys): each
 * value checked against the key's type, then kept as read, so a wrong type is an error at its place
 * and a right one is written back exactly.
 */
final class PropValues {
  private final ReadCursor cursor;

  PropValues(ReadCursor cursor) {
    this.cursor = cursor;
  }

  /** Reads {@code key} into {@code props}; false, reading nothing, when they do not hold it. */
  boolean read(Props props, String key) throws IOException {
    FieldSchema f = props.field(key);
    if (f == null) {
      return false;
    }
    if (cursor.isNull()) {
      cursor.warn(Messages.explicitNull(key));
      props.set(key, JsonValue.JsonNull.NULL);
      return true;
    }
    props.set(key, value(cursor.parser(), f.type(), key));
    return true;
  }

  private JsonValue value(JsonParser p, FieldType t, String what) throws IOException {
    if (t instanceof FieldType.ListOf l) {
      JsonReads.expect(p, JsonToken.START_ARRAY, what);
      List<JsonValue> items = new ArrayList<>();
      while (JsonReads.next(p) != JsonToken.END_ARRAY) {
        items.add(value(p, l.item(), "an element of " + what));
      }
      return new JsonValue.JsonArray(items);
    }
    if (t instanceof FieldType.Ref) {
      return new JsonValue.JsonString(cursor.name(what));
    }
    switch ((FieldType.Scalar) t) {
      case NAT:
        JsonReads.unsignedLong(p, what);
        break;
      case INT:
        JsonReads.signedLong(p, what);
        break;
      case FLOAT:
        JsonReads.floatValue(p, what);
        break;
      case BOOL:
        JsonReads.bool(p, what);
        break;
      case STRING:
        return new JsonValue.JsonString(cursor.name(what));
      case UNKNOWN:
      default:
        break;
    }
    JsonValue v = JsonValues.read(p);
    return v instanceof JsonValue.JsonString s
        ? new JsonValue.JsonString(cursor.intern(s.value()))
        : v;
  }
}
