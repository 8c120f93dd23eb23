package io.birj.api.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@link WireSize} building blocks the codecs' size guards use agree byte for byte with what
 * jackson's UTF-8 generator writes.
 */
class WireSizeBuildingBlocksTest {
  private static final JsonFactory JSON = new JsonFactory();

  private interface Writes {
    void to(JsonGenerator g) throws IOException;
  }

  private static int written(Writes w) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator g = JSON.createGenerator(out)) {
      w.to(g);
    }
    return out.size();
  }

  @ParameterizedTest
  @ValueSource(longs = {0, 1, -1, 9, 10, -10, 99, 100, Long.MAX_VALUE, Long.MIN_VALUE, 123456789})
  void signedDigitsMatchJackson(long v) throws IOException {
    assertEquals(written(g -> g.writeNumber(v)), WireSize.longBytes(v));
  }

  @ParameterizedTest
  @ValueSource(
      longs = {
        0,
        5,
        Long.MAX_VALUE,
        Long.MIN_VALUE,
        -1,
        -8446744073709551617L,
        -8446744073709551616L
      })
  void unsignedDigitsMatchJackson(long v) throws IOException {
    BigInteger u = new BigInteger(Long.toUnsignedString(v));
    assertEquals(written(g -> g.writeNumber(u)), WireSize.unsignedBytes(v));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "",
        "i",
        "axis_0",
        "a\"b",
        "back\\slash",
        "tab\tnl\n",
        "\u0001\u001f",
        "é",
        "€",
        "𝛼x",
        "\u007f"
      })
  void stringBytesMatchJackson(String s) throws IOException {
    assertEquals(written(g -> g.writeString(s)), WireSize.stringBytes(s));
  }

  @Test
  void additionSaturates() {
    assertEquals(Long.MAX_VALUE, WireSize.add(Long.MAX_VALUE, 1));
    assertEquals(5, WireSize.add(2, 3));
  }
}
