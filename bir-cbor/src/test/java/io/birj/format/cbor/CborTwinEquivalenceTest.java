package io.birj.format.cbor;

import static io.birj.format.cbor.Twins.CBOR;
import static io.birj.format.cbor.Twins.tokens;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParser.NumberType;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.format.JsonFormat;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A JSON document and its CBOR twin read as the same tokens: kinds, names, texts, number types and
 * values, at the 64-bit edges too. The JSON spells its floats as nlohmann's dump does, so their
 * texts match the CBOR parser's spelling of the same doubles.
 */
class CborTwinEquivalenceTest {
  private static final String LONG_TEXT = "x".repeat(5000);

  private static final String DOC =
      "{\"ints\": [0, 23, 24, 255, 256, 65535, 65536, 2147483647, 2147483648, 4294967295,"
          + " 4294967296, 9223372036854775807, 9223372036854775808, 18446744073709551615,"
          + " -1, -24, -25, -2147483648, -2147483649, -4294967296, -4294967297,"
          + " -9223372036854775808, -9223372036854775809, -18446744073709551616],"
          + " \"floats\": [1.0, 1.5, 0.1, -2.5, 100.0, 0.0001, 1e-05, 1.5e-07, 100000000000000.0,"
          + " 1e+15, 1.25e+20, 1.7976931348623157e+308, 0.30000000000000004, 0.0, -0.0,"
          + " 3.4028234663852886e+38],"
          + " \"strings\": [\"\", \"ascii\", \"\u00fcn\u00efc\u00f8d\u00e9 \u2713 \ud834\udd1e\","
          + " \""
          + LONG_TEXT
          + "\"],"
          + " \"literals\": [true, false, null],"
          + " \"nested\": {\"a\": {\"b\": [[], {}, [[1]]]}, \""
          + "k".repeat(300)
          + "\": 1}}";

  private static final byte[] JSON = DOC.getBytes(StandardCharsets.UTF_8);

  @ParameterizedTest
  @EnumSource(Twins.Numbers.class)
  void a_json_document_and_its_cbor_twin_read_as_the_same_tokens(Twins.Numbers numbers)
      throws IOException {
    List<Twins.Token> json = tokens(JsonFormat.INSTANCE, JSON);
    List<Twins.Token> cbor = tokens(CBOR, Twins.cborOf(JSON, numbers));
    assertEquals(json.size(), cbor.size());
    for (int i = 0; i < json.size(); i++) {
      assertEquals(json.get(i), cbor.get(i), "token " + i);
    }
  }

  @Test
  void both_ways_of_writing_numbers_give_the_same_bytes() throws IOException {
    assertEquals(
        Twins.hex(Twins.cborOf(JSON, Twins.Numbers.AS_TEXT)),
        Twins.hex(Twins.cborOf(JSON, Twins.Numbers.AS_VALUES)));
  }

  @Test
  void the_64_bit_edges_keep_their_number_types() throws IOException {
    // token 3 + k is the k-th of "ints"
    List<Twins.Token> cbor = tokens(CBOR, Twins.cborOf(JSON, Twins.Numbers.AS_TEXT));
    assertEquals(
        new Twins.Token(
            JsonToken.VALUE_NUMBER_INT,
            null,
            "18446744073709551615",
            NumberType.BIG_INTEGER,
            new BigInteger("18446744073709551615")),
        cbor.get(16));
    assertEquals(
        new Twins.Token(
            JsonToken.VALUE_NUMBER_INT,
            null,
            "9223372036854775807",
            NumberType.LONG,
            Long.MAX_VALUE),
        cbor.get(14));
    assertEquals(
        new Twins.Token(
            JsonToken.VALUE_NUMBER_INT, null, "2147483647", NumberType.INT, Integer.MAX_VALUE),
        cbor.get(10));
  }

  @Test
  void a_float32_item_reads_as_its_double() throws IOException {
    // 1.5 as float32 and as float16 (nlohmann reads both into a double)
    for (String doc : new String[] {"A1 61 61 FA 3F C0 00 00", "A1 61 61 F9 3E 00"}) {
      Twins.Token t = tokens(CBOR, Twins.hex(doc)).get(2);
      assertEquals(
          new Twins.Token(JsonToken.VALUE_NUMBER_FLOAT, null, "1.5", NumberType.DOUBLE, 1.5d), t);
    }
  }

  @Test
  void nan_and_infinity_items_are_refused_at_their_byte_as_no_json_number_reads_as_one() {
    for (String item :
        List.of("F9 7E 00", "F9 7C 00", "FA FF 80 00 00", "FB 7F F8 00 00 00 00 00 00")) {
      io.birj.api.format.IllFormedDocumentException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              io.birj.api.format.IllFormedDocumentException.class,
              () -> tokens(CBOR, Twins.hex("82 01 " + item)));
      assertEquals(2, e.byteOffset(), item);
      assertTrue(e.reason().contains("is not a JSON value"), e.reason());
    }
  }

  @Test
  void an_integer_beyond_64_bits_in_nlohmanns_twin_reads_as_the_double_it_holds()
      throws IOException {
    // nlohmann's JSON parser holds 2^64 as a double, and to_cbor writes it as float32 5F800000
    // (birj's generator refuses to write such an integer rather than round it).
    byte[] json = "{\"big\": 18446744073709551616}".getBytes(StandardCharsets.UTF_8);
    Twins.Token big = tokens(CBOR, Twins.hex("A1 63 62 69 67 FA 5F 80 00 00")).get(2);
    assertEquals(JsonToken.VALUE_NUMBER_FLOAT, big.token());
    assertEquals(1.8446744073709552e19, big.n());
    assertTrue(
        tokens(JsonFormat.INSTANCE, json).get(2).type() == NumberType.BIG_INTEGER,
        "while JSON keeps the integer");
  }
}
