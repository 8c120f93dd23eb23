package io.birj.api.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonErrors;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The one rule for a repeated key says the same whether a codec or a parser finds it. */
class DuplicateKeyTest {
  private static JsonParser onSecondKey() throws IOException {
    JsonParser p = new JsonFactory().createParser("{\"ub\": 1, \"ub\": 2}");
    p.nextToken();
    p.nextToken();
    p.nextToken();
    assertEquals(JsonToken.FIELD_NAME, p.nextToken());
    return p;
  }

  @Test
  void theMessageNamesTheKey() {
    assertEquals("duplicate field 'ub'", DuplicateKey.message("ub"));
  }

  @Test
  void aCodecsErrorIsAtTheRepeatedKey() throws IOException {
    try (JsonParser p = onSecondKey()) {
      BirException e = DuplicateKey.error(p, "ub");
      assertEquals(DuplicateKey.message("ub"), e.reason());
      assertEquals("/ub", e.pointer());
      assertEquals(1, e.line());
      assertEquals(11, e.column());
    }
  }

  @Test
  void aParsersErrorReadsTheSameOnceReworded() throws IOException {
    try (JsonParser p = onSecondKey()) {
      assertEquals(
          DuplicateKey.message("ub"), JsonErrors.message(DuplicateKey.parseError(p, "ub")));
    }
  }
}
