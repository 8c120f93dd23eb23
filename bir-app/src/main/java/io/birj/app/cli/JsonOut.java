package io.birj.app.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.app.sql.JsonValues;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;

/**
 * The app's own JSON (reports, diagnostics) for the command line, indented: a record is an object
 * of its components in order, each left out when it is null, an enum its name, a list an array, a
 * map an object. That is how Micronaut Serialization writes the same records for the service (with
 * the app's {@code micronaut.serde.serialization.inclusion=non_null}), and JsonOutTest holds the
 * two to the same bytes on every report; written here without a Micronaut context, which
 * Serialization needs and which cost a {@code --json} run a second (a default mapper alone took 0.7
 * to 0.9 s of CPU).
 */
@Singleton
public final class JsonOut {
  private static final JsonFactory JSON = new JsonFactory();

  public String pretty(Object value) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = JSON.createGenerator(out).useDefaultPrettyPrinter()) {
      write(g, value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v == null || v instanceof Boolean || v instanceof Number) {
      // Numbers exactly, as an answer's values are written (the reports hold integers).
      JsonValues.write(g, v);
    } else if (v instanceof String s) {
      g.writeString(s);
    } else if (v instanceof Enum<?> e) {
      g.writeString(e.name());
    } else if (v instanceof Collection<?> c) {
      g.writeStartArray();
      for (Object item : c) {
        write(g, item);
      }
      g.writeEndArray();
    } else if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName(String.valueOf(e.getKey()));
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v.getClass().isRecord()) {
      record(g, v);
    } else {
      // A report type this writer does not know is a bug of birj's, not of the input.
      throw new IllegalStateException("no JSON form for a " + v.getClass().getName());
    }
  }

  private static void record(JsonGenerator g, Object r) throws IOException {
    g.writeStartObject();
    for (RecordComponent c : r.getClass().getRecordComponents()) {
      Object value = component(c.getAccessor(), r);
      if (value != null) {
        g.writeFieldName(c.getName());
        write(g, value);
      }
    }
    g.writeEndObject();
  }

  private static Object component(Method accessor, Object r) {
    try {
      accessor.setAccessible(true);
      return accessor.invoke(r);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot read " + accessor, e);
    } catch (InvocationTargetException e) {
      throw new IllegalStateException("reading " + accessor + " failed", e.getCause());
    }
  }
}
