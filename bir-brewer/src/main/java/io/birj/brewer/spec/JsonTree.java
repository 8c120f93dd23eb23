package io.birj.brewer.spec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A spec file as plain Java values (maps in key order, lists, strings, longs, doubles, booleans),
 * and the checks every spec reader makes of them: duplicate keys refused, members limited to the
 * allowed ones, each value of the expected shape.
 */
final class JsonTree {
  private JsonTree() {}

  /** The one value of {@code in}; {@code source} names it in errors. */
  static Object parse(InputStream in, String source) throws IOException {
    JsonFactory f = new JsonFactory();
    try (JsonParser p = f.createParser(in)) {
      p.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
      if (p.nextToken() == null) {
        throw new SpecException(source + ": empty");
      }
      Object tree = readTree(p);
      if (p.nextToken() != null) {
        throw new SpecException(source + ": content after the spec object");
      }
      return tree;
    } catch (JsonProcessingException e) {
      throw new SpecException(source + ": " + e.getOriginalMessage() + " at " + e.getLocation(), e);
    }
  }

  private static Object readTree(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT:
        {
          Map<String, Object> m = new LinkedHashMap<>();
          while (p.nextToken() == JsonToken.FIELD_NAME) {
            String k = p.currentName();
            p.nextToken();
            m.put(k, readTree(p));
          }
          return m;
        }
      case START_ARRAY:
        {
          List<Object> l = new ArrayList<>();
          while (p.nextToken() != JsonToken.END_ARRAY) {
            l.add(readTree(p));
          }
          return l;
        }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getLongValue();
      case VALUE_NUMBER_FLOAT:
        return p.getDoubleValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      default:
        throw new SpecException("unexpected " + t + " at " + p.currentTokenLocation());
    }
  }

  static List<String> strings(Object o, String what) {
    List<String> out = new ArrayList<>();
    for (Object s : list(o, what)) {
      String v = str(s, "an element of " + what);
      if (out.contains(v)) {
        throw new SpecException(what + ": " + v + " is listed twice");
      }
      out.add(v);
    }
    return out;
  }

  static void members(Map<String, Object> m, Set<String> allowed, String what) {
    for (String k : m.keySet()) {
      if (!allowed.contains(k)) {
        throw new SpecException(what + ": unknown member " + k + " (allowed: " + allowed + ")");
      }
    }
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> obj(Object o, String what) {
    if (o instanceof Map<?, ?> m) {
      return (Map<String, Object>) m;
    }
    throw new SpecException(what + " must be an object");
  }

  /** An object with no members but the {@code allowed} ones. */
  static Map<String, Object> obj(Object o, Set<String> allowed, String what) {
    Map<String, Object> m = obj(o, what);
    members(m, allowed, what);
    return m;
  }

  /**
   * A string not yet in {@code seen}, which then holds it; one already there is the error {@code
   * taken} says.
   */
  static String unique(
      Object o, String what, Set<String> seen, java.util.function.UnaryOperator<String> taken) {
    String s = str(o, what);
    if (!seen.add(s)) {
      throw new SpecException(taken.apply(s));
    }
    return s;
  }

  static List<?> list(Object o, String what) {
    if (o instanceof List<?> l) {
      return l;
    }
    throw new SpecException(what + " must be an array");
  }

  static String str(Object o, String what) {
    if (o instanceof String s && !s.isEmpty()) {
      return s;
    }
    throw new SpecException(what + " must be a non-empty string");
  }

  static String optStr(Object o, String what) {
    return o == null ? null : str(o, what);
  }
}
