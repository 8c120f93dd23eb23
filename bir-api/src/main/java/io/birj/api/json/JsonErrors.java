package io.birj.api.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.format.IllFormedInputException;
import java.io.CharConversionException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * jackson's parse and limit errors in birj's words: what is wrong with the text, never how jackson
 * is configured ({@code StreamReadConstraints.getMaxNestingDepth()}, {@code enable
 * JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS}), where it keeps its source ({@code [Source: REDACTED
 * ...]}) or what its classes and token types are called. The place (line, column, pointer) is not
 * part of the message: it travels with the error.
 *
 * <p>Each family of jackson's messages has its rewording here, in one place; a message of a family
 * not known (a newer jackson) keeps its words with the internals cut out, so nothing of them can
 * reach a user whatever jackson says.
 */
public final class JsonErrors {
  private JsonErrors() {}

  /** The limits jackson enforces, by the name of their getter in its message. */
  private static final Pattern CONSTRAINT =
      Pattern.compile(
          "^(.*?) \\((\\d+)\\) exceeds the maximum (?:allowed )?\\((\\d+), from"
              + " `StreamReadConstraints\\.getMax(\\w+)\\(\\)`\\)");

  /** jackson's character descriptions: {@code ('x' (code 120))}, {@code ((CTRL-CHAR, code 10))}. */
  private static final Pattern CHAR =
      Pattern.compile("\\(\\((CTRL-CHAR), code (\\d+)\\)\\)|\\('(.+?)' \\(code (\\d+)[^)]*\\)\\)");

  /** A position jackson writes into a message: {@code [Source: ...; line: 3, column: 7]}. */
  private static final Pattern SOURCE =
      Pattern.compile("\\[Source: .*?; line: (\\d+), column: (\\d+)\\]");

  private static final Pattern ESCAPE =
      Pattern.compile(
          "^Unrecognized character escape (?:'(.)' \\(code \\d+\\)|\\(CTRL-CHAR, code (\\d+)\\))");

  private static final Pattern TOKEN = Pattern.compile("^Unrecognized token '(.*)': was expecting");

  private static final Pattern NON_STANDARD = Pattern.compile("^Non-standard token '(.*?)'");

  private static final Pattern CLOSE_MARKER =
      Pattern.compile(
          "^Unexpected close marker '(.)': (?:expected '(.)' \\(for (\\w+) starting at"
              + " \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)|no open (\\w+) to close)");

  private static final Pattern EOF_CLOSE =
      Pattern.compile(
          "^Unexpected end-of-input: expected close marker for (\\w+) \\(start marker at"
              + " \\[Source: .*?; line: (\\d+), column: (\\d+)\\]\\)");

  private static final Pattern EOF_IN =
      Pattern.compile("^Unexpected end-of-input(?::| in| within/between)? *(.*)$");

  private static final Pattern UTF8 =
      Pattern.compile("^Invalid UTF-8 (start|middle) byte (0x\\p{XDigit}+)");

  private static final Pattern UTF32_ABOVE =
      Pattern.compile("^Invalid UTF-32 character (0x\\p{XDigit}+) \\(above 0x0*10ffff\\)");

  private static final Pattern UCS4 = Pattern.compile("^Unsupported UCS-4 endianness \\((\\d+)\\)");

  private static final Pattern OUT_OF_RANGE =
      Pattern.compile("^Numeric value \\((.*?)\\) out of range of (int|long)");

  private static final String VALUE =
      "a value (a string, a number, an object, an array, true, false or null)";

  // jackson's CBOR parser (a binary document has no lines: the place is a byte offset).

  /** The input ended inside a map or array of a known length. */
  private static final Pattern CBOR_EOF_COUNTED =
      Pattern.compile("^Unexpected end-of-input in (Array|Object) value: expected (\\d+) more");

  /** The input ended inside an indefinite-length map or array. */
  private static final Pattern CBOR_EOF_OPEN =
      Pattern.compile("^Unexpected end-of-input in (Array|Object) value: expected an? ");

  private static final Pattern CBOR_EOF_BYTES =
      Pattern.compile("^Needed to read (\\d+) bytes, missed (\\d+) before end-of-input");

