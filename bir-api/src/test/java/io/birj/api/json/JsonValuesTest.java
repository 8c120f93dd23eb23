package io.birj.api.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.format.StrictUtf8InputStream;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.jvm.SmallStack;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class JsonValuesTest {
  private static final JsonFactory JSON = new JsonFactory();

  private static JsonValue read(String text) throws IOException {
    try (JsonParser p = JSON.createParser(text)) {
      p.nextToken();
      return JsonValues.read(p);
    }
  }

  // jackson's own write limit (1000 levels by default) is lifted to test our iteration alone.
  private static final JsonFactory UNBOUNDED =
      JsonFactory.builder()
          .streamWriteConstraints(
              StreamWriteConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
          .build();

  private static String write(JsonValue v) throws IOException {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = UNBOUNDED.createGenerator(out)) {
      JsonValues.write(g, v);
    }
    return out.toString();
  }

  @Test
  void unknownContentWritesBackAsItWasRead() throws IOException {
    String text =
        "{\"b\":[1,2.50,-0,1e400,18446744073709551616,{}],\"a\":{\"x\":[],\"y\":null},"
            + "\"s\":\"q\\\"\\u0001\",\"t\":true,\"f\":false}";
    assertEquals(text, write(read(text)));
  }

  @Test
  void membersKeepTheirReadOrder() throws IOException {
    JsonValue.JsonObject o = (JsonValue.JsonObject) read("{\"z\":1,\"a\":2,\"m\":3}");
    assertEquals(List.of("z", "a", "m"), o.members().stream().map(JsonValue.Member::key).toList());
  }

  @Test
  void scalarsAtTheTopLevelWriteAlone() throws IOException {
    assertEquals("\"x\"", write(new JsonValue.JsonString("x")));
    assertEquals("null", write(JsonValue.JsonNull.NULL));
  }

  @Test
  void aDeepValueWritesOnASmallStack() throws Exception {
    JsonValue deep = new JsonValue.JsonArray(List.of());
    for (int i = 0; i < 100_000; i++) {
      deep =
          i % 2 == 0
              ? new JsonValue.JsonArray(List.of(deep))
              : new JsonValue.JsonObject(List.of(new JsonValue.Member("k", deep)));
    }
    JsonValue value = deep;
    AtomicReference<Object> result = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                result.set(write(value).length());
              } catch (Throwable e) {
                result.set(e);
              }
            },
            "small-stack",
            128 * 1024);
    t.start();
    t.join();
    // 50,000 arrays "[]" and 50,000 objects {"k":} around the innermost "[]".
    assertEquals(50_000 * 2 + 50_000 * 6 + 2, result.get());
  }

  @Test
  void anExpressionInsideUnknownContentIsRefusedForWantOfATargetVersion() {
    PelicanContext pc = new PelicanContext();
    JsonValue v =
        new JsonValue.JsonObject(
            List.of(
                new JsonValue.Member(
                    "k",
                    new JsonValue.JsonArray(
                        List.of(
                            new JsonValue.JsonExpr(
                                QuasiAffineExpr.of(pc.affine(pc.affineIV("i")))))))));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> write(v));
    assertEquals(JsonValues.JSON_EXPR_NEEDS_A_DOCUMENT_WRITER, e.getMessage());
  }

  @Test
  void aDeepValueReadsOnASmallStack() throws Exception {
    String text = "[{\"k\":".repeat(50_000) + "[]" + "}]".repeat(50_000);
    JsonFactory deep =
        JsonFactory.builder()
            .streamReadConstraints(
                StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE).build())
            .build();
    JsonValue v =
        SmallStack.call(
            () -> {
              try (JsonParser p = deep.createParser(text)) {
                p.nextToken();
                return JsonValues.read(p);
              }
            });
    assertEquals(text, write(v));
  }

  @Test
  void theSuiteRunsAtTheJvmsDefaultStack() throws Throwable {
    for (String option : SmallStack.jvmOptions()) {
      assertFalse(option.startsWith("-Xss"), "the module's tests set " + option);
    }
  }

  @Test
  void aSyntaxErrorInsideAValueIsInBirjsWordsAtItsPlace() throws IOException {
    try (JsonParser p = JSON.createParser("{\"a\": [1,\n NaN]}")) {
      p.nextToken();
      BirException e = assertThrows(BirException.class, () -> JsonValues.read(p));
      assertEquals(
          "NaN is not a JSON value (a float that is not finite is written as the string \"nan\","
              + " \"inf\" or \"-inf\")",
          e.reason());
      assertEquals(2, e.line());
      assertEquals("/a/1", e.pointer());
    }
  }

  @Test
  void illFormedBytesInAStringOfAValueAreAnErrorThroughTheStrictFilter() throws IOException {
    byte[] doc = {'{', '"', 'a', '"', ':', '"', (byte) 0xED, (byte) 0xA0, (byte) 0x80, '"', '}'};
    try (JsonParser p =
        JSON.createParser(new StrictUtf8InputStream(new ByteArrayInputStream(doc)))) {
      p.nextToken();
      BirException e = assertThrows(BirException.class, () -> JsonValues.read(p));
      assertEquals(
          "ill-formed UTF-8: ED A0 starts the encoding of a surrogate (U+D800 to U+DFFF), which is"
              + " not a character",
          e.reason());
      assertEquals(7, e.column());
    }
  }
}
