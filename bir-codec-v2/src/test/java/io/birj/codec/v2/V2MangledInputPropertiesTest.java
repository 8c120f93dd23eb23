package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Mangler;
import io.birj.testkit.property.Choices;
import io.birj.testkit.property.PropertyCheck;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Whatever the bytes, the v2 reader returns an expression or throws a BirException: never another
 * exception type. Inputs are written expressions, cut short, with bytes replaced, or with a
 * fragment spliced in from elsewhere.
 */
class V2MangledInputPropertiesTest {
  private static final String[] SPLICES = {
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"kind\"",
    "\"terms\"",
    "\"idx\"",
    "\"SumKind\"",
    "\"AffExprKind\"",
    "\"CCModKind\"",
    "null",
    "1.5",
    "-0",
    "18446744073709551616",
    "\"x\"",
    "{\"kind\":\"ShardIDKind\",\"ub\":1}",
    "\"n_terms\":0",
    "true"
  };

  /** A written expression (its keys in written or in sorted order), mangled. */
  static String mangled(Choices c) {
    PelicanContext pc = new PelicanContext();
    boolean sorted = c.bool();
    String json = Wire.write(new ExprGen(pc, c).expr(sorted ? 3 : 4));
    return Mangler.mangle(sorted ? KeyOrder.sorted(json) : json, c, SPLICES);
  }

  @Test
  void mangledInputGivesAnExpressionOrABirException() {
    PropertyCheck.forAll(
        2000, V2MangledInputPropertiesTest::mangled, V2MangledInputPropertiesTest::readsOrRefuses);
  }

  private static void readsOrRefuses(String json) throws IOException {
    PelicanContext pc = new PelicanContext();
    try (JsonParser p = Wire.JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      Wire.V2.read(p, Wire.context(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
