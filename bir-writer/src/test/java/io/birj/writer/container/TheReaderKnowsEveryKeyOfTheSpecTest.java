package io.birj.writer.container;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.stats.DocumentStats;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.ObjectSchema;
import io.birj.api.model.Module;
import io.birj.loader.read.TestDocuments;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reader holds every key the container spec names where the spec puts it: read back, the
 * documents the writer test checks (the writers' corpora, the real-shaped dump) have no unknown key
 * that the spec declares for its place. A key added to the spec for the model and not to the reader
 * shows here as soon as a document carries it.
 */
class TheReaderKnowsEveryKeyOfTheSpecTest {
  /**
   * The writer test's documents but its sample, whose expressions name axes no loop declares (it is
   * built for the writer and the walk, and the checker refuses it).
   */
  static List<String> documents() throws IOException {
    return TheWriterFollowsTheContainerSpecTest.documents()
        .filter(d -> !d.startsWith("sample "))
        .toList();
  }

  @ParameterizedTest
  @MethodSource("documents")
  void noKeyTheSpecDeclaresForItsPlaceIsUnknown(String named) {
    int nl = named.indexOf('\n');
    Module m =
        TestDocuments.TYPED.read(
            new ByteArrayInputStream(named.substring(nl + 1).getBytes(StandardCharsets.UTF_8)),
            "written.json");
    Set<String> places = new HashSet<>();
    ContainerSchema.standard().objects().forEach(o -> places.add(o.place()));
    List<String> wrong = new ArrayList<>();
    for (DocumentStats.UnknownKey k : DocumentStats.of(m).unknownKeys()) {
      String place = k.place().replaceAll("\\[.*\\]$", "");
      if (place.equals("nki_function")) {
        place = "function";
      }
      if (places.contains(place)) {
        ObjectSchema schema = ContainerSchema.standard().object(place);
        if (schema.knows(k.key())) {
          wrong.add(k.where() + " at " + k.firstPointer());
        }
      }
    }
    assertTrue(wrong.isEmpty(), named.substring(0, nl) + ": " + wrong);
  }
}
