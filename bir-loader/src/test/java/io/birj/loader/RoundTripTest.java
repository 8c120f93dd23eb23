package io.birj.loader;

import static io.birj.loader.testing.TestSupport.read;
import static io.birj.loader.testing.TestSupport.resource;
import static io.birj.loader.testing.TestSupport.text;
import static io.birj.loader.testing.TestSupport.write;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RoundTripTest {
  static final String[] SAMPLES = {"samples/demo-v2.json", "samples/demo-v1.json"};

  @ParameterizedTest
  @ValueSource(strings = {"samples/demo-v2.json", "samples/demo-v1.json"})
  void secondRoundTripIsByteIdentical(String sample) {
    byte[] once = write(read(resource(sample)), WriteOptions.version(versionOf(sample)));
    byte[] twice = write(read(once), WriteOptions.version(versionOf(sample)));
    assertEquals(text(once), text(twice));
  }

  @ParameterizedTest
  @ValueSource(strings = {"samples/demo-v2.json", "samples/demo-v1.json"})
  void indentedOutputIsIdempotentAndReadsBackToTheSameCompactBytes(String sample) {
    WriteOptions compact = WriteOptions.version(versionOf(sample));
    byte[] compactBytes = write(read(resource(sample)), compact);
    byte[] indented = write(read(resource(sample)), compact.withIndent(2));
    assertEquals(text(indented), text(write(read(indented), compact.withIndent(2))));
    assertArrayEquals(compactBytes, write(read(indented), compact));
    assertTrue(text(indented).contains("\n  \"arch\": "));
  }

  @ParameterizedTest
  @ValueSource(strings = {"samples/demo-v2.json", "samples/demo-v1.json"})
  void samplesValidateWithoutErrors(String sample) {
    ValidationResult r =
        TestSupport.READER.validate(new ByteArrayInputStream(resource(sample)), sample, 100);
    assertEquals(java.util.List.of(), r.errors());
    // Only the vendor opcode of the v2 sample is unknown to the catalog.
    assertEquals(sample.contains("v2") ? 1 : 0, r.warnings().size(), r.warnings().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"samples/demo-v2.json", "samples/demo-v1.json"})
  void readingAFileAndAStreamGiveTheSameModel(String sample) throws Exception {
    java.nio.file.Path tmp = java.nio.file.Files.createTempFile("bir", ".json");
    try {
      java.nio.file.Files.write(tmp, resource(sample));
      Module fromFile = TestSupport.READER.read(tmp);
      WriteOptions o = WriteOptions.version(versionOf(sample));
      assertArrayEquals(write(read(resource(sample)), o), write(fromFile, o));
    } finally {
      java.nio.file.Files.delete(tmp);
    }
  }

  static int versionOf(String sample) {
    return sample.contains("v1") ? 1 : 2;
  }
}
