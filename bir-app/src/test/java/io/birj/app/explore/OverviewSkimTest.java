package io.birj.app.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.birj.loader.BirReader;
import io.birj.synth.Profile;
import io.birj.synth.Synth;
import io.birj.synth.SynthSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The overview skimmed from a document's tokens is the overview the index counts in its walk of the
 * loaded model, whatever the document's shape: NKI functions and queues, either spelling of the
 * queues, nested regions, keys sorted (a region's {@code blocks} before its {@code opcode}), v1 and
 * v2, JSON and CBOR.
 */
class OverviewSkimTest {
  static final BirReader READER = BirReader.standard();
  static final ObjectMapper JSON = new ObjectMapper();

  static Stream<Arguments> documents() throws IOException {
    return Stream.of(
        Arguments.of("lower-sync.json (NKI functions, queues, loops)", sample("lower-sync.json")),
        Arguments.of("demo-v1.json", sample("demo-v1.json")),
        Arguments.of("demo-v2.json (DMAQueues)", sample("demo-v2.json")),
        Arguments.of("synth, keys sorted", synth(Profile.SORTED)),
        Arguments.of("synth, mixed", synth(Profile.MIXED)),
        Arguments.of("lower-sync.json as CBOR", cbor(sample("lower-sync.json"))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void theSkimCountsWhatTheIndexCounts(String what, byte[] document) throws IOException {
    Overview walked =
        DocumentIndex.of(READER.read(new ByteArrayInputStream(document), what)).overview;
    assertEquals(walked, OverviewSkim.of(new ByteArrayInputStream(document), READER));
    assertTrue(walked.instructions() > 0, what);
  }

  @Test
  void theSkimmedSummaryIsTheLoadedOnesMarkedAsRead() throws IOException {
    byte[] doc = sample("lower-sync.json");
    JsonNode skimmed =
        JSON.readTree(
            ExplorerApi.skimmedSummary("s.json", null, new ByteArrayInputStream(doc), READER));
    JsonNode loaded =
        JSON.readTree(
            ExplorerApi.of("s.json", READER.read(new ByteArrayInputStream(doc), "s.json"))
                .answer("summary", Map.of()));
    assertTrue(skimmed.get("reading").asBoolean(), skimmed.toString());
    ((ObjectNode) skimmed).remove("reading");
    assertEquals(loaded, skimmed);
  }

  @Test
  void aDocumentCutShortFailsTheSkim() {
    assertThrows(
        IOException.class,
        () ->
            OverviewSkim.of(
                new ByteArrayInputStream(
                    "{\"functions\": [{\"blocks\": [".getBytes(StandardCharsets.UTF_8)),
                READER));
  }

  static byte[] sample(String name) throws IOException {
    try (InputStream in =
        OverviewSkimTest.class.getClassLoader().getResourceAsStream("samples/" + name)) {
      return in.readAllBytes();
    }
  }

  private static byte[] synth(Profile profile) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    Synth.write(new SynthSpec(3, 200_000, profile), out);
    return out.toByteArray();
  }

  /** The document's CBOR twin, token for token. */
  private static byte[] cbor(byte[] json) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonParser p = new JsonFactory().createParser(json);
        JsonGenerator g =
            READER
                .formats()
                .byName("cbor")
                .createGenerator(out, StreamWriteConstraints.defaults())) {
      p.nextToken();
      g.copyCurrentStructure(p);
    }
    return out.toByteArray();
  }
}
