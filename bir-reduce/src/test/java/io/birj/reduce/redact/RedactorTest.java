package io.birj.reduce.redact;

import static io.birj.testkit.property.PropertyCheck.forAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.testkit.docs.Documents;
import io.birj.verify.Verifier;
import io.birj.writer.BirWriter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Redaction keeps what a document means (its statistics, its validation verdict, its verifier
 * verdict) and leaves none of its names or free text, over generated documents and the real-shaped
 * sample.
 */
class RedactorTest {
  static final BirReader READER = BirReader.standard();
  static final BirWriter WRITER = new BirWriter(READER.codecs());
  static final JsonFactory JSON = new JsonFactory();

  static Redaction redact(byte[] doc) {
    return new Redactor(READER).redact(new ByteArrayInputStream(doc), "doc");
  }

  /** The statistics but the text of the largest expression, which shows the (new) axis names. */
  static DocumentStats comparable(Module m) {
    DocumentStats s = DocumentStats.of(m);
    return new DocumentStats(
        s.functions(),
        s.nkiFunctions(),
        s.queues(),
        s.dmaBlocks(),
        s.blocks(),
        s.regions(),
        s.instructions(),
        s.instructionsPerOpcode(),
        s.instructionsPerEngine(),
        s.operandsPerKind(),
        s.edges(),
        s.expressions(),
        s.wireNodes(),
        s.distinctNodes(),
        s.largestWireNodes(),
        s.largestPointer(),
        null,
        s.unknownKeys());
  }

  static void assertReadsAsBefore(byte[] doc) {
    Module before = READER.read(new ByteArrayInputStream(doc), "doc");
    Redaction r = redact(doc);
    assertEquals(comparable(before), comparable(r.module()));
    assertEquals(
        READER.validate(before, 100).errors().size(),
        READER.validate(r.module(), 100).errors().size());
    assertEquals(
        READER.validate(before, 100).warnings().size(),
        READER.validate(r.module(), 100).warnings().size());
    assertEquals(verdict(before), verdict(r.module()));
  }

  /**
   * The verifier's verdict, or the class of what it threw: a defect of the verifier on a generated
   * document is the verifier's to fix, and must then happen on the redacted document alike.
   */
  static Object verdict(Module m) {
    try {
      return Verifier.standard().check(m).verdict();
    } catch (RuntimeException e) {
      return e.getClass();
    }
  }

  /** Every string (value or key) of a written document. */
  static Set<String> strings(byte[] doc) throws IOException {
    Set<String> out = new HashSet<>();
    try (JsonParser p = JSON.createParser(doc)) {
      for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
        if (t == JsonToken.VALUE_STRING || t == JsonToken.FIELD_NAME) {
          out.add(p.getText());
        }
      }
    }
    return out;
  }

  @Test
  void generatedDocumentsReadAsBeforeOnceRedacted() {
    forAll(
        60,
        Documents::document,
        d -> assertReadsAsBefore(d.json().getBytes(StandardCharsets.UTF_8)));
  }

  @Test
  void noNameOrFreeTextOfAGeneratedDocumentSurvivesRedaction() {
    forAll(
        60,
        Documents::document,
        d -> {
          byte[] doc = d.json().getBytes(StandardCharsets.UTF_8);
          Redaction r = redact(doc);
          Set<String> left = strings(WRITER.toBytes(r.module(), WriteOptions.version(r.version())));
          for (String name : r.report().names().keySet()) {
            assertTrue(!left.contains(name) || new Redactor(READER).isVocabulary(name), name);
          }
          for (String text : r.report().texts().keySet()) {
            assertTrue(!left.contains(text), text);
          }
        });
  }

  @Test
  void theRealShapedSampleReadsAsBeforeOnceRedacted() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/real-shaped/lower-sync.json")) {
      byte[] doc = in.readAllBytes();
      assertReadsAsBefore(doc);
      Redaction r = redact(doc);
      String out =
          new String(WRITER.toBytes(r.module(), WriteOptions.DEFAULT), StandardCharsets.UTF_8);
      for (String name : r.report().names().keySet()) {
        assertTrue(
            !out.contains("\"" + name + "\"") || new Redactor(READER).isVocabulary(name), name);
      }
      assertTrue(r.report().names().size() > 10);
    }
  }

  @Test
  void aCborDocumentIsRedactedAsItsJsonTwin() throws IOException {
    try (InputStream in = getClass().getResourceAsStream("/real-shaped/lower-sync.json")) {
      byte[] json = in.readAllBytes();
      Module m = READER.read(new ByteArrayInputStream(json), "doc");
      byte[] cbor =
          WRITER.toBytes(m, WriteOptions.DEFAULT.withFormat(READER.formats().byName("cbor")));
      Redaction fromJson = redact(json);
      Redaction fromCbor = redact(cbor);
      assertEquals(fromJson.report().names(), fromCbor.report().names());
      assertEquals(
          new String(
              WRITER.toBytes(fromJson.module(), WriteOptions.DEFAULT), StandardCharsets.UTF_8),
          new String(
              WRITER.toBytes(fromCbor.module(), WriteOptions.DEFAULT), StandardCharsets.UTF_8));
    }
  }

  @Test
  void scrambledValuesAreReplacedTheSameWayEachTimeAndTheDocumentStaysValid() {
    String doc =
        "{\"version\": 2, \"functions\": [{\"name\": \"secret_fn\", \"blocks\": [{\"name\":"
            + " \"b\", \"instructions\": [{\"opcode\": \"Nop\", \"name\": \"n\", \"engine\":"
            + " \"PE\", \"ins\": [{\"kind\": \"imm_value\", \"dtype\": \"int32\", \"value\":"
            + " 31337}, {\"kind\": \"imm_value\", \"dtype\": \"int32\", \"value\": 31337}],"
            + " \"outs\": []}]}]}]}";
    Redaction r =
        new Redactor(READER)
            .scrambleValues(true)
            .redact(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), "doc");
    String out =
        new String(WRITER.toBytes(r.module(), WriteOptions.DEFAULT), StandardCharsets.UTF_8);
    assertTrue(!out.contains("31337") && !out.contains("secret_fn"), out);
    assertEquals(2, r.report().scrambledValues());
    assertEquals(List.of(), READER.validate(r.module(), 10).errors());
    io.birj.api.model.Instruction n =
        r.module().functions().get(0).blocks().get(0).instructions().get(0);
    assertEquals(
        ((io.birj.api.model.ImmValue) n.ins().get(0)).value(),
        ((io.birj.api.model.ImmValue) n.ins().get(1)).value());
  }
}
