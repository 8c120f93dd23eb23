package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.api.error.Diagnostic;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A version birj cannot read expressions in (3, "2", none) is one error at the version key, and
 * nothing of the document is judged against a guessed version: the real-shaped document holds a
 * DynamicForLoop, a DoWhile and an affine predicate, whose expressions are then not read, not
 * missing.
 */
class VersionErrorTest {
  private static final String DOC = TestDocuments.resource("real-shaped/lower-sync.json");

  private static List<Diagnostic> errors(String json) {
    return TestDocuments.validate(TestDocuments.FULL, json).errors();
  }

  @Test
  void aVersionNeitherOneNorTwoIsOneErrorAtTheVersionKey() {
    List<Diagnostic> errors = errors(DOC.replaceFirst("\"version\": 2", "\"version\": 3"));
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("/version", errors.get(0).pointer());
    assertEquals(2, errors.get(0).line());
    assertEquals(14, errors.get(0).column());
    assertTrue(errors.get(0).message().endsWith("found 3"), errors.get(0).message());
  }

  @Test
  void aVersionInQuotesIsOneErrorAtTheVersionKey() {
    List<Diagnostic> errors = errors(DOC.replaceFirst("\"version\": 2", "\"version\": \"2\""));
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("/version", errors.get(0).pointer());
    assertEquals(2, errors.get(0).line());
  }

  @Test
  void aMissingVersionIsOneErrorAboutTheVersion() {
    List<Diagnostic> errors = errors(DOC.replaceFirst("\"version\": 2,", ""));
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("missing required key \"version\" in the document", errors.get(0).message());
  }

  @Test
  void aRefusedVersionAfterTheExpressionsIsReportedAtItsKeyToo() {
    String late =
        DOC.replaceFirst("\"version\": 2,", "").replaceFirst("\\}\\s*$", ", \"version\": 3}");
    List<Diagnostic> errors = errors(late);
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("/version", errors.get(0).pointer());
    assertTrue(errors.get(0).line() > 100, "at the key, the document's last: " + errors.get(0));
  }

  @Test
  void aMissingVersionMetInAHeldValueIsReadsErrorAtTheRootAsItIsValidates() {
    // The memory locations come before the allocation's Skind, so they are held and read after
    // it; their expression asks for the version, and finds none. A fuzzed document had read() put
    // the error under the held value (/functions/0/allocations/0/memorylocations).
    String json =
        "{\"functions\": [{\"name\": \"f0\", \"allocations\": [{\"memorylocations\": [{\"name\":"
            + " \"loc1\", \"type\": \"DRAM\", \"offset\": {\"kind\": \"AffExprKind\", \"terms\": [],"
            + " \"c\": 0}}], \"Skind\": \"memory_location_set\", \"name\": \"set1\", \"dtype\": \"int8\","
            + " \"tensor_shape\": [4]}], \"blocks\": [{\"name\": \"b\", \"instructions\": []}]}]}";
    List<Diagnostic> errors = errors(json);
    assertEquals(1, errors.size(), errors.toString());
    assertEquals("", errors.get(0).pointer());
    BirException e =
        assertThrows(BirException.class, () -> TestDocuments.read(TestDocuments.FULL, json));
    assertEquals("missing required key \"version\" in the document", e.reason());
    assertEquals("", e.pointer());
    assertEquals(errors.get(0).line(), e.line());
    assertEquals(errors.get(0).column(), e.column());
  }
}
