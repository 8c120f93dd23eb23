package io.birj.app.sql;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;

/** A value of an answer as JSON: numbers as numbers (exactly), text, truth values, null. */
public final class JsonValues {
  private JsonValues() {}

  /**
   * One row as a JSON object, a member per column in the answer's order ({@code query --json} and
   * {@code POST /query} write the same objects).
   */
  public static void writeRow(JsonGenerator g, java.util.List<String> columns, Object[] values) {
    try {
      g.writeStartObject();
      for (int i = 0; i < values.length; i++) {
        g.writeFieldName(columns.get(i));
        write(g, values[i]);
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  public static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null) {
      g.writeNull();
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Long
        || v instanceof Integer
        || v instanceof Short
        || v instanceof Byte) {
      g.writeNumber(((Number) v).longValue());
    } else if (v instanceof BigInteger b) {
      g.writeNumber(b);
    } else if (v instanceof BigDecimal d) {
      g.writeNumber(d);
    } else if (v instanceof Number n && Double.isFinite(n.doubleValue())) {
      g.writeNumber(n.doubleValue());
    } else {
      // NaN and the infinities have no JSON number; other types (dates, lists) their SQL text.
      g.writeString(String.valueOf(v));
    }
  }
}
