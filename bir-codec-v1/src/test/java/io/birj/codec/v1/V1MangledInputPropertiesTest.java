package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Mangler;
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
    String json =
        Mangler.mangle(Wire.write(V1RoundTripPropertiesTest.v1Expr(pc, seed)), r, SPLICES);
    try (JsonParser p = Wire.JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      Wire.V1.read(p, Wire.context(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