  private static final Pattern CBOR_LENGTH = Pattern.compile("^Illegal length for [^:]*: (-?\\d+)");

  private static final Pattern CBOR_BREAK =
      Pattern.compile(
          "^Unexpected Break \\(0xFF\\) token in (?:Root context|definite length \\((\\d+)\\)"
              + " (Object|Array))");

  private static final Pattern CBOR_FIRST_BYTE =
      Pattern.compile("^Invalid CBOR value token \\(first byte\\): (0x\\p{XDigit}+)");

  private static final Pattern CBOR_KEY = Pattern.compile("^Unsupported major type \\((\\d)\\)");

  /**
   * The diagnostic code of {@link #message(JsonProcessingException)}'s words, decided by the same
   * kind of error: a limit of the reader, text or bytes that are no document, a number outside a
   * range, else JSON that is not well-formed (docs/diagnostics.md).
   */
  public static DiagnosticCode code(JsonProcessingException e) {
    if (e instanceof IllFormedInputException bad) {
      return bad.code();
    }
    String m = e.getOriginalMessage();
    if (m == null || m.isBlank()) {
      return DiagnosticCode.BIRJ_E0104;
    }
    if (e instanceof StreamConstraintsException) {
      return DiagnosticCode.BIRJ_E0105;
    }
    String cbor = cbor(m);
    if (cbor != null) {
      // A CBOR document cut short reads like JSON cut short; other refusals are bytes that are
      // no well-formed CBOR.
      return cbor.startsWith("unexpected end of input")
          ? DiagnosticCode.BIRJ_E0101
          : DiagnosticCode.BIRJ_E0103;
    }
    if (UTF8.matcher(m).find()) {
      return DiagnosticCode.BIRJ_E0103;
    }
    if (OUT_OF_RANGE.matcher(m).find()) {
      return DiagnosticCode.BIRJ_E0202;
    }
    return DiagnosticCode.BIRJ_E0101;
  }

  /** jackson's parse or limit error in birj's words. */
  public static String message(JsonProcessingException e) {
    if (e instanceof IllFormedInputException bad) {
      return bad.reason();
    }
    String m = e.getOriginalMessage();
    if (m == null || m.isBlank()) {
      return "malformed JSON";
    }
    if (e instanceof StreamConstraintsException) {
      return constraint(m);
    }
    return reword(m);
  }

  /**
   * jackson's UTF-32 decoder reports a bad code unit and an unsupported UCS-4 byte order as a
   * {@link CharConversionException}, not as a parse error: in birj's words too.
   */
  public static String message(CharConversionException e) {
    String m = e.getMessage() == null ? "" : e.getMessage();
    Matcher x = UTF32_ABOVE.matcher(m);
    if (x.find()) {
      // jackson's figure is the code unit less 0x10000: name none rather than a wrong one.
      return "ill-formed UTF-32: a code unit is above U+10FFFF";
    }
    if (m.startsWith("Unexpected EOF in the middle of a 4-byte UTF-32 char")) {
      return "ill-formed UTF-32: the input ends inside a 4-byte code unit";
    }
    x = UCS4.matcher(m);
    if (x.find()) {
      return "the text is UCS-4 in the unusual byte order "
          + x.group(1)
          + ", which is not supported (UTF-8, UTF-16 and UTF-32 are)";
    }
    return "the text is not in a supported encoding: " + strip(m);
  }

  /** True when {@code e} is jackson's refusal of a key past the length limit. */
  public static boolean isKeyTooLong(JsonProcessingException e) {
    if (!(e instanceof StreamConstraintsException)) {
      return false;
    }
    Matcher c = CONSTRAINT.matcher(String.valueOf(e.getOriginalMessage()));
    return c.find() && c.group(4).equals("NameLength");
  }

