package io.birj.api.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.IllFormedTextException;
import java.io.CharConversionException;
import java.io.IOException;
import java.math.BigInteger;

/**
 * Typed scalar reads at the parser's current token, each failing with a {@link BirException} at the
 * value (never truncating, never coercing a float or a string into an integer).
 *
 * <p>jackson decodes a string or a number when it is asked for its value, not when it reads the
 * token, so its errors about the value's bytes (ill-formed UTF-8, a control character, a number out
 * of range) come from these reads: they are {@link #syntaxError}s like those of {@link #next}.
 */
public final class JsonReads {
  private static final BigInteger TWO_TO_64 = BigInteger.ONE.shiftLeft(64);

  private JsonReads() {}

  /** A signed 64-bit integer. */
  public static long signedLong(JsonParser p, String what) throws IOException {
    requireInteger(p, what);
    if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0202,
          p,
          what + " " + text(p) + " is outside the signed 64-bit range");
    }
    try {
      return p.getLongValue();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    }
  }

  /** An unsigned 64-bit integer (e.g. {@code n_terms}, {@code replica_groups_id}), as its bits. */
  public static long unsignedLong(JsonParser p, String what) throws IOException {
    requireInteger(p, what);
    if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
      BigInteger v;
      try {
        v = p.getBigIntegerValue();
      } catch (JsonProcessingException e) {
        throw syntaxError(p, e);
      }
      if (v.signum() < 0 || v.compareTo(TWO_TO_64) >= 0) {
        throw BirException.at(
            DiagnosticCode.BIRJ_E0202,
            p,
            what + " " + text(p) + " is outside the unsigned 64-bit range");
      }
      return v.longValue();
    }
    long v;
    try {
      v = p.getLongValue();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    }
    if (v < 0) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0202, p, what + " " + v + " is negative, but it is unsigned");
    }
    return v;
  }

  /** A signed 32-bit integer. */
  public static int signedInt(JsonParser p, String what) throws IOException {
    long v = signedLong(p, what);
    if (v != (int) v) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0202, p, what + " " + v + " is outside the signed 32-bit range");
    }
    return (int) v;
  }

  /**
   * A float: a JSON number, or one of the strings {@code "nan"}, {@code "inf"}, {@code "-inf"}. A
   * number outside the double range is an error ({@link #doubleValue}), never a rewrite.
   */
  public static double floatValue(JsonParser p, String what) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_NUMBER_FLOAT || t == JsonToken.VALUE_NUMBER_INT) {
      return doubleValue(p, what);
    }
    if (t == JsonToken.VALUE_STRING) {
      Double v = FloatText.parseNonFinite(text(p));
      if (v != null) {
        return v;
      }
    }
    throw BirException.at(
        DiagnosticCode.BIRJ_E0201,
        p,
        what + " must be a number (or \"nan\", \"inf\", \"-inf\"), found " + describe(p));
  }

  /**
   * The double a JSON number (the current token) spells, refused when no double holds it: beyond
   * the largest double (it would read as an infinity) or a non-zero number nearer zero than the
   * smallest (it would read as 0.0). Rounding to the nearest double is reading, not rewriting; the
   * check is {@link FloatText#inDoubleRange}.
   */
  public static double doubleValue(JsonParser p, String what) throws IOException {
    JsonToken t = p.currentToken();
    if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201, p, what + " must be a number, found " + describe(p));
    }
    String text = text(p);
    double v;
    try {
      v = p.getDoubleValue();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    }
    if (!FloatText.inDoubleRange(text, v)) {
      throw BirException.at(DiagnosticCode.BIRJ_E0202, p, FloatText.outOfRange(what, text));
    }
    return v;
  }

  public static boolean bool(JsonParser p, String what) throws IOException {
    JsonToken t = p.currentToken();
    if (t == JsonToken.VALUE_TRUE) {
      return true;
    }
    if (t == JsonToken.VALUE_FALSE) {
      return false;
    }
    throw BirException.at(
        DiagnosticCode.BIRJ_E0201, p, what + " must be a boolean, found " + describe(p));
  }

  public static String string(JsonParser p, String what) throws IOException {
    if (p.currentToken() != JsonToken.VALUE_STRING) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201, p, what + " must be a string, found " + describe(p));
    }
    return text(p);
  }

  /**
   * The current token's text, jackson's errors in decoding it (the bytes of a string, which it
   * decodes only now) as {@link #syntaxError}s.
   */
  public static String text(JsonParser p) throws IOException {
    try {
      return p.getText();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    } catch (CharConversionException e) {
      throw syntaxError(p, e);
    }
  }

  /**
   * The next token; the end of the input (a truncated document) is an error at the last position
   * read, and a syntax error or a broken {@code StreamReadConstraints} limit of jackson's becomes a
   * {@link BirException} with its position.
   */
  public static JsonToken next(JsonParser p) throws IOException {
    JsonToken t;
    try {
      t = p.nextToken();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    } catch (CharConversionException e) {
      throw syntaxError(p, e);
    }
    if (t == null) {
      throw BirException.at(DiagnosticCode.BIRJ_E0101, p, "unexpected end of input");
    }
    return t;
  }

  /** Skips the children of the current object or array (a no-op on a scalar), as {@link #next}. */
  public static void skipChildren(JsonParser p) throws IOException {
    try {
      p.skipChildren();
    } catch (JsonProcessingException e) {
      throw syntaxError(p, e);
    } catch (CharConversionException e) {
      throw syntaxError(p, e);
    }
  }

  /**
   * Jackson's parse error (bad syntax, truncated input, a {@code StreamReadConstraints} limit, an
   * {@link IllFormedTextException} of the strict filter) as a {@link BirException} in birj's words
   * ({@link JsonErrors}), at the error's position and the parser's JSON Pointer.
   */
  public static BirException syntaxError(JsonParser p, JsonProcessingException e) {
    JsonLocation loc = e.getLocation() != null ? e.getLocation() : p.currentLocation();
    if (loc.getLineNr() < 0 && !(e instanceof io.birj.api.format.IllFormedDocumentException)) {
      // A binary document (CBOR): no lines, a byte offset. At the end of the input jackson's
      // exception counts its last buffer twice; the parser's own location is clamped to the bytes
      // read (bir-cbor/README.md, "Positions"), so the nearer of the two is the place.
      JsonLocation here = p.currentLocation();
      if (here.getByteOffset() >= 0
          && (loc.getByteOffset() < 0 || here.getByteOffset() < loc.getByteOffset())) {
        loc = here;
      }
    }
    if (JsonErrors.isKeyTooLong(e)) {
      // The key being read is not yet the context's name (that is still the key before it): the
      // place is the object that holds it, where jackson stopped reading the key.
      JsonStreamContext ctx = p.getParsingContext();
      return new BirException(
          JsonErrors.code(e),
          JsonErrors.message(e),
          ctx.getParent() == null
              ? ctx.pathAsPointer().toString()
              : ctx.getParent().pathAsPointer().toString(),
          loc.getLineNr(),
          loc.getColumnNr(),
          loc.getByteOffset(),
          e); // the cause says the parser cannot go on
    }
    return errorAt(JsonErrors.code(e), p, loc, JsonErrors.message(e), e);
  }

  /**
   * jackson's UTF-32 decoder's error (it carries no position: the parser's is the nearest known,
   * within its read-ahead) as a {@link BirException} in birj's words.
   */
  public static BirException syntaxError(JsonParser p, CharConversionException e) {
    JsonLocation loc = p.currentLocation();
    return errorAt(DiagnosticCode.BIRJ_E0103, p, loc, JsonErrors.message(e), e);
  }

  /** An error of the parser's JSON Pointer at {@code loc}. */
  private static BirException errorAt(
      DiagnosticCode code, JsonParser p, JsonLocation loc, String message, Exception cause) {
    return new BirException(
        code,
        message,
        p.getParsingContext().pathAsPointer().toString(),
        loc.getLineNr(),
        loc.getColumnNr(),
        loc.getByteOffset(),
        cause);
  }

  /** An error at a position recorded earlier (e.g. a key read before the object's kind). */
  public static BirException errorAt(
      DiagnosticCode code, JsonLocation loc, String pointer, String reason) {
    return new BirException(
        code, reason, pointer, loc.getLineNr(), loc.getColumnNr(), loc.getByteOffset(), null);
  }

  /** Fails unless the current token is {@code expected}. */
  public static void expect(JsonParser p, JsonToken expected, String what) throws IOException {
    if (p.currentToken() != expected) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201,
          p,
          what + " must be " + tokenName(expected) + ", found " + describe(p));
    }
  }

  /** A short description of the current token for messages: {@code a string "x"}, {@code 1.5}. */
  public static String describe(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    if (t == null) {
      return "the end of the input";
    }
    switch (t) {
      case VALUE_STRING:
        String s = text(p);
        return "the string \"" + (s.length() > 40 ? s.substring(0, 40) + "…" : s) + "\"";
      case VALUE_NUMBER_INT:
      case VALUE_NUMBER_FLOAT:
        return "the number " + text(p);
      default:
        return tokenName(t);
    }
  }

  private static String tokenName(JsonToken t) {
    switch (t) {
      case START_OBJECT:
      case END_OBJECT:
        return "an object";
      case START_ARRAY:
      case END_ARRAY:
        return "an array";
      case VALUE_STRING:
        return "a string";
      case VALUE_NUMBER_INT:
        return "an integer";
      case VALUE_NUMBER_FLOAT:
        return "a float";
      case VALUE_TRUE:
      case VALUE_FALSE:
        return "a boolean";
      case VALUE_NULL:
        return "null";
      default:
        return t.name();
    }
  }

  private static void requireInteger(JsonParser p, String what) throws IOException {
    if (p.currentToken() != JsonToken.VALUE_NUMBER_INT) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201, p, what + " must be an integer, found " + describe(p));
    }
  }
}
