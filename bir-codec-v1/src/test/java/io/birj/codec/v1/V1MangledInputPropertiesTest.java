package io.birj.codec.v1;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Mangler;
import io.birj.testkit.property.PropertyCheck;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

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

  @Test
  void mangledInputGivesAnExpressionOrABirException() {
    PropertyCheck.forAll(
        2000,
        c ->
            Mangler.mangle(
                Wire.write(V1RoundTripPropertiesTest.v1Expr(new PelicanContext(), c)), c, SPLICES),
        V1MangledInputPropertiesTest::readsOrRefuses);
  }

  private static void readsOrRefuses(String json) throws IOException {
    PelicanContext pc = new PelicanContext();
    try (JsonParser p = Wire.JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      Wire.V1.read(p, Wire.context(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
