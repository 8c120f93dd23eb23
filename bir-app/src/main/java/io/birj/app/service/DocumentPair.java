package io.birj.app.service;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.birj.api.error.BirException;
import java.io.IOException;
import java.util.Arrays;

/**
 * The two documents of a {@code /diff} JSON pair {@code {"a": OLD, "b": NEW}}, each as the exact
 * bytes it has in the body, so the loader reads each with the same limits as any document (the pair
 * adds one level of nesting, which {@link BodyCheck#MAX_DEPTH} allows for). An error in one of them
 * is reported at its place in the body: the pointer under {@code /a} or {@code /b}, the line and
 * column of the body.
 */
record DocumentPair(Part a, Part b) {
  /** One document of the pair: its bytes and where they start in the body (1-based). */
  record Part(String name, byte[] bytes, long line, long column) {
    /** {@code e}, an error inside this part, placed in the whole body. */
    ProblemException place(BirException e) {
      long l = e.line() > 0 ? line + e.line() - 1 : 0;
      long c = e.line() == 1 ? column + e.column() - 1 : e.column();
      return new ProblemException(
          Problem.of(e).at("/" + name + e.pointer(), l, c).withDocument(name), 0, e);
    }
  }

  /**
   * {@code body} in UTF-8: a pair in UTF-16 or UTF-32 (told by its byte order mark, or by where the
   * zero bytes of its first characters are, as JSON's RFC 8259 readers do) is transcoded, so that
   * the documents' bytes can be cut out of it; a UTF-8 body is returned as it is.
   *
   * @throws ProblemException 400 when the text is not well formed in its encoding
   */
  static byte[] utf8(byte[] body) {
    int n = body.length;
    int b0 = n > 0 ? body[0] & 0xff : -1;
    int b1 = n > 1 ? body[1] & 0xff : -1;
    int b2 = n > 2 ? body[2] & 0xff : -1;
    int b3 = n > 3 ? body[3] & 0xff : -1;
    String charset;
    int skip = 0;
    if (b0 == 0 && b1 == 0 && b2 == 0xfe && b3 == 0xff) {
      charset = "UTF-32BE";
      skip = 4;
    } else if (b0 == 0xff && b1 == 0xfe && b2 == 0 && b3 == 0) {
      charset = "UTF-32LE";
      skip = 4;
    } else if (b0 == 0xfe && b1 == 0xff) {
      charset = "UTF-16BE";
      skip = 2;
    } else if (b0 == 0xff && b1 == 0xfe) {
      charset = "UTF-16LE";
      skip = 2;
    } else if (b0 == 0 && b1 == 0 && b2 == 0 && b3 > 0) {
      charset = "UTF-32BE";
    } else if (b0 > 0 && b1 == 0 && b2 == 0 && b3 == 0) {
      charset = "UTF-32LE";
    } else if (b0 == 0 && b1 > 0) {
      charset = "UTF-16BE";
    } else if (b0 > 0 && b1 == 0) {
      charset = "UTF-16LE";
    } else {
      return body;
    }
    try {
      java.nio.CharBuffer text =
          java.nio.charset.Charset.forName(charset)
              .newDecoder()
              .onMalformedInput(java.nio.charset.CodingErrorAction.REPORT)
              .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPORT)
              .decode(java.nio.ByteBuffer.wrap(body, skip, n - skip));
      java.nio.ByteBuffer out = java.nio.charset.StandardCharsets.UTF_8.encode(text);
      return Arrays.copyOfRange(out.array(), out.position(), out.limit());
    } catch (java.nio.charset.CharacterCodingException e) {
      throw ProblemException.malformed(
          "the request body is not well-formed " + charset + " text", 0, 0);
    }
  }

  private static final String SHAPE = "expected {\"a\": DOCUMENT, \"b\": DOCUMENT}";

  /** Splits a well-formed body ({@link BodyCheck#wellFormed} passed). */
  static DocumentPair split(byte[] body) {
    Part[] ab = new Part[2];
    try (JsonParser p = BodyCheck.JSON.createParser(body)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        throw bad(SHAPE + ", not " + describe(p.currentToken()), p.currentTokenLocation());
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String key = p.currentName();
        JsonLocation keyAt = p.currentTokenLocation();
        int slot = key.equals("a") ? 0 : key.equals("b") ? 1 : -1;
        if (slot < 0) {
          throw bad(SHAPE + ": unknown member \"" + Problems.clip(key) + "\"", keyAt);
        }
        if (ab[slot] != null) {
          throw bad(SHAPE + ": \"" + key + "\" appears twice", keyAt);
        }
        JsonToken t = p.nextToken();
        JsonLocation start = p.currentTokenLocation();
        if (t != JsonToken.START_OBJECT) {
          throw new ProblemException(
              Problem.of(
                      ProblemType.INVALID_DOCUMENT,
                      "a BIR document is a JSON object, not " + describe(t))
                  .at("/" + key, start.getLineNr(), start.getColumnNr())
                  .withDocument(key));
        }
        p.skipChildren();
        // After the closing brace: the parser has read exactly up to it.
        long end = p.currentLocation().getByteOffset();
        ab[slot] =
            new Part(
                key,
                Arrays.copyOfRange(body, (int) start.getByteOffset(), (int) end),
                start.getLineNr(),
                start.getColumnNr());
      }
    } catch (StreamConstraintsException e) {
      // Deeper than the loader reads: the loader's own error says so, in the document.
      throw new ProblemException(
          Problem.of(
              ProblemType.INVALID_DOCUMENT,
              "a document of the pair nests deeper than " + (BodyCheck.MAX_DEPTH - 1) + " levels"));
    } catch (IOException e) {
      throw ProblemException.malformed("the request body is not well-formed JSON", 0, 0);
    }
    for (int i = 0; i < 2; i++) {
      if (ab[i] == null) {
        throw new ProblemException(
            Problem.of(
                ProblemType.BAD_PARAMETER,
                SHAPE + ": \"" + (i == 0 ? "a" : "b") + "\" is missing"));
      }
    }
    return new DocumentPair(ab[0], ab[1]);
  }

  private static ProblemException bad(String detail, JsonLocation at) {
    return new ProblemException(
        Problem.of(ProblemType.BAD_PARAMETER, detail).at(null, at.getLineNr(), at.getColumnNr()));
  }

  private static String describe(JsonToken t) {
    if (t == null) {
      return "nothing";
    }
    return switch (t) {
      case START_ARRAY -> "an array";
      case START_OBJECT -> "an object";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      case VALUE_TRUE, VALUE_FALSE -> "a boolean";
      case VALUE_NULL -> "null";
      default -> t.asString() == null ? t.name() : t.asString();
    };
  }
}
