package io.birj.api.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.position.SourcePosition;
import java.io.IOException;
import java.util.Arrays;

/**
 * One JSON value held as its tokens, each with its source position: a key met before its object's
 * tag ({@code opcode}, {@code kind}, {@code Skind}) whose meaning depends on the tag, held until
 * the tag is known and then replayed through a {@link HeldParser} (docs/architecture.md,
 * "Reading"). Nothing is serialised and parsed again: the tokens are the parser's own.
 */
public final class HeldValue {
  /** A number as the parser gave it: its text and its value. */
  public record Number(String text, JsonParser.NumberType type, java.lang.Number value) {}

  private static final JsonToken[] TOKENS = JsonToken.values();

  private final String key;
  private final String pointer;
  // Most held values are one scalar (a key that sorts before its object's tag): room for two.
  private byte[] tokens = new byte[2];
  private Object[] payload = new Object[2];
  private long[] positions = new long[2];
  private int size;

  private HeldValue(String key, String pointer) {
    this.key = key;
    this.pointer = pointer;
  }

  /**
   * Holds the value at the parser's current token (its first token), leaving the parser on the
   * value's last token. {@code key} is the member the value belongs to ({@code null} for an array
   * item), {@code pointer} the value's JSON Pointer.
   */
  public static HeldValue capture(JsonParser p, String key, String pointer) throws IOException {
    HeldValue h = new HeldValue(key, pointer);
    int depth = 0;
    JsonToken t = p.currentToken();
    while (true) {
      h.add(p, t);
      if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
        depth++;
      } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
        depth--;
      }
      if (depth == 0) {
        return h;
      }
      t = JsonReads.next(p);
    }
  }

  private void add(JsonParser p, JsonToken t) throws IOException {
    if (size == tokens.length) {
      int n = size * 2;
      tokens = Arrays.copyOf(tokens, n);
      payload = Arrays.copyOf(payload, n);
      positions = Arrays.copyOf(positions, n);
    }
    tokens[size] = (byte) t.ordinal();
    positions[size] = TokenPositions.of(p);
    switch (t) {
      case FIELD_NAME:
        payload[size] = p.currentName();
        break;
      case VALUE_STRING:
        payload[size] = p.getText();
        break;
      case VALUE_NUMBER_INT:
        {
          JsonParser.NumberType type = p.getNumberType();
          java.lang.Number v =
              type == JsonParser.NumberType.BIG_INTEGER
                  ? p.getBigIntegerValue()
                  : (java.lang.Number) p.getLongValue();
          payload[size] = new Number(p.getText(), type, v);
          break;
        }
      case VALUE_NUMBER_FLOAT:
        payload[size] = new Number(p.getText(), p.getNumberType(), p.getDoubleValue());
        break;
      default:
        payload[size] = null;
    }
    size++;
  }

  /** A jackson location, packed (a line and column, or a byte offset). */
  public static long positionOf(JsonLocation loc) {
    return loc.getLineNr() > 0
        ? SourcePosition.of(loc.getLineNr(), loc.getColumnNr())
        : SourcePosition.ofOffset(loc.getByteOffset());
  }

  public int size() {
    return size;
  }

  public JsonToken token(int i) {
    return TOKENS[tokens[i]];
  }

  public Object payload(int i) {
    return payload[i];
  }

  public long position(int i) {
    return positions[i];
  }

  /** The position of the value's first token. */
  public long position() {
    return positions[0];
  }

  /** The index of the token that closes the container opened at {@code start}. */
  public int end(int start) {
    JsonToken t = token(start);
    if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
      return start;
    }
    int depth = 0;
    for (int i = start; i < size; i++) {
      JsonToken u = token(i);
      if (u == JsonToken.START_OBJECT || u == JsonToken.START_ARRAY) {
        depth++;
      } else if (u == JsonToken.END_OBJECT || u == JsonToken.END_ARRAY) {
        if (--depth == 0) {
          return i;
        }
      }
    }
    throw new IllegalStateException("unbalanced held value");
  }

  /** The member the value belongs to, or {@code null} for an array item. */
  public String key() {
    return key;
  }

  /** The value's JSON Pointer. */
  public String pointer() {
    return pointer;
  }
}
