package io.birj.writer.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The real-shaped document round-trips: it writes, reads back to an equal model, writes the same
 * bytes again; its key-sorted twin and its CBOR twin are the same document; it converts to v1 and
 * back only as the expressions allow, and every conversion that changes meaning is refused.
 */
class RealShapedRoundTripTest {
  private static final String DOC = TestDocuments.resource("real-shaped/lower-sync.json");
  private static final BirReader READER = TestDocuments.FULL;
  private static final BirWriter WRITER = new BirWriter(READER.codecs());

  private static Module read(byte[] bytes) {
    return READER.read(new ByteArrayInputStream(bytes), "doc");
  }

  private static Module read(String json) {
    return read(json.getBytes(StandardCharsets.UTF_8));
  }

  private static byte[] write(Module m, WriteOptions o) {
    return WRITER.toBytes(m, o);
  }

  @Test
  void aWrittenDocumentReadsBackToAnEqualModel() {
    Module m = read(DOC);
    Module back = read(write(m, WriteOptions.DEFAULT));
    assertEquals(List.of(), new SemanticDiff().diff(m, back));
  }

  @Test
  void canonicalOutputIsIdempotent() {
    byte[] once = write(read(DOC), WriteOptions.DEFAULT);
    byte[] twice = write(read(once), WriteOptions.DEFAULT);
    assertArrayEquals(once, twice);
  }

  @Test
  void theKeySortedTwinIsTheSameDocument() {
    // Content kept as read keeps its own key order, so the bytes differ there; the models do not.
    Module sorted = read(SortedKeys.of(DOC));
    assertEquals(List.of(), new SemanticDiff().diff(read(DOC), sorted));
    byte[] once = write(sorted, WriteOptions.DEFAULT);
    assertArrayEquals(once, write(read(once), WriteOptions.DEFAULT));
  }

  @Test
  void theCborTwinIsTheSameDocumentWithTheSameStatistics() {
    Module m = read(DOC);
    byte[] cbor = write(m, WriteOptions.DEFAULT.withFormat(new CborFormat()));
    assertTrue((cbor[0] & 0xE0) == 0xA0, "a CBOR map");
    Module fromCbor = read(cbor);
    assertEquals(List.of(), new SemanticDiff().diff(m, fromCbor));
    assertEquals(DocumentStats.of(m), DocumentStats.of(fromCbor));
    assertEquals(
        List.of(), READER.validate(new ByteArrayInputStream(cbor), "doc.cbor", 100).diagnostics());
    assertArrayEquals(write(m, WriteOptions.DEFAULT), write(fromCbor, WriteOptions.DEFAULT));
  }

  @Test
  void theSortedAndCborTwinsHaveIdenticalStatistics() {
    Module m = read(DOC);
    assertEquals(DocumentStats.of(m), DocumentStats.of(read(SortedKeys.of(DOC))));
  }

  @Test
  void convertingToV1IsRefusedAndListsWhatV1CannotHold() {
    Module m = read(DOC);
    Converter converter = new Converter(READER.codecs());
    Converter.ConversionRefused refused =
        assertThrows(
            Converter.ConversionRefused.class,
            () -> converter.convert(m, new ByteArrayOutputStream(), new WriteOptions(1, 0)));
    ConversionReport report = refused.report();
    assertTrue(report.toString().contains("ins/0/addrs/0"), report.toString());
  }

  @Test
  void noExpressionOfTheOtherVersionSurvivesAConversion() throws IOException {
    String v1 =
        "{\"version\": 1, \"functions\": [{\"name\": \"f\", \"blocks\": [{\"name\": \"b\","
            + " \"instructions\": [{\"name\": \"i\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\":"
            + " \"symbolic_ap\", \"addrs\": [{\"terms\": [], \"c\": 3}]}], \"outs\": [], \"note\":"
            + " {\"op\": \"Mod\", \"op_param\": 4, \"terms\": [], \"c\": 7}}]}]}]}";
    Module m = read(v1);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new Converter(READER.codecs()).convert(m, out, new WriteOptions(2, 0));
    String v2 = out.toString(StandardCharsets.UTF_8);
    assertTrue(v2.contains("\"version\":2"), v2);
    assertTrue(!v2.contains("op_param") && !v2.contains("AxisLabel"), v2);
    assertTrue(v2.contains("{\"kind\":\"AffExprKind\",\"terms\":[],\"c\":3}"), v2);
    assertTrue(v2.contains("\"kind\":\"ModuloKind\""), v2);
    assertEquals(List.of(), new SemanticDiff().diff(m, read(v2)));
  }
}
