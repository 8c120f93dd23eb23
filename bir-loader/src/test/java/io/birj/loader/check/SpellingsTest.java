package io.birj.loader.check;

import static io.birj.loader.read.TestDocuments.I0;
import static io.birj.loader.read.TestDocuments.PLAIN;
import static io.birj.loader.read.TestDocuments.TYPED;
import static io.birj.loader.read.TestDocuments.doc;
import static io.birj.loader.read.TestDocuments.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A key or dtype one typo away from a known one is a warning that names it, never silence. */
class SpellingsTest {
  private static final String COPY =
      "{\"name\": \"i0\", \"opcode\": \"TensorCopy\", \"engine\": \"DVE\", %s \"ins\": [], \"outs\": []}";

  private static List<Diagnostic> near(List<Diagnostic> ws) {
    return ws.stream().filter(w -> w.message().contains("did you mean")).toList();
  }

  @Test
  void aMisspeltDependenciesKeyIsAWarningThatNamesTheKey() {
    String d =
        doc(
            "{\"name\": \"a\", \"opcode\": \"TensorCopy\", \"engine\": \"DVE\", \"ins\": [], \"outs\": []}",
            String.format(COPY, "\"dependancies\": [[\"a\", \"Flow\"]],").replace("i0", "b"));
    List<Diagnostic> w = near(warnings(TYPED, d));
    assertEquals(1, w.size(), w::toString);
    assertEquals(
        "unknown key \"dependancies\": did you mean \"dependencies\"? It is kept as read, and read as"
            + " nothing",
        w.get(0).message());
    assertEquals("/functions/0/blocks/0/instructions/1/dependancies", w.get(0).pointer());
  }

  @Test
  void aKeyInAnotherCaseIsNamedToo() {
    List<Diagnostic> w = near(warnings(TYPED, doc(String.format(COPY, "\"Engine_Id\": 3,"))));
    assertEquals(1, w.size(), w::toString);
    assertTrue(w.get(0).message().contains("did you mean \"engine_id\""), w.get(0).message());
  }

  @Test
  void aWritersOwnKeyFarFromEveryKnownOneIsKeptSilently() {
    assertTrue(
        near(warnings(TYPED, doc(String.format(COPY, "\"num_dma_engines\": 2,")))).isEmpty());
  }

  @Test
  void anUnknownDtypeIsAWarningThatNamesTheNearestSpelling() {
    String op =
        "\"ins\": [{\"kind\": \"physical_ap\", \"ap\": [[1, 1]], \"offset\": 0, \"dtype\":"
            + " \"bfloat61\", \"memref\": \"M\", \"memsetref\": \"S\"}],";
    String d = doc(String.format(COPY, "").replace("\"ins\": [],", op));
    List<Diagnostic> w = near(warnings(TYPED, d));
    assertEquals(1, w.size(), w::toString);
    assertEquals(
        "unknown dtype \"bfloat61\": did you mean \"bfloat16\"? It is kept as read",
        w.get(0).message());
    assertEquals(I0 + "/ins/0/dtype", w.get(0).pointer());
  }

  @Test
  void withoutACatalogDtypesAreNotJudged() {
    String op =
        "\"ins\": [{\"kind\": \"physical_ap\", \"ap\": [[1, 1]], \"offset\": 0, \"dtype\":"
            + " \"bfloat61\", \"memref\": \"M\", \"memsetref\": \"S\"}],";
    assertTrue(
        near(warnings(PLAIN, doc(String.format(COPY, "").replace("\"ins\": [],", op)))).isEmpty());
  }

  @Test
  void shortKeysAndFarKeysAreNoGuess() {
    assertNull(Spellings.nearest("ib", List.of("lb", "ub")));
    assertNull(Spellings.nearest("shape", List.of("access_shape")));
    assertEquals("stride", Spellings.nearest("strdie", List.of("stride", "lb")));
  }
}