  private static String constraint(String m) {
    Matcher c = CONSTRAINT.matcher(m);
    if (!c.find()) {
      return strip(m);
    }
    String n = c.group(2);
    String max = c.group(3);
    switch (c.group(4)) {
      case "NestingDepth":
        return "the JSON nests " + n + " levels deep, more than the limit of " + max;
      case "StringLength":
        // jackson's figure is how far it had read when it checked, not the string's length.
        return stringTooLong(Long.parseLong(max));
      case "NameLength":
        // As for strings: jackson's figure is how far it had read (at most its buffer, 65536).
        return "a key is longer than the limit of " + max + " characters";
      case "NumberLength":
        return "a number of " + n + " characters is longer than the limit of " + max;
      case "DocumentLength":
        return "the document is longer than the limit of " + max + " bytes";
      case "TokenCount":
        return "the document has more than the limit of " + max + " tokens";
      default:
        return "the document breaks a limit of the reader (" + n + ", more than " + max + ")";
    }
  }

  private static String reword(String m) {
    String cbor = cbor(m);
    if (cbor != null) {
      return cbor;
    }
    Matcher x = NON_STANDARD.matcher(m);
    if (x.find()) {
      return notAJsonValue(x.group(1));
    }
    x = CLOSE_MARKER.matcher(m);
    if (x.find()) {
      if (x.group(6) != null) {
        return "unexpected '" + x.group(1) + "': no " + container(x.group(6)) + " is open";
      }
      return "unexpected '"
          + x.group(1)
          + "': the "
          + container(x.group(3))
          + " opened at line "
          + x.group(4)
          + ", column "
          + x.group(5)
          + " is still open ('"
          + x.group(2)
          + "' expected)";
    }
    x = EOF_CLOSE.matcher(m);
    if (x.find()) {
      return "unexpected end of input: the "
          + container(x.group(1))
          + " opened at line "
          + x.group(2)
          + ", column "
          + x.group(3)
          + " is not closed";
    }
    x = EOF_IN.matcher(m);
    if (x.find()) {
      return "unexpected end of input " + inside(x.group(1));
    }
    x = TOKEN.matcher(m);
    if (x.find()) {
      return "unrecognized word '" + x.group(1) + "': expected " + VALUE;
    }
    x = ESCAPE.matcher(m);
    if (x.find()) {
      String what =
          x.group(1) != null
              ? "'\\" + x.group(1) + "'"
              : "a backslash before " + codePoint(x.group(2));
      return "unknown escape "
          + what
          + " in a string (the escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)";
    }
    x = UTF8.matcher(m);
    if (x.find()) {
      int b = Integer.parseInt(x.group(2).substring(2), 16);
      return x.group(1).equals("start") ? utf8CannotStart(b) : utf8CannotContinue(b);
    }
    x = OUT_OF_RANGE.matcher(m);
    if (x.find()) {
      return "the number "
          + x.group(1)
          + " is outside the signed "
          + (x.group(2).equals("int") ? "32" : "64")
          + "-bit range";
    }
    if (m.startsWith("Invalid numeric value: Leading zeroes not allowed")) {
      return "a number cannot start with a zero followed by digits";
    }
    x = CHAR.matcher(m);
    if (x.find()) {
      String c = x.group(1) != null ? codePoint(x.group(2)) : character(x.group(3), x.group(4));
      String rest = m.substring(x.end()).replaceFirst("^:? *", "");
      return characterError(c, x.group(1) != null, rest, m.substring(0, x.start()).trim());
    }
    return strip(m);
  }

  /**
   * A non-finite float where a JSON value stands ({@code NaN}, {@code Infinity}, {@code
   * -Infinity}): the words for jackson's JSON parser and for bir-cbor's strict filter alike.
   */
  public static String notAJsonValue(String spelling) {
    return spelling
        + " is not a JSON value (a float that is not finite is written as the string \"nan\","
        + " \"inf\" or \"-inf\")";
  }

  /** A string past the reader's string limit (JSON or CBOR alike). */
  public static String stringTooLong(long max) {
    return "a string is longer than the limit of " + max + " characters";
  }

  /** A byte that cannot start a UTF-8 sequence. */
  public static String utf8CannotStart(int b) {
    return String.format("ill-formed UTF-8: the byte 0x%02X cannot start a character", b);
  }

  /** A byte that cannot continue the UTF-8 sequence before it. */
  public static String utf8CannotContinue(int b) {
    return String.format("ill-formed UTF-8: the byte 0x%02X cannot continue a character", b);
  }

