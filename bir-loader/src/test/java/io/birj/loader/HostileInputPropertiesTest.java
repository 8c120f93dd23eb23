package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Whatever the bytes, the loader answers with a model or a BirException, nothing else. */
class HostileInputPropertiesTest {
  private static final byte[] SAMPLE = TestSupport.resource("samples/demo-v2.json");
  private static final byte[] SPECIALS = "{}[],:\"0-.e9tfn \\x".getBytes();

  @Property(tries = 500)
  void mutatedDocumentsFailOnlyWithBirException(
      @ForAll @IntRange(min = 0, max = 100_000) int at,
      @ForAll @IntRange(min = 0, max = 40) int length,
      @ForAll @IntRange(min = 0, max = 3) int mutation,
      @ForAll @IntRange(min = 0, max = 17) int special) {
    byte[] doc = mutate(SAMPLE, at % SAMPLE.length, length, mutation, SPECIALS[special]);
    try {
      TestSupport.read(doc);
    } catch (BirException expected) {
      assertTrue(expected.reason() != null && !expected.reason().isEmpty());
      // "cannot read" + an exception class would be a defect caught by the last-resort net.
      assertTrue(!expected.reason().startsWith("cannot read "), expected.reason());
    }
    ValidationResult r = TestSupport.READER.validate(new ByteArrayInputStream(doc), "mutated", 50);
    assertTrue(r.diagnostics().size() <= 50 + r.warnings().size());
  }

  static byte[] mutate(byte[] src, int at, int length, int mutation, byte b) {
    int end = Math.min(src.length, at + length);
    switch (mutation) {
      case 0: // delete a range
        {
          byte[] out = new byte[src.length - (end - at)];
          System.arraycopy(src, 0, out, 0, at);
          System.arraycopy(src, end, out, at, src.length - end);
          return out;
        }
      case 1: // duplicate a range
        {
          byte[] out = new byte[src.length + (end - at)];
          System.arraycopy(src, 0, out, 0, end);
          System.arraycopy(src, at, out, end, src.length - at);
          return out;
        }
      case 2: // overwrite a range with one JSON-significant byte
        {
          byte[] out = src.clone();
          Arrays.fill(out, at, end, b);
          return out;
        }
      default: // truncate
        return Arrays.copyOf(src, at);
    }
  }
}
