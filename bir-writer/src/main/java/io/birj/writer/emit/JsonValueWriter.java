package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteCapability;
import io.birj.api.format.UnwritableValueException;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonValue;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayDeque;
import java.util.Iterator;

/**
 * Writes {@link JsonValue}s as they were read, and the {@link JsonValue.JsonExpr}s in them through
 * the emitter's {@link ExprOut} in the target version, so that unknown content never keeps an
 * expression in another version than the document's. Iterative: a value that read on a small stack
 * also writes on it.
 *
 * <p>Numbers keep their exact text where the encoding can hold text (JSON); a binary encoding gets
 * their value: an integer as an integer (a big one as a big integer), any other number as a double
 * when finite, else as a decimal.
 */
final class JsonValueWriter {
  private final ExprOut exprs;
  private final int version;

  JsonValueWriter(ExprOut exprs, int version) {
    this.exprs = exprs;
    this.version = version;
  }

  void write(JsonGenerator g, JsonValue v) throws IOException {
    if (!(v instanceof JsonValue.JsonObject) && !(v instanceof JsonValue.JsonArray)) {
      scalar(g, v);
      return;
    }
    ArrayDeque<Frame> open = new ArrayDeque<>();
    open.push(start(g, v, exprs, version));
    while (!open.isEmpty()) {
      Frame top = open.peek();
      if (!top.rest.hasNext()) {
        open.pop();
        if (top.object) {
          g.writeEndObject();
        } else {
          g.writeEndArray();
        }
        continue;
      }
      Object next = top.rest.next();
      JsonValue item;
      if (next instanceof JsonValue.Member m) {
        g.writeFieldName(m.key());
        item = m.value();
      } else {
        item = (JsonValue) next;
      }
      if (item instanceof JsonValue.JsonObject || item instanceof JsonValue.JsonArray) {
        open.push(start(g, item, exprs, version));
      } else {
        scalar(g, item);
      }
    }
  }

  private record Frame(boolean object, Iterator<?> rest) {}

  private static Frame start(JsonGenerator g, JsonValue v, ExprOut exprs, int version)
      throws IOException {
    if (v instanceof JsonValue.JsonObject o) {
      exprs.keptObject(g, o, version);
      g.writeStartObject();
      return new Frame(true, o.members().iterator());
    }
    g.writeStartArray();
    return new Frame(false, ((JsonValue.JsonArray) v).items().iterator());
  }

  private void scalar(JsonGenerator g, JsonValue v) throws IOException {
    if (v instanceof JsonValue.JsonString s) {
      g.writeString(s.value());
    } else if (v instanceof JsonValue.JsonNumber n) {
      number(g, n.text());
    } else if (v instanceof JsonValue.JsonBool b) {
      g.writeBoolean(b.value());
    } else if (v instanceof JsonValue.JsonExpr e) {
      exprs.write(g, e.expr(), version);
    } else {
      g.writeNull();
    }
  }

  private static void number(JsonGenerator g, String text) throws IOException {
    if (g.getWriteCapabilities().isEnabled(StreamWriteCapability.CAN_WRITE_FORMATTED_NUMBERS)) {
      g.writeNumber(text);
      return;
    }
    if (isInteger(text)) {
      BigInteger i = new BigInteger(text);
      if (i.bitLength() < Long.SIZE) {
        g.writeNumber(i.longValue());
      } else {
        g.writeNumber(i);
      }
      return;
    }
    double d = Double.parseDouble(text);
    if (Double.isFinite(d)) {
      g.writeNumber(d);
      return;
    }
    BigDecimal exact;
    try {
      exact = new BigDecimal(text);
    } catch (NumberFormatException e) {
      // an exponent past 32 bits: no BigDecimal, and no number of this format, holds it
      throw new UnwritableValueException(
          io.birj.api.error.DiagnosticCode.BIRJ_E0202,
          FloatText.outOfRange("the number", text) + ", and this format has no form for it",
          g);
    }
    g.writeNumber(exact);
  }

  private static boolean isInteger(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '.' || c == 'e' || c == 'E') {
        return false;
      }
    }
    return true;
  }
}
