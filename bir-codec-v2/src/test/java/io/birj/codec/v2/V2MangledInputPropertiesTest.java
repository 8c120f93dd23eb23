package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Mangler;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

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

  @Property(tries = 2000)
  void mangledInputGivesAnExpressionOrABirException(@ForAll long seed) throws IOException {
    PelicanContext pc = new PelicanContext();
    Random r = new Random(seed);
    String json = Mangler.mangle(Wire.write(new ExprGen(pc, seed).expr(4)), r, SPLICES);
    if (r.nextBoolean()) {
      json = KeyOrder.sorted(Wire.write(new ExprGen(pc, seed).expr(3)));
      json = Mangler.mangle(json, r, SPLICES);
    }
    try (JsonParser p = Wire.JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      Wire.V2.read(p, Wire.context(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
