package io.birj.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import java.io.CharConversionException;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.function.UnaryOperator;

/** Reads and writes {@link JsonValue}s with jackson-core's streaming API. */
public final class JsonValues {
  private JsonValues() {}

  /**
   * Reads the value at the parser's current token (which must be a value's first token) and leaves
   * the parser on its last token. Nesting depth is bounded by the parser's {@code
   * StreamReadConstraints}; the explicit stack keeps this method's own frame count flat.
   */
  public static JsonValue read(JsonParser p) throws IOException {
    return read(p, UnaryOperator.identity());
  }

  /**
   * {@link #read(JsonParser)}, each scalar passed through {@code share} before it is kept: a reader
   * gives back one copy of the numbers and strings a document repeats (values are immutable).
   */
  public static JsonValue read(JsonParser p, UnaryOperator<JsonValue> share) throws IOException {
    JsonToken t = p.currentToken();
    if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
      return share.apply(scalar(p, t));
    }
    // Iterative: containers under construction, innermost last.
    List<Object> stack = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    stack.add(
        t == JsonToken.START_OBJECT
            ? new ArrayList<JsonValue.Member>()
            : new ArrayList<JsonValue>());
    keys.add(null);
    String pendingKey = null;
    while (true) {
      JsonToken n;
      try {
        n = p.nextToken();
      } catch (JsonProcessingException e) {
        throw JsonReads.syntaxError(p, e);
      } catch (CharConversionException e) {
        throw JsonReads.syntaxError(p, e);
      }
      if (n == null) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0101, p, "unexpected end of input inside a JSON value");
      }
      JsonValue done;
      switch (n) {
        case FIELD_NAME:
          pendingKey = p.currentName();
          continue;
        case START_OBJECT:
          stack.add(new ArrayList<JsonValue.Member>());
          keys.add(pendingKey);
          pendingKey = null;
          continue;
        case START_ARRAY:
          stack.add(new ArrayList<JsonValue>());
          keys.add(pendingKey);
          pendingKey = null;
          continue;
        case END_OBJECT:
        case END_ARRAY:
          {
            Object top = stack.remove(stack.size() - 1);
            String key = keys.remove(keys.size() - 1);
            done = finish(n, top);
            if (stack.isEmpty()) {
              return done;
            }
            pendingKey = key;
            break;
          }
        default:
          done = share.apply(scalar(p, n));
      }
      add(stack.get(stack.size() - 1), pendingKey, done);
      pendingKey = null;
    }
  }

  @SuppressWarnings("unchecked")
  private static JsonValue finish(JsonToken end, Object top) {
    return end == JsonToken.END_OBJECT
        ? new JsonValue.JsonObject((List<JsonValue.Member>) top)
        : new JsonValue.JsonArray((List<JsonValue>) top);
  }

  @SuppressWarnings("unchecked")
  private static void add(Object container, String key, JsonValue v) {
    if (key != null) {
      ((List<JsonValue.Member>) container).add(new JsonValue.Member(key, v));
    } else {
      ((List<JsonValue>) container).add(v);
    }
  }

  private static JsonValue scalar(JsonParser p, JsonToken t) throws IOException {
    switch (t) {
      case VALUE_STRING:
        return new JsonValue.JsonString(JsonReads.text(p));
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return new JsonValue.JsonNumber(JsonReads.text(p));
      case VALUE_TRUE:
        return new JsonValue.JsonBool(true);
      case VALUE_FALSE:
        return new JsonValue.JsonBool(false);
      case VALUE_NULL:
        return JsonValue.JsonNull.NULL;
      default:
        throw BirException.at(DiagnosticCode.BIRJ_E0101, p, "expected a JSON value, found " + t);
    }
  }

  /**
   * Writes {@code v} as it was read (numbers by their exact text). Iterative like {@link #read}: a
   * value that read on a small stack also writes on it. A {@link JsonValue.JsonExpr} anywhere in
   * {@code v} is an {@link IllegalStateException}: it needs a writer that knows the target version.
   */
  public static void write(JsonGenerator g, JsonValue v) throws IOException {
    // Open containers, innermost last: the iterator over what is left of each.
    ArrayDeque<Iterator<?>> open = new ArrayDeque<>();
    Object next = v;
    while (true) {
      if (next instanceof JsonValue.Member m) {
        g.writeFieldName(m.key());
        next = m.value();
      }
      if (next instanceof JsonValue.JsonObject o) {
        g.writeStartObject();
        open.push(o.members().iterator());
      } else if (next instanceof JsonValue.JsonArray a) {
        g.writeStartArray();
        open.push(a.items().iterator());
      } else {
        writeScalar(g, (JsonValue) next);
      }
      next = null;
      while (next == null) {
        Iterator<?> top = open.peek();
        if (top == null) {
          return;
        }
        if (top.hasNext()) {
          next = top.next();
        } else {
          open.pop();
          if (g.getOutputContext().inObject()) {
            g.writeEndObject();
          } else {
            g.writeEndArray();
          }
        }
      }
    }
  }

  private static void writeScalar(JsonGenerator g, JsonValue v) throws IOException {
    if (v instanceof JsonValue.JsonString s) {
      g.writeString(s.value());
    } else if (v instanceof JsonValue.JsonNumber n) {
      g.writeNumber(n.text());
    } else if (v instanceof JsonValue.JsonBool b) {
      g.writeBoolean(b.value());
    } else if (v instanceof JsonValue.JsonExpr) {
      throw new IllegalStateException(JSON_EXPR_NEEDS_A_DOCUMENT_WRITER);
    } else {
      g.writeNull();
    }
  }

  /** Why {@link #write} refuses a {@link JsonValue.JsonExpr}. */
  public static final String JSON_EXPR_NEEDS_A_DOCUMENT_WRITER =
      "a JsonExpr (an expression inside unknown content) has no version of its own: write it with"
          + " a document writer that knows the target version (io.birj.writer.BirWriter, or the"
          + " FieldWriteContext an opcode is given), not with JsonValues.write";
}
