package io.birj.api.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.json.JsonErrors;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The built-in JSON format: jackson-core with the reader's duplicate-key rule. */
class JsonFormatTest {
  private static final StreamReadConstraints DEFAULTS = StreamReadConstraints.defaults();

  private static JsonParser parser(String json, StreamReadConstraints c) throws IOException {
    return JsonFormat.INSTANCE.createParser(
        new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), c);
  }

  private static void drain(JsonParser p) throws IOException {
    while (p.nextToken() != null) {
      // read to the end
    }
  }

  @Test
  void a_key_repeated_in_one_object_is_refused() throws IOException {
    try (JsonParser p = parser("{\"name\": 1, \"name\": 2}", DEFAULTS)) {
      StreamReadException e = assertThrows(StreamReadException.class, () -> drain(p));
      assertTrue(e.getOriginalMessage().contains("Duplicate field 'name'"), e.getMessage());
      // jackson's words, reworded, are the one rule's: a duplicate reads the same whoever finds it.
      assertEquals(DuplicateKey.message("name"), JsonErrors.message(e));
    }
  }

  @Test
  void the_same_key_in_two_objects_is_fine() throws IOException {
    try (JsonParser p = parser("{\"a\": {\"name\": 1}, \"b\": {\"name\": 2}}", DEFAULTS)) {
      drain(p);
    }
  }

  @Test
  void the_nesting_depth_given_is_honoured() throws IOException {
    StreamReadConstraints shallow = StreamReadConstraints.builder().maxNestingDepth(2).build();
    try (JsonParser p = parser("{\"a\": {\"b\": {}}}", shallow)) {
      assertThrows(StreamConstraintsException.class, () -> drain(p));
    }
    try (JsonParser p = parser("{\"a\": {\"b\": 1}}", shallow)) {
      drain(p);
    }
  }

  @Test
  void the_string_length_given_is_honoured() throws IOException {
    StreamReadConstraints short8 = StreamReadConstraints.builder().maxStringLength(8).build();
    try (JsonParser p = parser("{\"a\": \"123456789\"}", short8)) {
      assertThrows(
          StreamConstraintsException.class,
          () -> {
            while (p.nextToken() != null) {
              if (p.currentToken() == JsonToken.VALUE_STRING) {
                p.getText();
              }
            }
          });
    }
  }

  @Test
  void utf16_text_is_read() throws IOException {
    byte[] doc = "{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE);
    try (JsonParser p = JsonFormat.INSTANCE.createParser(new ByteArrayInputStream(doc), DEFAULTS)) {
      assertEquals(JsonToken.START_OBJECT, p.nextToken());
      assertEquals("a", p.nextFieldName());
      assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
      assertEquals(1, p.getIntValue());
    }
  }

  @Test
  void closing_the_parser_leaves_the_stream_open() throws IOException {
    CloseCounting in = new CloseCounting(new ByteArrayInputStream("{}".getBytes()));
    JsonFormat.INSTANCE.createParser(in, DEFAULTS).close();
    assertEquals(0, in.closed);
  }

  @Test
  void closing_the_generator_leaves_the_stream_open_and_flushes_it() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    int[] closed = {0};
    OutputStream out =
        new OutputStream() {
          @Override
          public void write(int b) {
            bytes.write(b);
          }

          @Override
          public void close() {
            closed[0]++;
          }
        };
    try (JsonGenerator g =
        JsonFormat.INSTANCE.createGenerator(out, StreamWriteConstraints.defaults())) {
      g.writeStartObject();
      g.writeNumberField("version", 2);
      g.writeEndObject();
    }
    assertEquals(0, closed[0]);
    assertEquals("{\"version\":2}", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void the_write_nesting_depth_given_is_honoured() throws IOException {
    StreamWriteConstraints shallow = StreamWriteConstraints.builder().maxNestingDepth(1).build();
    try (JsonGenerator g =
        JsonFormat.INSTANCE.createGenerator(new ByteArrayOutputStream(), shallow)) {
      g.writeStartArray();
      assertThrows(StreamConstraintsException.class, g::writeStartArray);
    }
  }

  @Test
  void json_is_text_with_lines_and_columns() {
    assertEquals("json", JsonFormat.INSTANCE.name());
    assertTrue(JsonFormat.INSTANCE.hasLineColumns());
    assertTrue(JsonFormat.INSTANCE.isText());
    assertFalse(JsonFormat.INSTANCE.recognizes(new byte[] {(byte) 0xA1}, 1));
  }

  private static final class CloseCounting extends java.io.FilterInputStream {
    int closed;

    CloseCounting(InputStream in) {
      super(in);
    }

    @Override
    public void close() throws IOException {
      closed++;
      super.close();
    }
  }
}
