package io.birj.api.json;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.math.BigInteger;

/** Token-level writes that keep a value exactly, whatever the encoding behind the generator. */
public final class JsonWrites {
  private JsonWrites() {}

  /**
   * An unsigned 64-bit value held in a {@code long} (the container's {@code Nat}): from 2^63 up the
   * long is negative, and the number written is the unsigned value it stands for. Written as a
   * number in every encoding (a CBOR bignum past 2^63 - 1), never as text.
   */
  public static void unsigned(JsonGenerator g, long v) throws IOException {
    if (v >= 0) {
      g.writeNumber(v);
    } else {
      g.writeNumber(new BigInteger(Long.toUnsignedString(v)));
    }
  }
}
