package io.birj.format.cbor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import io.birj.api.format.DocumentFormat;
import io.birj.api.format.JsonFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** Test helpers: a document's CBOR twin, made by the generator, and token streams to compare. */
final class Twins {
  static final CborFormat CBOR = new CborFormat();
  static final StreamReadConstraints READ = StreamReadConstraints.defaults();
  static final StreamWriteConstraints WRITE = StreamWriteConstraints.defaults();

  private Twins() {}

  /** How numbers reach the generator. */
  enum Numbers {
    /** As their text, the way birj's writer keeps number spellings. */
    AS_TEXT,
    /** As values ({@code copyCurrentEvent}: int, long, BigInteger or double). */
    AS_VALUES
  }

  /** The CBOR twin of a JSON document. */
  static byte[] cborOf(byte[] json, Numbers numbers) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonParser p = JsonFormat.INSTANCE.createParser(new ByteArrayInputStream(json), READ);
        JsonGenerator g = CBOR.createGenerator(out, WRITE)) {
      while (p.nextToken() != null) {
        if (numbers == Numbers.AS_TEXT && p.currentToken().isNumeric()) {
          g.writeNumber(p.getText());
        } else {
          g.copyCurrentEvent(p);
        }
      }
    }
    return out.toByteArray();
  }

  /** One token as the readers see it: kind, name, text, number type and value. */
  record Token(JsonToken token, String name, String text, JsonParser.NumberType type, Number n) {
    @Override
    public String toString() {
      return token + (name == null ? "" : " " + name) + " " + text + " " + type + " " + n;
    }
  }

  static List<Token> tokens(DocumentFormat format, byte[] doc) throws IOException {
    List<Token> all = new ArrayList<>();
    try (JsonParser p = format.createParser(new ByteArrayInputStream(doc), READ)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        boolean number = t.isNumeric();
        all.add(
            new Token(
                t,
                t == JsonToken.FIELD_NAME ? p.currentName() : null,
                t.isScalarValue() ? p.getText() : null,
                number ? p.getNumberType() : null,
                number ? p.getNumberValue() : null));
      }
    }
    return all;
  }

  static byte[] hex(String spaced) {
    return HexFormat.of().parseHex(spaced.replace(" ", ""));
  }

  static String hex(byte[] b) {
    return HexFormat.ofDelimiter(" ").withUpperCase().formatHex(b);
  }
}
