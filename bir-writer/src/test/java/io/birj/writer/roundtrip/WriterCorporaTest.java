package io.birj.writer.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.model.Module;
import io.birj.format.cbor.CborFormat;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import io.birj.testkit.SortedKeys;
import io.birj.writer.BirWriter;
import io.birj.writer.ConversionReport;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every known writer's output reads (docs/wire/writers.md): the team's corpus of each writer,
 * written from its public facts ({@code src/test/resources/writers/<writer>/README.md} says which
 * fact each document exercises), validates, round-trips byte-stably, converts to version 1 and back
 * as far as its expressions allow, and its key-sorted and CBOR twins are the same document with the
 * same statistics.
 */
class WriterCorporaTest {
  private static final BirReader READER = TestDocuments.FULL;
  private static final BirWriter WRITER = new BirWriter(READER.codecs());
  private static final Converter CONVERTER = new Converter(READER.codecs());

  /** The writers whose corpora must be here: a missing folder is a failure, not a pass. */
  private static final List<String> WRITERS =
      List.of("klr", "klr-syntax-cleanup", "nkipy", "lower-sync-2.27");

  static Stream<String> documents() throws IOException, URISyntaxException {
    Path root = Path.of(WriterCorporaTest.class.getResource("/writers").toURI());
    List<String> all;
    try (Stream<Path> files = Files.walk(root)) {
      all =
          files
              .filter(p -> p.toString().endsWith(".json"))
              .map(p -> root.relativize(p).toString().replace('\\', '/'))
              .sorted()
              .toList();
    }
    for (String w : WRITERS) {
      assertTrue(all.stream().anyMatch(d -> d.startsWith(w + "/")), "no corpus for " + w);
    }
    return all.stream();
  }

  /** The documents that read: every other property is checked on them. */
  static Stream<String> readableDocuments() throws IOException, URISyntaxException {
    return documents().filter(d -> expected(d).stream().noneMatch(l -> l.contains(": error: ")));
  }

  /**
   * What {@code validate} must say about {@code doc}, one line per finding ({@code LINE:COL:
   * severity: message (at POINTER)}): the lines of {@code <doc>.diagnostics} beside it, or nothing.
   * A writer's defect the compiler refuses too (KLR's expressions without {@code terms}, say) is an
   * expected error there, with the reason in the writer's README.
   */
  private static List<String> expected(String doc) {
    String name = "/writers/" + doc.replaceAll("\\.json$", ".diagnostics");
    if (WriterCorporaTest.class.getResource(name) == null) {
      return List.of();
    }
    return TestDocuments.resource(name.substring(1)).lines().toList();
  }

  private static String text(String doc) {
    return TestDocuments.resource("writers/" + doc);
  }

  private static Module read(byte[] bytes) {
    return READER.read(new ByteArrayInputStream(bytes), "doc");
  }

  private static Module read(String json) {
    return read(json.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] convert(Module m, int version) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      CONVERTER.convert(m, out, new WriteOptions(version, 0));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void validatesWithExactlyTheExpectedFindings(String doc) {
    List<String> found =
        READER
            .validate(
                new ByteArrayInputStream(text(doc).getBytes(StandardCharsets.UTF_8)), doc, 100)
            .diagnostics()
            .stream()
            .map(d -> d.format("").substring(1))
            .toList();
    assertEquals(expected(doc), found);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("readableDocuments")
  void roundTripsToAnEqualModelAndStableBytes(String doc) {
    Module m = read(text(doc));
    byte[] once = WRITER.toBytes(m, WriteOptions.DEFAULT);
    Module back = read(once);
    assertEquals(List.of(), new SemanticDiff().diff(m, back));
    assertArrayEquals(once, WRITER.toBytes(back, WriteOptions.DEFAULT));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("readableDocuments")
  void convertsToVersion1AndBackAsFarAsItsExpressionsAllow(String doc) {
    Module m = read(text(doc));
    ConversionReport plan = CONVERTER.plan(m, 1);
    if (plan.refused()) {
      // Only what version 1 has no form for refuses; everything else would have converted.
      assertTrue(plan.lossy().isEmpty(), plan.toString());
      assertFalse(plan.unencodable().isEmpty(), plan.toString());
      return;
    }
    Module v1 = read(convert(m, 1));
    assertEquals(List.of(), new SemanticDiff().diff(m, v1));
    byte[] v2 = convert(v1, 2);
    assertArrayEquals(WRITER.toBytes(m, WriteOptions.DEFAULT), v2);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("readableDocuments")
  void itsKeySortedAndCborTwinsAreTheSameDocumentWithTheSameStatistics(String doc) {
    Module m = read(text(doc));
    DocumentStats stats = DocumentStats.of(m);
    Module sorted = read(SortedKeys.of(text(doc)));
    assertEquals(List.of(), new SemanticDiff().diff(m, sorted));
    assertEquals(stats, DocumentStats.of(sorted));
    byte[] cbor = WRITER.toBytes(m, WriteOptions.DEFAULT.withFormat(new CborFormat()));
    Module fromCbor = read(cbor);
    assertEquals(List.of(), new SemanticDiff().diff(m, fromCbor));
    assertEquals(stats, DocumentStats.of(fromCbor));
  }
}
