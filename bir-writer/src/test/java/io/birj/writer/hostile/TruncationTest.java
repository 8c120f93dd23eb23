package io.birj.writer.hostile;

import static io.birj.writer.hostile.Docs.READER;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.testkit.jvm.Allocations;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Every prefix of a sample, cut at every byte, ends cleanly: a positioned refusal, or (a prefix
 * that is still a whole document) a model. One bounded case per sample, each prefix held to its own
 * allocation bound.
 */
class TruncationTest {
  /** All the prefixes of one sample, read and validated (some 30,000 of each on a loaded box). */
  private static final java.time.Duration WHOLE_SAMPLE = java.time.Duration.ofMinutes(3);

  /** Reads every prefix of {@code doc}, the whole document (which must read) included. */
  static int everyPrefix(String what, byte[] doc) {
    return Bounded.run(
            what,
            Long.MAX_VALUE,
            WHOLE_SAMPLE,
            () -> {
              int refused = 0;
              for (int n = 0; n <= doc.length; n++) {
                byte[] prefix = Arrays.copyOf(doc, n);
                long before = Allocations.allocatedSoFar();
                long began = System.nanoTime();
                Outcome o = Outcome.of(what + " cut at " + n, READER, prefix);
                long used = Allocations.allocatedSoFar() - before;
                assertTrue(
                    System.nanoTime() - began < Bounded.TIME.toNanos(),
                    what + " cut at " + n + " took longer than " + Bounded.TIME);
                assertTrue(
                    used < HostileJsonTest.bound(doc),
                    what + " cut at " + n + " allocated " + used + " bytes");
                if (o.refusal() != null) {
                  refused++;
                } else if (n == doc.length) {
                  o.read();
                }
              }
              Outcome.of(what, READER, doc).read();
              return refused;
            })
        .value();
  }

  private static void everyPrefixOfJsonAndCbor(String name, byte[] json) {
    int refusedJson = everyPrefix(name, json);
    // Only a prefix that ends in the top object's closing brace (and white space) is whole.
    assertTrue(refusedJson >= json.length - 2, name + ": " + refusedJson + " refused");
    byte[] cbor = Docs.cborTwin(json);
    // A CBOR document has one end: every shorter prefix is refused.
    assertTrue(everyPrefix(name + " (CBOR)", cbor) == cbor.length, name + " (CBOR)");
  }

  @Test
  void theBundledV2SampleCutAtEveryByteEndsCleanly() {
    everyPrefixOfJsonAndCbor("demo-v2.json", Docs.bundledSample("demo-v2.json"));
  }

  @Test
  void theBundledV1SampleCutAtEveryByteEndsCleanly() {
    everyPrefixOfJsonAndCbor("demo-v1.json", Docs.bundledSample("demo-v1.json"));
  }

  /** The bundled lower-sync.json is this file. */
  @Test
  void theRealShapedSampleCutAtEveryByteEndsCleanly() {
    everyPrefixOfJsonAndCbor(
        "real-shaped/lower-sync.json", Docs.resource("real-shaped/lower-sync.json"));
  }
}
