package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.format.JsonFormat;
import io.birj.api.position.SourcePosition;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class TokenPositionsTest {
  // Every kind of token, on several lines, with multi-byte text before some of them.
  private static final String DOC =
      "{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"é\": \"ü€𝄞\", \"b\":\n"
          + "    {\"c\": {}, \"d\": []},\n\t\"e\": 12345678901234567890\n}\n";

  private static JsonParser json(String text) throws IOException {
    return JsonFormat.INSTANCE.createParser(
        new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
        StreamReadConstraints.defaults());
  }

  @Test
  void everyTokenOfAJsonDocumentHasThePositionOfItsLocation() throws IOException {
    int n = 0;
    try (JsonParser p = json(DOC)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        assertEquals(
            HeldValue.positionOf(p.currentTokenLocation()),
            TokenPositions.of(p),
            t + " at " + p.currentTokenLocation());
        n++;
      }
    }
    assertEquals(23, n);
  }

  @Test
  void aHeldValuesParserGivesThePositionsTheTokensHadInTheDocument() throws IOException {
    try (JsonParser p = json(DOC)) {
      p.nextToken();
      HeldValue held = HeldValue.capture(p, null, "");
      try (HeldParser h =
          new HeldParser(held, 0, held.size() - 1, StreamReadConstraints.defaults())) {
        int i = 0;
        for (JsonToken t = h.nextToken(); t != null; t = h.nextToken(), i++) {
          assertEquals(held.position(i), TokenPositions.of(h), t.toString());
        }
        assertEquals(held.size(), i);
      }
    }
  }

  @Test
  void aValueOnTheThirdLineIsAtItsLineAndColumn() throws IOException {
    try (JsonParser p = json(DOC)) {
      JsonToken t;
      do {
        t = p.nextToken();
      } while (!(t == JsonToken.VALUE_STRING));
      long at = TokenPositions.of(p);
      assertEquals(3, SourcePosition.line(at));
      // Columns count bytes, as jackson's locations do: "é" before the value takes two.
      assertEquals(9, SourcePosition.column(at));
    }
  }
}
