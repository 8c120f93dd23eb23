package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.format.StrictUtf8InputStream;
import java.io.ByteArrayInputStream;
import java.io.CharConversionException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * jackson's errors in birj's words: a corpus of bad input, one case for each error jackson's parser
 * raises on it (depth, lengths, non-standard tokens, comments, quotes, control characters, trailing
 * garbage, truncation, escapes, numbers, bad UTF-8/16/32), each with the message a user sees; none
 * names jackson's settings, classes, token types or source.
 */
class JsonErrorsTest {
  /** Small limits, so that each is reached by a small input. */
  private static final JsonFactory JSON =
      JsonFactory.builder()
          .streamReadConstraints(
              StreamReadConstraints.builder()
                  .maxNestingDepth(50)
                  .maxNumberLength(40)
                  .maxStringLength(1000)
                  .maxNameLength(100)
                  .maxDocumentLength(4000)
                  .maxTokenCount(500)
                  .build())
          .build();

  /** What none of the messages may show. */
  private static final Pattern INTERNALS =
      Pattern.compile(
          "StreamReadConstraints|JsonReadFeature|StreamReadFeature|Feature|\\[Source|REDACTED|`"
              + "|jackson|fasterxml|CTRL-CHAR|\\(code |VALUE_|START_|END_|FIELD_NAME|Exception"
              + "|getMax|ALLOW_|0x\\p{XDigit}*[a-f]");

