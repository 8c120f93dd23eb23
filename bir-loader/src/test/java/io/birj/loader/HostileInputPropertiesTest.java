package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.testkit.property.Choices;
import io.birj.testkit.property.PropertyCheck;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Whatever the bytes, the loader answers with a model or a BirException, nothing else. */
class HostileInputPropertiesTest {
  // Only the loader's public API, so that the property holds whatever the reader's insides.
  private static final BirReader READER = BirReader.standard();
  private static final byte[] SAMPLE = sample("/samples/demo-v2.json");
  private static final byte[] SPECIALS = "{}[],:\"0-.e9tfn \\x".getBytes();

  /** One edit of the sample: where (modulo its length), how long, which edit, which byte. */
  record Mutation(int at, int length, int kind, int special) {
    static Mutation draw(Choices c) {
      return new Mutation(
          c.between(0, 100_000),
          c.between(0, 40),
          c.between(0, 3),
          c.between(0, SPECIALS.length - 1));
    }

    byte[] apply(byte[] src) {
      return mutate(src, at % src.length, length, kind, SPECIALS[special]);
    }
  }

  @Test
  void mutatedDocumentsFailOnlyWithBirException() {
    PropertyCheck.forAll(500, Mutation::draw, m -> readsOrFailsWithABirException(m.apply(SAMPLE)));
  }

  private static void readsOrFailsWithABirException(byte[] doc) {
    try {
      READER.read(new ByteArrayInputStream(doc), "mutated");
    } catch (BirException expected) {
      assertTrue(expected.reason() != null && !expected.reason().isEmpty());
      // "cannot read" + an exception class would be a defect caught by the last-resort net.
      assertTrue(!expected.reason().startsWith("cannot read "), expected.reason());
    }
    ValidationResult r = READER.validate(new ByteArrayInputStream(doc), "mutated", 50);
    assertTrue(r.diagnostics().size() <= 50 + r.warnings().size());
  }

  private static byte[] sample(String name) {
    try (InputStream in = HostileInputPropertiesTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
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
