package io.birj.analysis.listing;

import com.fasterxml.jackson.core.io.JsonStringEncoder;
import io.birj.api.json.JsonValue;

/** A kept JSON value as compact JSON text (an expression inside it in its text form). */
final class JsonText {
  private JsonText() {}

  static String of(JsonValue v) {
    StringBuilder sb = new StringBuilder();
    append(sb, v);
    return sb.toString();
  }

  // Immediates are scalars or short arrays of them: recursion is as deep as the value.
  private static void append(StringBuilder sb, JsonValue v) {
    if (v == null || v instanceof JsonValue.JsonNull) {
      sb.append("null");
    } else if (v instanceof JsonValue.JsonString s) {
      sb.append('"').append(JsonStringEncoder.getInstance().quoteAsString(s.value())).append('"');
    } else if (v instanceof JsonValue.JsonNumber n) {
      sb.append(n.text());
    } else if (v instanceof JsonValue.JsonBool b) {
      sb.append(b.value());
    } else if (v instanceof JsonValue.JsonExpr e) {
      sb.append('"').append(JsonStringEncoder.getInstance().quoteAsString(Listing.text(e.expr())));
      sb.append('"');
    } else if (v instanceof JsonValue.JsonArray a) {
      sb.append('[');
      for (int i = 0; i < a.items().size(); i++) {
        sb.append(i == 0 ? "" : ",");
        append(sb, a.items().get(i));
      }
      sb.append(']');
    } else if (v instanceof JsonValue.JsonObject o) {
      sb.append('{');
      for (int i = 0; i < o.members().size(); i++) {
        JsonValue.Member m = o.members().get(i);
        sb.append(i == 0 ? "" : ",").append('"');
        sb.append(JsonStringEncoder.getInstance().quoteAsString(m.key())).append("\":");
        append(sb, m.value());
      }
      sb.append('}');
    }
  }
}
