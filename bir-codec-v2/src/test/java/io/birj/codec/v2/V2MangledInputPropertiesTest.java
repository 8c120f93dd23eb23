package io.birj.codec.v2;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.error.BirException;
import io.birj.pelican.PelicanContext;
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

  static String mangle(String json, Random r) {
    StringBuilder sb = new StringBuilder(json);
    int edits = 1 + r.nextInt(3);
    for (int i = 0; i < edits && sb.length() > 0; i++) {
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
    return sb.toString();
  }

  @Property(tries = 2000)
  void mangledInputGivesAnExpressionOrABirException(@ForAll long seed) throws IOException {
    PelicanContext pc = new PelicanContext();
    Random r = new Random(seed);
    String json = mangle(Wire.write(new ExprGen(pc, seed).expr(4)), r);
    if (r.nextBoolean()) {
      json = KeyOrder.sorted(Wire.write(new ExprGen(pc, seed).expr(3)));
      json = mangle(json, r);
    }
    try (JsonParser p = Wire.JSON.createParser(json.getBytes(StandardCharsets.UTF_8))) {
      Wire.V2.read(p, TestReadContext.open(pc));
    } catch (BirException expected) {
      // the one allowed failure
    }
  }
}