  /** The exception classes the corpus made jackson raise. */
  private static final Set<String> RAISED = new TreeSet<>();

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] bytes(int... b) {
    byte[] out = new byte[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = (byte) b[i];
    }
    return out;
  }

  /** Reads everything (strings, numbers) from {@code in}; the message of the error it meets. */
  private static String messageOf(InputStream in) throws IOException {
    try (JsonParser p = JSON.createParser(in)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING || t == JsonToken.FIELD_NAME) {
          p.getText();
        } else if (t == JsonToken.VALUE_NUMBER_INT) {
          p.getLongValue();
        }
      }
    } catch (JsonProcessingException e) {
      RAISED.add(e.getClass().getSimpleName());
      return JsonErrors.message(e);
    } catch (CharConversionException e) {
      RAISED.add(e.getClass().getSimpleName());
      return JsonErrors.message(e);
    }
    throw new AssertionError("the input was read without an error");
  }

  static Stream<Arguments> corpus() {
    String value = "a value (a string, a number, an object, an array, true, false or null)";
    return Stream.of(
        // limits
        Arguments.of(
            "[".repeat(51) + "]".repeat(51),
            "the JSON nests 51 levels deep, more than the limit of 50"),
        Arguments.of(
            "[\"" + "x".repeat(1001) + "\"]",
            "a string is longer than the limit of 1000 characters"),
        Arguments.of(
            "{\"" + "k".repeat(101) + "\":1}", "a key is longer than the limit of 100 characters"),
        Arguments.of(
            "[" + "1".repeat(41) + "]", "a number of 41 characters is longer than the limit of 40"),
        Arguments.of(
            "[" + "\"abcdefgh\",".repeat(400) + "1]",
            "the document is longer than the limit of 4000 bytes"),
        Arguments.of(
            "[" + "1,".repeat(600) + "1]", "the document has more than the limit of 500 tokens"),
        // non-standard numbers
        Arguments.of(
            "[NaN]",
            "NaN is not a JSON value (a float that is not finite is written as the string \"nan\","
                + " \"inf\" or \"-inf\")"),
        Arguments.of(
            "[-Infinity]",
            "-Infinity is not a JSON value (a float that is not finite is written as the string"
                + " \"nan\", \"inf\" or \"-inf\")"),
        Arguments.of("[+1]", "a JSON number cannot start with '+'"),
        Arguments.of("[01]", "a number cannot start with a zero followed by digits"),
        Arguments.of(
            "[1.]", "unexpected character ']' in a number: a digit must follow the decimal point"),
        Arguments.of(
            "[1e+]",
            "unexpected character ']' in a number: a digit must follow the exponent's 'e'"),
        Arguments.of(
            "[-a]", "unexpected character 'a' in a number: a digit must follow the minus sign"),
        Arguments.of(
            "[99999999999999999999]",
            "the number 99999999999999999999 is outside the signed 64-bit range"),
        // comments and quotes
        Arguments.of("[1 // c\n]", "unexpected character '/': JSON has no comments"),
        Arguments.of("/* c */ [1]", "unexpected character '/': JSON has no comments"),
        Arguments.of("# c\n[1]", "unexpected character '#': expected " + value),
        Arguments.of(
            "['a']",
            "unexpected character ''': expected " + value + "; strings take double quotes"),
        Arguments.of("{'a':1}", "unexpected character ''': expected a key in double quotes"),
        Arguments.of("{a:1}", "unexpected character 'a': expected a key in double quotes"),
        // control characters
        Arguments.of(
            "[\"a\nb\"]",
            "the control character U+000A must be escaped inside a string (as \\u000A)"),
        Arguments.of(
            "{\"a\u0001\":1}",
            "the control character U+0001 must be escaped inside a key (as \\u0001)"),
        Arguments.of(
            "[1,\u0001 2]",
            "the control character U+0001 cannot stand between tokens (only space, tab, CR and LF"
                + " can)"),
        // structure, trailing garbage
        Arguments.of("[1] x", "unrecognized word 'x': expected " + value),
        Arguments.of("{} }", "unexpected '}': no object is open"),
        Arguments.of("[1]]", "unexpected ']': no array is open"),
        Arguments.of(
            "{\"a\":1]",
            "unexpected ']': the object opened at line 1, column 1 is still open ('}' expected)"),
        Arguments.of(
            "[\n [1}",
            "unexpected '}': the array opened at line 2, column 2 is still open (']' expected)"),
        Arguments.of(
            "[1 2]", "unexpected character '2': expected ',' or ']' after an array element"),
        Arguments.of(
            "{\"a\":1 \"b\":2}",
            "unexpected character '\"': expected ',' or '}' after an object member"),
        Arguments.of("{\"a\" 1}", "unexpected character '1': expected ':' after a key"),
        Arguments.of("[1,]", "unexpected character ']': expected a value"),
        Arguments.of("[1,,2]", "unexpected character ',': expected a value"),
        Arguments.of("[nul]", "unrecognized word 'nul': expected " + value),
        Arguments.of(".5", "unexpected character '.': expected " + value),
        // truncation
        Arguments.of(
            "[1, 2", "unexpected end of input: the array opened at line 1, column 1 is not closed"),
        Arguments.of(
            "{\"a\": 1",
            "unexpected end of input: the object opened at line 1, column 1 is not closed"),
        Arguments.of("[\"abc", "unexpected end of input inside a string"),
        Arguments.of("{\"ab", "unexpected end of input inside a key"),
        Arguments.of("[\"\\u00", "unexpected end of input inside an escape sequence"),
        Arguments.of("{\"a\":", "unexpected end of input inside an object"),
        Arguments.of("[1e", "unexpected end of input inside an array"),
        // escapes
        Arguments.of(
            "[\"\\x\"]",
            "unknown escape '\\x' in a string (the escapes: \\\" \\\\ \\/ \\b \\f \\n \\r \\t"
                + " \\uXXXX)"),
        Arguments.of(
            "[\"\\\u0001\"]",
            "unknown escape a backslash before U+0001 in a string (the escapes: \\\" \\\\ \\/ \\b"
                + " \\f \\n \\r \\t \\uXXXX)"),
        Arguments.of(
            "[\"\\u12G4\"]",
            "unexpected character 'G': a \\u escape takes four hexadecimal digits"));
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void aJacksonErrorIsInBirjsWords(String input, String expected) throws IOException {
    String m = messageOf(new ByteArrayInputStream(utf8(input)));
    assertEquals(expected, m);
    assertFalse(INTERNALS.matcher(m).find(), m);
  }

  /** Bad bytes, read by jackson alone (its own decoders) and through the strict filter. */
  static Stream<Arguments> encodings() {
    return Stream.of(
        Arguments.of(
            bytes('[', '"', 0x80, '"', ']'),
            "ill-formed UTF-8: the byte 0x80 cannot start a character",
            "ill-formed UTF-8: the byte 0x80 continues no sequence (a continuation byte without its"
                + " lead)"),
        Arguments.of(
            bytes('[', '"', 0xC3, 'a', '"', ']'),
            "ill-formed UTF-8: the byte 0x61 cannot continue a character",
            "ill-formed UTF-8: the 2-byte sequence C3 is cut short by the byte 0x61 after 1 byte"),
        Arguments.of(
            bytes('[', '"', 0xFF, '"', ']'),
            "ill-formed UTF-8: the byte 0xFF cannot start a character",
            "ill-formed UTF-8: the byte 0xFF never appears in UTF-8"),
        Arguments.of(
            bytes('[', '"', 0xE2, 0x82),
            "unexpected end of input inside a string",
            "ill-formed UTF-8: the 3-byte sequence E2 82 is cut short by the end of the input"),
        Arguments.of(
            bytes(0, 0, 0, '[', 0, 0, 0, '"', 0, 0x11, 0, 0, 0, 0, 0, '"', 0, 0, 0, ']'),
            "ill-formed UTF-32: a code unit is above U+10FFFF",
            "ill-formed UTF-32: the code unit 0x00110000 is above U+10FFFF"),
        Arguments.of(
            bytes(0, 0, 0, '[', 0, 0, 0, '1', 0, 0),
            "ill-formed UTF-32: the input ends inside a 4-byte code unit",
            "ill-formed UTF-32: the input ends inside a 4-byte code unit"),
        Arguments.of(
            bytes(0, '[', 0, 0, 0, '1', 0, 0),
            "the text is UCS-4 in the unusual byte order 3412, which is not supported (UTF-8, UTF-16"
                + " and UTF-32 are)",
            "the text is UCS-4 in the unusual byte order 3412, which is not supported (UTF-8, UTF-16"
                + " and UTF-32 are)"),
        Arguments.of(
            bytes(0, '[', 0, '1', 0, ']', 0),
            "unexpected character '\uFFFD' (U+FFFD): expected "
                + "a value (a string, a number, an object, an array, true, false or null)",
            "ill-formed UTF-16: the input ends inside a 2-byte code unit"),
        Arguments.of(
            bytes(0, '[', 0, '"', 0xD8, 0, 0, '"', 0, ']'),
            "unexpected end of input inside a string (its closing quote is missing)",
            "ill-formed UTF-16: the high surrogate 0xD800 is followed by 0x0022, not by a low"
                + " surrogate"));
  }

  @ParameterizedTest
  @MethodSource("encodings")
  void badBytesAreInBirjsWordsWithAndWithoutTheStrictFilter(
      byte[] input, String alone, String filtered) throws IOException {
    String a = messageOf(new ByteArrayInputStream(input));
    String f = messageOf(new StrictUtf8InputStream(new ByteArrayInputStream(input)));
    assertEquals(alone, a);
    assertEquals(filtered, f);
    assertFalse(INTERNALS.matcher(a).find(), a);
    assertFalse(INTERNALS.matcher(f).find(), f);
  }

  @Test
  void anUnknownMessageKeepsItsWordsWithoutJacksonsInternals() {
    assertEquals(
        "something odd at line 3, column 4",
        JsonErrors.strip(
            "Something odd at [Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION`"
                + " disabled); line: 3, column: 4]"));
    assertEquals(
        "value too big (7)",
        JsonErrors.strip("Value too big (7, from `StreamReadConstraints.getMaxFooBar()`)"));
    assertEquals(
        "odd token 'x'",
        JsonErrors.strip("Odd token 'x': enable `JsonReadFeature.ALLOW_ODD_TOKENS` to allow"));
    assertEquals("bad a value", JsonErrors.strip("Bad VALUE_STRING"));
  }

  @AfterAll
  static void theCorpusReachedEveryClassOfJacksonsParseErrors() {
    assertNotNull(RAISED);
    assertTrue(
        RAISED.containsAll(
            Set.of(
                "JsonParseException",
                "JsonEOFException",
                "StreamConstraintsException",
                "InputCoercionException",
                "CharConversionException",
                "IllFormedTextException")),
        RAISED.toString());
  }
}
