package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/** Whatever the bytes, the v1 reader returns an expression or throws a BirException. */
class V1MangledInputPropertiesTest {
  private static final String[] SPLICES = {
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"op\"",
    "\"terms\"",
    "\"AxisLabel\"",
    "\"CCGetRank\"",
    "\"IndirectArgId\"",
    "\"kind\"",
    "\"ShardIDKind\"",
    "null",
    "1.5",
    "\"x\"",
    "\"op_param\":3"
  };

  @Property(tries = 2000)
  void mangledInputGivesAnExpressionOrABirException(@ForAll long seed) throws IOException {
    PelicanContext pc = new PelicanContext();
    Random r = new Random(seed);
    StringBuilder sb = new StringBuilder(Wire.write(V1RoundTripPropertiesTest.v1Expr(pc, seed)));
    for (int i = 1 + r.nextInt(3); i > 0 && sb.length() > 0; i--) {
      int at = r.nextInt(sb.length());
      switch (r.nextInt(4)) {
        case 0:
          sb.setLength(at);
          break;
        case 1:
          sb.setCharAt(at, "{}[],:\"0a-".charAt(r.nextInt(10)));
          break;
        case 2:
          sb.insert(at, SPLICES[r.nextInt(SPLICES.length)]);
          break;
        default:
          sb.delete(at, Math.min(sb.length(), at + 1 + r.nextInt(8)));
      }
    }
    try (JsonParser p = Wire.JSON.createParser(sb.toString().getBytes(StandardCharsets.UTF_8))) {
      Wire.V1.read(p, TestReadContext.open(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
