package io.birj.loader;

import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import io.birj.testkit.docs.Documents;
import io.birj.testkit.docs.Documents.Doc;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Document-level properties over random real-shaped documents ({@link Documents}): they read
 * without errors, survive being written in either version (where the expressions have a v1 form),
 * keep every key, and the canonical output is a fixed point.
 */
class DocumentPropertiesTest {
  private static final int TRIES = 200;
  private static final JsonFactory JSON = new JsonFactory();

  private static Module read(String json) {
    return TestSupport.read(json);
  }

  private static String write(Module m, WriteOptions o) {
    return TestSupport.text(TestSupport.write(m, o));
  }

  /** The versions {@code d} can be written in with nothing lost. */
  private static List<Integer> versions(Doc d) {
    return d.v1Exact() ? List.of(1, 2) : List.of(2);
  }

  @Test
  void generatedDocumentsValidateWithoutErrors() {
    forAll(
        TRIES,
        Documents::document,
        d -> {
          ValidationResult r =
              TestSupport.READER.validate(
                  new ByteArrayInputStream(d.json().getBytes(StandardCharsets.UTF_8)), "doc", 10);
          assertEquals(List.of(), r.errors());
        });
  }

  @Test
  void writtenInEitherVersionADocumentReadsBackAsAnEqualModel() {
    forAll(
        TRIES,
        Documents::document,
        d -> {
          Module m = read(d.json());
          for (int v : versions(d)) {
            Module back = read(write(m, WriteOptions.version(v)));
            assertEquals(List.of(), new SemanticDiff().diff(m, back), "written as v" + v);
          }
        });
  }

  @Test
  void canonicalOutputIsIdempotent() {
    forAll(
        TRIES,
        Documents::document,
        d -> {
          for (int v : versions(d)) {
            for (int indent : new int[] {0, 2}) {
              WriteOptions o = WriteOptions.version(v).withIndent(indent);
              String once = write(read(d.json()), o);
              assertEquals(once, write(read(once), o), "v" + v + ", indent " + indent);
            }
          }
        });
  }

  @Test
  void writingKeepsEveryKeyOfTheDocument() {
    forAll(
        TRIES,
        Documents::document,
        d ->
            assertEquals(
                keyCounts(d.json()),
                keyCounts(write(read(d.json()), WriteOptions.version(d.version())))));
  }

  /** How often each object key occurs in {@code json}, at any depth. */
  static Map<String, Integer> keyCounts(String json) {
    Map<String, Integer> counts = new TreeMap<>();
    try (JsonParser p = JSON.createParser(json)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.FIELD_NAME) {
          counts.merge(p.currentName(), 1, Integer::sum);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return counts;
  }
}