  /** jackson's CBOR parser's messages in birj's words, or null for another message. */
  private static String cbor(String m) {
    Matcher x = CBOR_EOF_COUNTED.matcher(m);
    if (x.find()) {
      return "unexpected end of input inside "
          + (x.group(1).equals("Array")
              ? "an array (" + x.group(2) + " more items expected)"
              : "an object (" + x.group(2) + " more members expected)");
    }
    x = CBOR_EOF_OPEN.matcher(m);
    if (x.find()) {
      return "unexpected end of input inside an "
          + (x.group(1).equals("Array") ? "array" : "object")
          + " of indefinite length (its break byte 0xFF is missing)";
    }
    x = CBOR_EOF_BYTES.matcher(m);
    if (x.find()) {
      return "unexpected end of input inside an item (" + x.group(2) + " more bytes expected)";
    }
    x = CBOR_LENGTH.matcher(m);
    if (x.find()) {
      String n = x.group(1).equals("-1") ? "2^64 - 1" : x.group(1);
      return "an item declares a length of " + n + ", more than the reader can hold";
    }
    x = CBOR_BREAK.matcher(m);
    if (x.find()) {
      return x.group(2) == null
          ? "unexpected break byte 0xFF: no item of indefinite length is open"
          : "unexpected break byte 0xFF inside an "
              + (x.group(2).equals("Array") ? "array" : "object")
              + " of definite length "
              + x.group(1);
    }
    if (m.startsWith("Mismatched BREAK byte (0xFF)")) {
      return "unexpected break byte 0xFF where a value was expected";
    }
    x = CBOR_FIRST_BYTE.matcher(m);
    if (x.find()) {
      return "the byte " + upperHex(x.group(1)) + " starts no CBOR item";
    }
    x = CBOR_KEY.matcher(m);
    if (x.find()) {
      return "a key must be a text string, found an item of CBOR major type " + x.group(1);
    }
    return null;
  }

  /** jackson's messages about one character: {@code Unexpected character (...): <rest>}. */
  private static String characterError(String c, boolean control, String rest, String lead) {
    if (lead.startsWith("Illegal unquoted character")) {
      return "the control character "
          + c
          + " must be escaped inside "
          + (rest.endsWith("in name") ? "a key" : "a string")
          + " (as \\u"
          + c.substring(2)
          + ")";
    }
    if (lead.startsWith("Illegal character")) {
      return "the control character "
          + c
          + " cannot stand between tokens (only space, tab, CR and LF can)";
    }
    String unexpected = "unexpected character " + c;
    if (rest.startsWith("maybe a (non-standard) comment")) {
      return unexpected + ": JSON has no comments";
    }
    if (rest.startsWith("expected a valid value")) {
      return unexpected
          + ": expected "
          + VALUE
          + (c.equals("'''") ? "; strings take double quotes" : "");
    }
    if (rest.startsWith("was expecting double-quote to start field name")) {
      return unexpected + ": expected a key in double quotes";
    }
    if (rest.startsWith("was expecting comma to separate Array entries")) {
      return unexpected + ": expected ',' or ']' after an array element";
    }
    if (rest.startsWith("was expecting comma to separate Object entries")) {
      return unexpected + ": expected ',' or '}' after an object member";
    }
    if (rest.startsWith("was expecting a colon to separate field name and value")) {
      return unexpected + ": expected ':' after a key";
    }
    if (rest.startsWith("expected a value")) {
      return unexpected + ": expected a value";
    }
    if (rest.startsWith("expected a hex-digit")) {
      return unexpected + ": a \\u escape takes four hexadecimal digits";
    }
    if (rest.startsWith("Expected space separating root-level values")) {
      return unexpected + ": expected white space between two values";
    }
    if (rest.startsWith("in numeric value")) {
      String why = rest.replaceFirst("^in numeric value: *", "");
      if (why.startsWith("JSON spec does not allow numbers to have plus signs")) {
        return "a JSON number cannot start with '+'";
      }
      if (why.startsWith("Decimal point not followed by a digit")) {
        return unexpected + " in a number: a digit must follow the decimal point";
      }
      if (why.startsWith("Exponent indicator not followed by a digit")) {
        return unexpected + " in a number: a digit must follow the exponent's 'e'";
      }
      if (why.startsWith("expected digit (0-9) to follow minus sign")) {
        return unexpected + " in a number: a digit must follow the minus sign";
      }
      return unexpected + " in a number";
    }
    return unexpected + (rest.isEmpty() ? "" : ": " + strip(rest));
  }

