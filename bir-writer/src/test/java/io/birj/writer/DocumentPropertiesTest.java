package io.birj.writer;

import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.analysis.diff.SemanticDiff;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.ValidationResult;
import io.birj.testkit.docs.Documents;
import io.birj.testkit.docs.Documents.Doc;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Document-level properties over random real-shaped documents ({@link Documents}): they read
 * without errors, survive being written in either version (where the expressions have a v1 form),
 * are written as they were read (up to key and term order), and the canonical output is a fixed
 * point.
 */
class DocumentPropertiesTest {
  private static final int TRIES = 200;
  private static final JsonFactory JSON = new JsonFactory();

  // Only the public API of the loader and the writer, so that the properties hold whatever the
  // reader's insides.
  private static final BirReader READER = BirReader.standard();
  private static final BirWriter WRITER = new BirWriter(READER.codecs());

  private static Module read(String json) {
    return READER.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "doc");
  }

  private static String write(Module m, WriteOptions o) {
    return new String(WRITER.toBytes(m, o), StandardCharsets.UTF_8);
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
              READER.validate(
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

  /**
   * The canonical output says what the document said, value for value, up to the order of object
   * keys and of affine terms: nothing dropped, added or changed. Stronger than the semantic diff
   * above, which renders both models with the writer and so cannot see what the writer loses.
   */
  @Test
  void writingInTheDocumentsVersionChangesNothingButKeyAndTermOrder() {
    forAll(
        TRIES,
        Documents::document,
        d ->
            assertEquals(
                normalized(d.json()),
                normalized(write(read(d.json()), WriteOptions.version(d.version())))));
  }

  /** {@code json} with the keys of every object sorted, and the terms of every affine sorted. */
  static String normalized(String json) {
    try (JsonParser p = JSON.createParser(json)) {
      p.nextToken();
      StringWriter out = new StringWriter();
      try (JsonGenerator g = JSON.createGenerator(out)) {
        g.useDefaultPrettyPrinter(); // one member a line: a failure's diff points at it
        JsonValues.write(g, normalize(JsonValues.read(p)));
      }
      return out.toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static JsonValue normalize(JsonValue v) {
    if (v instanceof JsonValue.JsonObject o) {
      List<JsonValue.Member> ms = new ArrayList<>();
      for (JsonValue.Member m : o.members()) {
        JsonValue value = normalize(m.value());
        if (m.key().equals("terms") && value instanceof JsonValue.JsonArray a && affineTerms(a)) {
          List<JsonValue> items = new ArrayList<>(a.items());
          items.sort(Comparator.comparing(JsonValue::toString));
          value = new JsonValue.JsonArray(items);
        }
        ms.add(new JsonValue.Member(m.key(), value));
      }
      ms.sort(Comparator.comparing(JsonValue.Member::key));
      return new JsonValue.JsonObject(ms);
    }
    if (v instanceof JsonValue.JsonArray a) {
      return new JsonValue.JsonArray(a.items().stream().map(i -> normalize(i)).toList());
    }
    return v;
  }

  /** The terms of an affine (v2 {idx, coeff}, v1 {AxisLabel, coef}), not a sum's summands. */
  private static boolean affineTerms(JsonValue.JsonArray a) {
    return a.items().stream()
        .allMatch(
            i ->
                i instanceof JsonValue.JsonObject o
                    && (o.get("coeff") != null || o.get("coef") != null));
  }
}
