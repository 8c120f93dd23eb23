package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.CBOR;
import static io.birj.format.cbor.Twins.WRITE;
import static io.birj.format.cbor.Twins.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generator writes the bytes nlohmann's to_cbor writes for the same values. */
class CborGeneratorTest {
  interface Writes {
    void to(JsonGenerator g) throws IOException;
  }

  private static String written(Writes w) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = CBOR.createGenerator(out, WRITE)) {
      w.to(g);
    }
    return hex(out.toByteArray());
  }

  private static String number(String text) throws IOException {
    return written(g -> g.writeNumber(text));
  }

  @Test
  void a_map_opened_without_a_size_gets_a_definite_head() throws IOException {
    assertEquals(
        "A1 61 61 01",
        written(
            g -> {
              g.writeStartObject();
              g.writeNumberField("a", 1);
              g.writeEndObject();
            }));
  }

  @Test
  void empty_containers_are_definite() throws IOException {
    assertEquals(
        "A2 61 61 80 61 62 A0",
        written(
            g -> {
              g.writeStartObject();
              g.writeArrayFieldStart("a");
              g.writeEndArray();
              g.writeObjectFieldStart("b");
              g.writeEndObject();
              g.writeEndObject();
            }));
  }

  @Test
  void counts_take_the_shortest_head() throws IOException {
    String array300 =
        written(
            g -> {
              g.writeStartArray();
              for (int i = 0; i < 300; i++) {
                g.writeNumber(0);
              }
              g.writeEndArray();
            });
    assertTrue(array300.startsWith("99 01 2C 00 00"), array300);
    String map24 =
        written(
            g -> {
              g.writeStartObject();
              for (int i = 0; i < 24; i++) {
                g.writeBooleanField("k" + (char) ('a' + i), true);
              }
              g.writeEndObject();
            });
    assertTrue(map24.startsWith("B8 18 62 6B 61 F5"), map24);
  }

  @Test
  void a_size_the_caller_gives_is_kept() throws IOException {
    assertEquals(
        "82 01 02",
        written(
            g -> {
              g.writeStartArray(null, 2);
              g.writeNumber(1);
              g.writeNumber(2);
              g.writeEndArray();
            }));
  }

  @Test
  void nesting_of_sized_and_unsized_containers_is_definite_throughout() throws IOException {
    assertEquals(
        "82 A1 61 61 81 F6 80",
        written(
            g -> {
              g.writeStartArray(null, 2);
              g.writeStartObject();
              g.writeArrayFieldStart("a");
              g.writeNull();
              g.writeEndArray();
              g.writeEndObject();
              g.writeStartArray();
              g.writeEndArray();
              g.writeEndArray();
            }));
  }

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource({
    "0, 00",
    "23, 17",
    "24, 18 18",
    "255, 18 FF",
    "256, 19 01 00",
    "65535, 19 FF FF",
    "65536, 1A 00 01 00 00",
    "4294967295, 1A FF FF FF FF",
    "4294967296, 1B 00 00 00 01 00 00 00 00",
    "9223372036854775807, 1B 7F FF FF FF FF FF FF FF",
    "9223372036854775808, 1B 80 00 00 00 00 00 00 00",
    "18446744073709551615, 1B FF FF FF FF FF FF FF FF",
    "-1, 20",
    "-24, 37",
    "-25, 38 18",
    "-4294967296, 3A FF FF FF FF",
    "-9223372036854775808, 3B 7F FF FF FF FF FF FF FF",
    "-9223372036854775809, 3B 80 00 00 00 00 00 00 00",
    "-18446744073709551616, 3B FF FF FF FF FF FF FF FF",
  })
  void integers_take_major_type_0_or_1_in_the_shortest_head(String value, String bytes)
      throws IOException {
    assertEquals(bytes, number(value), "as text");
    assertEquals(bytes, written(g -> g.writeNumber(new BigInteger(value))), "as a BigInteger");
  }

  @Test
  void integers_written_as_int_and_long_take_the_same_heads() throws IOException {
    assertEquals("1A 7F FF FF FF", written(g -> g.writeNumber(Integer.MAX_VALUE)));
    assertEquals("3B 7F FF FF FF FF FF FF FF", written(g -> g.writeNumber(Long.MIN_VALUE)));
  }

  @Test
  void an_integer_beyond_64_bits_is_refused_not_rounded_to_a_double() {
    for (String n : new String[] {"18446744073709551616", "-18446744073709551617"}) {
      io.birj.api.format.UnwritableValueException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              io.birj.api.format.UnwritableValueException.class, () -> number(n));
      assertTrue(e.reason().contains("the integer " + n + " is wider than 64 bits"), e.reason());
    }
  }

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource({
    "1.5, FA 3F C0 00 00",
    "0.0, FA 00 00 00 00",
    "-0.0, FA 80 00 00 00",
    "100.0, FA 42 C8 00 00",
    "3.4028234663852886e+38, FA 7F 7F FF FF",
    "1.401298464324817e-45, FA 00 00 00 01",
    "0.1, FB 3F B9 99 99 99 99 99 9A",
    "1e+300, FB 7E 37 E4 3C 88 00 75 9C",
    "3.4028235677973366e+38, FB 47 EF FF FF F0 00 00 00",
  })
  void a_float_is_float32_when_exact_else_float64(String text, String bytes) throws IOException {
    assertEquals(bytes, number(text), "as text");
    double v = Double.parseDouble(text);
    assertEquals(bytes, written(g -> g.writeNumber(v)), "as a double");
  }

  @Test
  void a_big_decimal_is_its_double() throws IOException {
    assertEquals("FA 3F C0 00 00", written(g -> g.writeNumber(new BigDecimal("1.50"))));
    assertEquals("FB 3F B9 99 99 99 99 99 9A", written(g -> g.writeNumber(new BigDecimal("0.1"))));
  }

  @Test
  void nan_and_the_infinities_are_float16() throws IOException {
    assertEquals("F9 7E 00", written(g -> g.writeNumber(Double.NaN)));
    assertEquals("F9 7C 00", written(g -> g.writeNumber(Double.POSITIVE_INFINITY)));
    assertEquals("F9 FC 00", written(g -> g.writeNumber(Double.NEGATIVE_INFINITY)));
    assertEquals("F9 7E 00", written(g -> g.writeNumber(Float.NaN)));
  }

  @Test
  void a_float_written_as_float_is_its_double() throws IOException {
    assertEquals("FA 3F C0 00 00", written(g -> g.writeNumber(1.5f)));
  }

  @Test
  void number_arrays_take_the_same_encodings() throws IOException {
    assertEquals(
        "83 FA 3F 80 00 00 FA 3F C0 00 00 F9 7E 00",
        written(g -> g.writeArray(new double[] {1, 1.5, Double.NaN}, 0, 3)));
    assertEquals("82 18 18 20", written(g -> g.writeArray(new int[] {24, -1}, 0, 2)));
    assertEquals(
        "81 1B 00 00 00 01 00 00 00 00", written(g -> g.writeArray(new long[] {1L << 32}, 0, 1)));
  }

  @Test
  void text_that_is_not_a_json_number_is_refused() {
    for (String bad : new String[] {"nan", "1f", "0x10", " 1", "01", "1.", ".5", "+1", ""}) {
      JsonGenerationException e =
          assertThrows(JsonGenerationException.class, () -> number(bad), bad);
      assertTrue(e.getMessage().contains("not a JSON number"), e.getMessage());
    }
  }

  @Test
  void strings_are_major_type_3_of_definite_length_however_long() throws IOException {
    assertEquals("63 61 62 63", written(g -> g.writeString("abc")));
    assertEquals("60", written(g -> g.writeString("")));
    String longText = "x".repeat(5000); // jackson writes this in chunks (0x7F ... 0xFF)
    String bytes = written(g -> g.writeString(longText));
    assertTrue(bytes.startsWith("79 13 88 78 78"), bytes.substring(0, 20));
    assertEquals(3 + 5000, bytes.split(" ").length);
  }

  @Test
  void a_long_key_is_definite_too() throws IOException {
    String key = "k".repeat(70000);
    String bytes =
        written(
            g -> {
              g.writeStartObject();
              g.writeNullField(key);
              g.writeEndObject();
            });
    assertTrue(bytes.startsWith("A1 7A 00 01 11 70 6B"), bytes.substring(0, 25));
    assertTrue(bytes.endsWith("6B F6"), "the value follows the whole key");
  }

  @Test
  void nothing_reaches_the_target_before_close_and_close_leaves_it_open() throws IOException {
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
    JsonGenerator g = CBOR.createGenerator(out, WRITE);
    g.writeStartArray();
    g.writeNumber(1);
    g.flush();
    assertEquals(0, bytes.size(), "the lengths are known only at the end");
    g.writeEndArray();
    g.close();
    assertEquals("81 01", hex(bytes.toByteArray()));
    assertEquals(0, closed[0]);
    g.close();
    assertEquals(2, bytes.size(), "a second close writes nothing");
  }

  @Test
  void the_write_nesting_depth_given_is_honoured() throws IOException {
    StreamWriteConstraints shallow = StreamWriteConstraints.builder().maxNestingDepth(1).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    JsonGenerator g = CBOR.createGenerator(out, shallow);
    g.writeStartArray();
    assertThrows(StreamConstraintsException.class, g::writeStartArray);
    // jackson counted the refused array as open: what close would write is no document
    assertThrows(IllegalStateException.class, g::close);
    assertEquals(0, out.size(), "nothing is written");
  }

  @Test
  void closing_after_an_interrupted_write_ends_the_open_containers() throws IOException {
    assertEquals(
        "A1 61 61 81 01",
        written(
            g -> {
              g.writeStartObject();
              g.writeArrayFieldStart("a");
              g.writeNumber(1);
            }));
  }
}