  /** jackson's names for where the input ended. */
  private static String inside(String where) {
    switch (where) {
      case "VALUE_STRING":
      case "a String value":
        return "inside a string";
      case "field name":
      case "FIELD_NAME":
        return "inside a key";
      case "character escape sequence":
        return "inside an escape sequence";
      case "Object entries":
        return "inside an object";
      case "Array entries":
        return "inside an array";
      case "VALUE_NUMBER_INT":
      case "VALUE_NUMBER_FLOAT":
        return "inside a number";
      case "START_ARRAY":
      case "END_ARRAY":
        return "inside an array";
      case "START_OBJECT":
      case "END_OBJECT":
        return "inside an object";
      default:
        if (where.startsWith("was expecting closing quote for a string value")
            || where.contains("closing quote")) {
          return "inside a string (its closing quote is missing)";
        }
        if (where.startsWith("was expecting closing '\"' for name")) {
          return "inside a key";
        }
        return "(" + strip(where) + ")";
    }
  }

  private static String container(String jacksonName) {
    return jacksonName.equalsIgnoreCase("Array") ? "array" : "object";
  }

  /** A printable character as {@code 'x'} (with its code point when not ASCII). */
  private static String character(String text, String code) {
    int cp = Integer.parseInt(code);
    if (cp < 0x20 || cp == 0x7F) {
      return String.format("U+%04X", cp);
    }
    return cp < 0x80 ? "'" + text + "'" : String.format("'%s' (U+%04X)", text, cp);
  }

  private static String codePoint(String decimal) {
    return String.format("U+%04X", Integer.parseInt(decimal));
  }

  private static String upperHex(String jacksonHex) {
    return "0x" + jacksonHex.substring(2).toUpperCase(java.util.Locale.ROOT);
  }

  /**
   * The message with jackson's internals cut out: its source descriptions (kept as a line and
   * column), backquoted names of its classes and settings, its feature clauses and token types.
   */
  static String strip(String m) {
    String s = SOURCE.matcher(m).replaceAll("line $1, column $2");
    // A clause naming a setting or a class: "(..., from `X.y()`)", ": enable `X` to allow".
    s = s.replaceAll(",? *from `[^`]*`", "");
    s = s.replaceAll(":? *(?:enable|disable) `[^`]*`(?: to allow)?", "");
    s = s.replaceAll(" *`[^`]*`", "");
    s =
        s.replaceAll(
            "\\s*\\(not recognized as one since Feature '[^']*' not enabled for parser\\)", "");
    s = s.replaceAll("Feature '[^']*'", "a reader setting");
    s =
        s.replaceAll(
            "\\b(?:VALUE_STRING|VALUE_NUMBER_INT|VALUE_NUMBER_FLOAT|VALUE_TRUE|VALUE_FALSE|VALUE_NULL)\\b",
            "a value");
    s = s.replaceAll("\\b(?:START_ARRAY|END_ARRAY)\\b", "an array");
    s = s.replaceAll("\\b(?:START_OBJECT|END_OBJECT)\\b", "an object");
    s = s.replaceAll("\\bFIELD_NAME\\b", "a key");
    s = s.replaceAll("\\(CTRL-CHAR, code (\\d+)\\)", "a control character");
    s = s.replaceAll(" \\(code \\d+[^)]*\\)", "");
    // Where a token started, as the description of jackson's source (a class name): the place
    // travels with the error.
    s = s.replaceAll(" *\\(start (?:token|marker) at [^()]*(?:\\([^()]*\\))?[^()]*\\)", "");
    s = s.replaceAll("(?:com\\.fasterxml|java|javax|io\\.birj)\\.[\\w.$]+", "");
    s = s.trim();
    if (s.isEmpty()) {
      return "malformed JSON";
    }
    return Character.toLowerCase(s.charAt(0)) + s.substring(1);
  }
}
