package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.json.FloatText;
import io.birj.api.json.HeldParser;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.json.JsonWrites;
import io.birj.api.name.NameRef;
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
 * <p>Wire forms (docs/wire/container.md; docs/architecture.md, "Contracts"): {@code Nat} is an
 * unsigned 64-bit integer (held as its bits in a {@code long}), {@code Int} a signed one; {@code
 * Float} a double written in nlohmann's spelling, NaN and infinities as {@code "nan"}, {@code
 * "inf"}, {@code "-inf"}; enums travel as their spelling strings; a reference travels as the
 * referred object's name; a {@code MaybeAffine} key holds its scalar or an expression object.
 */
public final class FieldValues {
  /** What a MaybeAffine key's scalar errors add: the other arm it accepts. */
  static final String MAYBE_AFFINE_HINT =
      "; it may also be an expression object (a MaybeAffine key)";

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
          DiagnosticCode.BIRJ_E0201,
          p,
          what + " must be a " + enumName + " spelling (a string), found " + JsonReads.describe(p));
    }
    String s = p.getText();
    EnumValue<E> v = parse.apply(s);
    if (!v.isKnown()) {
      ctx.warn(
          p,
          new CodedMessage(DiagnosticCode.BIRJ_W0502, unknownSpellingMessage(enumName, s, what)));
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
    ArrayList<T> out = new ArrayList<>();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      if (p.currentToken() == null) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0101, p, "unexpected end of input inside " + what);
      }
      out.add(element.read(p, what + " element"));
    }
    // Kept by the model: an ArrayList grown by adds has room for 10 where most hold one or two.
    out.trimToSize();
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
        throw BirException.at(
            DiagnosticCode.BIRJ_E0101, p, "unexpected end of input inside " + what);
      }
      if (out.size() == elements.size()) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0202,
            p,
            what + " must have exactly " + elements.size() + " elements, found more");
      }
      out.add(elements.get(out.size()).read(p, what + " element " + out.size()));
    }
    if (out.size() != elements.size()) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0202,
          p,
          what + " must have exactly " + elements.size() + " elements, found " + out.size());
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The value of a {@code MaybeAffine<T>} key (the compiler's {@code
   * MaybeAffine<T>::readFromJson}): an object is the affine arm, read through the version dispatch
   * ({@link FieldReadContext#readExpr}); any other token is the scalar arm, read by {@code scalar}.
   * A scalar error says that an expression would also have been accepted.
   */
  public static <T> MaybeAffine<T> readMaybeAffine(
      JsonParser p, String what, ElementReader<? extends T> scalar, FieldReadContext ctx)
      throws IOException {
    if (p.currentToken() == JsonToken.START_OBJECT) {
      return MaybeAffine.affine(ctx.readExpr(p));
    }
    T v;
    try {
      v = scalar.read(p, what);
    } catch (BirException e) {
      throw new BirException(
          e.diagnosticCode(),
          e.reason() + MAYBE_AFFINE_HINT,
          e.pointer(),
          e.line(),
          e.column(),
          e.offset(),
          e);
    }
    return MaybeAffine.scalar(v);
  }

  /**
   * Writes a {@code MaybeAffine<T>} value: the affine arm through {@link
   * FieldWriteContext#writeExpr} (so it is written in the target version), the scalar arm by {@code
   * scalar}.
   */
  public static <T> void writeMaybeAffine(
      JsonGenerator g,
      String key,
      MaybeAffine<? extends T> v,
      ElementWriter<T> scalar,
      FieldWriteContext ctx)
      throws IOException {
    if (v.isAffine()) {
      ctx.writeExpr(g, key, v.expr());
    } else {
      scalar.write(g, v.scalarValue());
    }
  }

  /**
   * A scalar that may also be spelled as a constant of an enum (e.g. {@code accumulation_flag}: a
   * number, or an {@code EngineAccumulationType} spelling): a string is read as the enum's spelling
   * ({@link #readEnum}: an unknown one is kept as read and warned about), anything else by {@code
   * scalar}. The value is the scalar's, or an {@link EnumValue}.
   */
  public static <E extends Enum<E> & WireEnum> Object readScalarOrSpelling(
      JsonParser p,
      String what,
      ElementReader<?> scalar,
      String enumName,
      Function<String, EnumValue<E>> parse,
      FieldReadContext ctx)
      throws IOException {
    if (p.currentToken() == JsonToken.VALUE_STRING) {
      return readEnum(p, what, enumName, parse, ctx);
    }
    try {
      return scalar.read(p, what);
    } catch (BirException e) {
      throw new BirException(
          e.diagnosticCode(),
          e.reason() + "; it may also be a " + enumName + " spelling",
          e.pointer(),
          e.line(),
          e.column(),
          e.offset(),
          e);
    }
  }

  /** Writes what {@link #readScalarOrSpelling} read: an enum value as its spelling. */
  @SuppressWarnings("unchecked")
  public static void writeScalarOrSpelling(JsonGenerator g, Object v, ElementWriter<?> scalar)
      throws IOException {
    if (v instanceof EnumValue<?> e) {
      writeEnum(g, e);
    } else {
      ((ElementWriter<Object>) scalar).write(g, v);
    }
  }

  /**
   * A key that holds an expression or another value ({@code {"exprOr": T}} in the ISA spec), told
   * apart by shape, never by the version: an object that one of the installed codecs recognises as
   * an expression ({@link io.birj.api.codec.PelicanCodec#looksLikeExpression}) is read through the
   * version dispatch ({@link FieldReadContext#readExpr}), anything else by {@code value}. The
   * object is held as tokens to look at its shape, then replayed: nothing is serialised again, and
   * errors keep their positions.
   */
  public static <T> MaybeAffine<T> readExprOr(
      JsonParser p, String what, ElementReader<? extends T> value, FieldReadContext ctx)
      throws IOException {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      return MaybeAffine.scalar(value.read(p, what));
    }
    HeldValue held = HeldValue.capture(p, p.currentName(), BirException.pointerOf(p));
    JsonValue shape = replay(held, p, JsonValues::read);
    boolean expr = false;
    for (int v : ctx.codecs().versions()) {
      if (ctx.codecs().find(v).looksLikeExpression((JsonValue.JsonObject) shape, ctx.kinds())) {
        expr = true;
      }
    }
    if (expr) {
      return MaybeAffine.affine(replay(held, p, q -> ctx.readExpr(q)));
    }
    return MaybeAffine.scalar(replay(held, p, q -> value.read(q, what)));
  }

  @FunctionalInterface
  private interface HeldRead<R> {
    R read(JsonParser p) throws IOException;
  }

  /** Reads a held value; an error inside it gets the held value's pointer before its own. */
  private static <R> R replay(HeldValue held, JsonParser document, HeldRead<R> read)
      throws IOException {
    try (HeldParser q =
        new HeldParser(held, 0, held.size() - 1, document.streamReadConstraints())) {
      q.nextToken();
      return read.read(q);
    } catch (BirException e) {
      throw e.under(held.pointer());
    }
  }

  /**
   * A reference: the referred object's name, positioned at the name's token so that the loader's
   * second pass reports a dangling name where it was written.
   */
  public static <T extends io.birj.api.name.Named> NameRef<T> readRef(JsonParser p, String what)
      throws IOException {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201,
          p,
          what + " must be a name (a string), found " + JsonReads.describe(p));
    }
    return new NameRef<>(p.getText(), io.birj.api.json.TokenPositions.of(p));
  }

  /** Writes a reference as the name it holds. */
  public static void writeRef(JsonGenerator g, NameRef<?> v) throws IOException {
    g.writeString(v.name());
  }

  public static void writeNat(JsonGenerator g, Long v) throws IOException {
    JsonWrites.unsigned(g, v);
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
   * references their names, a {@code MaybeAffine} its expression or its scalar (made plain), lists
   * are converted element by element, anything else is returned as is.
   */
  public static Object plain(Object v) {
    if (v instanceof EnumValue<?> e) {
      return e.spelling();
    }
    if (v instanceof NameRef<?> r) {
      return r.name();
    }
    if (v instanceof MaybeAffine<?> m) {
      return m.isAffine() ? m.expr() : plain(m.scalarValue());
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
