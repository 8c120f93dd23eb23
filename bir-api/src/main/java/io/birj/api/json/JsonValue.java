package io.birj.api.json;

import io.birj.api.expr.QuasiAffineExpr;
import java.util.List;

/**
 * A small JSON value kept as read: unknown content (an opcode no provider knows, a key a class
 * lacks, a value of a type the spec does not know). Only ever a sub-tree of a document, never the
 * whole document. Members keep their order; numbers keep their exact text, so what was read writes
 * back unchanged.
 */
public sealed interface JsonValue {

  /** An object; members in read order. */
  record JsonObject(List<Member> members) implements JsonValue {
    public JsonObject {
      members = List.copyOf(members);
    }

    /** The value of the first member named {@code key}, or {@code null}. */
    public JsonValue get(String key) {
      for (Member m : members) {
        if (m.key().equals(key)) {
          return m.value();
        }
      }
      return null;
    }
  }

  /**
   * One member of an object. Kept on a model object (its unknown keys), a member also carries where
   * it was read ({@code position}: a packed line and column or a byte offset, {@link
   * io.birj.api.position.SourcePosition}; 0 when not read from a document) and whether its key is
   * one the model knows, kept as written only because of its value ({@code known}: an explicit
   * {@code null} on a modelled key). Neither takes part in equality: a member is its key and value.
   *
   * @param key the member name
   * @param value its value
   * @param position where the value was read, or 0
   * @param known true for a modelled key kept as written; false for a key no model holds
   */
  record Member(String key, JsonValue value, long position, boolean known) {
    /** A member of unknown content, with no source position. */
    public Member(String key, JsonValue value) {
      this(key, value, 0, false);
    }

    /** An unknown key read at {@code position}. */
    public static Member unknownAt(String key, JsonValue value, long position) {
      return new Member(key, value, position, false);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Member m && key.equals(m.key) && value.equals(m.value);
    }

    @Override
    public int hashCode() {
      return 31 * key.hashCode() + value.hashCode();
    }

    @Override
    public String toString() {
      return "Member[key=" + key + ", value=" + value + "]";
    }
  }

  record JsonArray(List<JsonValue> items) implements JsonValue {
    public JsonArray {
      items = List.copyOf(items);
    }
  }

  record JsonString(String value) implements JsonValue {}

  /**
   * A number by its exact source text (e.g. {@code 1.50}, {@code -0}, {@code
   * 18446744073709551615}).
   */
  record JsonNumber(String text) implements JsonValue {}

  record JsonBool(boolean value) implements JsonValue {}

  /** JSON {@code null}. */
  enum JsonNull implements JsonValue {
    NULL
  }

  /**
   * An expression found inside unknown content by its shape and decoded, so that a document writer
   * writes it in the version the document declares, like every other expression
   * (docs/wire/conversion.md). It has no wire form of its own: only a writer that knows the target
   * version can write it, which {@link JsonValues#write} is not.
   */
  record JsonExpr(QuasiAffineExpr expr) implements JsonValue {
    public JsonExpr {
      if (expr == null) {
        throw new IllegalArgumentException("a JsonExpr needs an expression");
      }
    }
  }
}
