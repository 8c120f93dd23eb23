package io.birj.format.cbor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.format.DocumentFormats;
import io.birj.api.format.JsonFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The committed CBOR twin of the bundled v2 sample, {@code
 * src/test/resources/samples/demo-v2.cbor}: this test makes it again from the JSON sample with the
 * generator (numbers as their text, the way birj's writer writes them) and requires the committed
 * bytes to be exactly those. After a change to the sample or the generator, regenerate it with
 * {@code mvn -pl bir-cbor -am verify -Dtest=DemoTwinTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Dbirj.cbor.regenerate=true}.
 */
class DemoTwinTest {
  /** The sample the app bundles (bir-app/src/main/resources/samples); tests run in the module. */
  private static final Path JSON_SAMPLE =
      Path.of("..", "bir-app", "src", "main", "resources", "samples", "demo-v2.json");

  private static final Path TWIN = Path.of("src", "test", "resources", "samples", "demo-v2.cbor");

  private static byte[] regenerated() throws IOException {
    return Twins.cborOf(Files.readAllBytes(JSON_SAMPLE), Twins.Numbers.AS_TEXT);
  }

  @Test
  void the_committed_twin_is_what_the_generator_makes_of_the_json_sample() throws IOException {
    byte[] made = regenerated();
    if (Boolean.getBoolean("birj.cbor.regenerate")) {
      Files.write(TWIN, made);
    }
    assertTrue(Files.isRegularFile(TWIN), TWIN + " is committed");
    assertEquals(
        Twins.hex(made),
        Twins.hex(Files.readAllBytes(TWIN)),
        "the committed twin is stale: regenerate it (see this class)");
  }

  @Test
  void the_twin_reads_as_the_same_tokens_as_the_json_sample() throws IOException {
    assertEquals(
        Twins.tokens(JsonFormat.INSTANCE, Files.readAllBytes(JSON_SAMPLE)),
        Twins.tokens(Twins.CBOR, Files.readAllBytes(TWIN)));
  }

  @Test
  void the_twin_is_sniffed_as_cbor_and_the_sample_as_json() throws IOException {
    DocumentFormats formats = DocumentFormats.load();
    try (var in = Files.newInputStream(TWIN)) {
      assertEquals("cbor", formats.sniff(in).format().name());
    }
    try (var in = Files.newInputStream(JSON_SAMPLE)) {
      assertEquals("json", formats.sniff(in).format().name());
    }
  }

  @Test
  void the_twin_is_smaller_than_the_json() throws IOException {
    long json = Files.size(JSON_SAMPLE);
    long cbor = Files.size(TWIN);
    assertTrue(cbor < json, cbor + " bytes of CBOR for " + json + " bytes of JSON");
  }
}
