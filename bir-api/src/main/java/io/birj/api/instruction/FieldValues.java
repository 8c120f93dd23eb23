package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.json.FloatText;
import io.birj.api.json.JsonReads;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/**
 * The typed reads and writes of instruction keys, shared by the generated opcode classes and by
 * hand-written vendor opcodes. Every read starts at the value's first token and leaves the parser
 * on its last token; every error is a {@link BirException} at the offending value.
 *
 * <p>Wire forms (container reference, DESIGN.md "Round-trip contract"): {@code Nat} is an unsigned
 * 64-bit integer (held as its bits in a {@code long}), {@code Int} a signed one; {@code Float} a
 * double written in nlohmann's spelling, NaN and infinities as {@code "nan"}, {@code "inf"}, {@code
 * "-inf"}; enums travel as their spelling strings.
 */
public final class FieldValues {
  private FieldValues() {}

  /** Reads one element of a list or tuple; {@code what} names it in errors. */
  @FunctionalInterface
  public interface ElementReader<T> {
    T read(JsonParser p, String what) throws IOException;
  }

  /** Writes one element of a list or tuple. */
  @FunctionalInterface
  public interface ElementWriter<T> {
    void write(JsonGenerator g, T value) throws IOException;
  }

  /** True when the current token is JSON {@code null}. */
  public static boolean isNull(JsonParser p) {
    return p.currentToken() == JsonToken.VALUE_NULL;
  }

  public static Long readNat(JsonParser p, String what) throws IOException {
    return JsonReads.unsignedLong(p, what);
  }

  public static Long readInt(JsonParser p, String what) throws IOException {
    return JsonReads.signedLong(p, what);
  }

  public static Double readFloat(JsonParser p, String what) throws IOException {
    return JsonReads.floatValue(p, what);
  }

  public static Boolean readBool(JsonParser p, String what) throws IOException {
    return JsonReads.bool(p, what);
  }

  public static String readString(JsonParser p, String what) throws IOException {
    return JsonReads.string(p, what);
  }

  /**
   * An enum spelling: a known one maps to its constant, an unknown one is kept as read and reported
   * with {@link FieldReadContext#warn}.
   */
  public static <E extends Enum<E> & WireEnum> EnumValue<E> readEnum(
      JsonParser p,
      String what,
      String enumName,
      Function<String, EnumValue<E>> parse,
      FieldReadContext ctx)
      throws IOException {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw BirException.at(
          p,
          what + " must be a " + enumName + " spelling (a string), found " + JsonReads.describe(p));
    }
    String s = p.getText();
    EnumValue<E> v = parse.apply(s);
    if (!v.isKnown()) {
      ctx.warn(p, unknownSpellingMessage(enumName, s, what));
    }
    return v;
  }

  /** The warning for an enum spelling the catalog does not know. */
  public static String unknownSpellingMessage(String enumName, String spelling, String what) {
    return "unknown "
        + enumName
        + " spelling \""
        + spelling
        + "\" for "
        + what
        + ": kept as read and written back unchanged";
  }

  /** A JSON array whose elements {@code element} reads; an immutable list. */
  public static <T> List<T> readList(JsonParser p, String what, ElementReader<? extends T> element)
      throws IOException {
    JsonReads.expect(p, JsonToken.START_ARRAY, what);
    List<T> out = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      if (p.currentToken() == null) {
        throw BirException.at(p, "unexpected end of input inside " + what);
      }
      out.add(element.read(p, what + " element"));
    }
    return Collections.unmodifiableList(out);
  }

  /** A JSON array of exactly {@code elements.size()} elements, each read by its own reader. */
  public static <T> List<T> readTuple(
      JsonParser p, String what, List<? extends ElementReader<? extends T>> elements)
      throws IOException {
    JsonReads.expect(p, JsonToken.START_ARRAY, what);
    List<T> out = new ArrayList<>(elements.size());
    while (p.nextToken() != JsonToken.END_ARRAY) {
      if (p.currentToken() == null) {
        throw BirException.at(p, "unexpected end of input inside " + what);
      }
      if (out.size() == elements.size()) {
        throw BirException.at(
            p, what + " must have exactly " + elements.size() + " elements, found more");
      }
      out.add(elements.get(out.size()).read(p, what + " element " + out.size()));
    }
    if (out.size() != elements.size()) {
      throw BirException.at(
          p, what + " must have exactly " + elements.size() + " elements, found " + out.size());
    }
    return Collections.unmodifiableList(out);
  }

  public static void writeNat(JsonGenerator g, Long v) throws IOException {
    g.writeNumber(Long.toUnsignedString(v));
  }

  public static void writeInt(JsonGenerator g, Long v) throws IOException {
    g.writeNumber(v.longValue());
  }

  public static void writeFloat(JsonGenerator g, Double v) throws IOException {
    String nonFinite = FloatText.nonFiniteSpelling(v);
    if (nonFinite != null) {
      g.writeString(nonFinite);
    } else {
      g.writeNumber(FloatText.format(v));
    }
  }

  public static void writeBool(JsonGenerator g, Boolean v) throws IOException {
    g.writeBoolean(v);
  }

  public static void writeString(JsonGenerator g, String v) throws IOException {
    g.writeString(v);
  }

  public static void writeEnum(JsonGenerator g, EnumValue<?> v) throws IOException {
    g.writeString(v.spelling());
  }

  public static <T> void writeList(JsonGenerator g, List<? extends T> v, ElementWriter<T> element)
      throws IOException {
    g.writeStartArray();
    for (T item : v) {
      element.write(g, item);
    }
    g.writeEndArray();
  }

  /** A tuple: each element by its own writer. */
  @SuppressWarnings("unchecked")
  public static void writeTuple(
      JsonGenerator g, List<?> v, List<? extends ElementWriter<?>> elements) throws IOException {
    if (v.size() != elements.size()) {
      throw new IllegalStateException(
          "a tuple of " + elements.size() + " elements holds " + v.size());
    }
    g.writeStartArray();
    for (int i = 0; i < v.size(); i++) {
      ((ElementWriter<Object>) elements.get(i)).write(g, v.get(i));
    }
    g.writeEndArray();
  }

  /**
   * A typed value as {@link OpcodeFields#value} returns it: enum values become their spellings,
   * lists are converted element by element, anything else is returned as is.
   */
  public static Object plain(Object v) {
    if (v instanceof EnumValue<?> e) {
      return e.spelling();
    }
    if (v instanceof List<?> l) {
      List<Object> out = new ArrayList<>(l.size());
      for (Object o : l) {
        out.add(plain(o));
      }
      return Collections.unmodifiableList(out);
    }
    return v;
  }
}
