package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The version key may come after the expressions (jackson cannot rewind; the reader looks ahead).
 */
class VersionOrderTest {
  static final String V1_LAST =
      Docs.doc(
              "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\":"
                  + " \"symbolic_imm_value\", \"value\": {\"kind\": \"ShardIDKind\", \"ub\": 4}}]}")
          .replace("{\"version\": 2,", "{")
          .replace(" }]}\n", " }], \"version\": 1}\n");

  @Test
  void aStreamWithTheVersionLastIsReadWithThatVersion() {
    Module m = TestSupport.read(V1_LAST);
    byte[] v1 = TestSupport.write(m, WriteOptions.version(1));
    assertEquals(1, TestSupport.read(v1).functions().size());
    assertEquals(
        TestSupport.text(v1),
        TestSupport.text(TestSupport.write(TestSupport.read(v1), WriteOptions.version(1))));
  }

  @Test
  void aFileWithTheVersionLastIsReadWithThatVersion(@TempDir Path dir) throws IOException {
    Path f = dir.resolve("late.json");
    Files.writeString(f, V1_LAST);
    Module fromFile = TestSupport.READER.read(f);
    assertArrayEquals(
        TestSupport.write(TestSupport.read(V1_LAST), WriteOptions.DEFAULT),
        TestSupport.write(fromFile, WriteOptions.DEFAULT));
  }

  @Test
  void aStreamDeliveredInSmallPiecesStillWorks() {
    byte[] bytes = V1_LAST.getBytes(StandardCharsets.UTF_8);
    InputStream trickle =
        new FilterInputStream(new ByteArrayInputStream(bytes)) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            return super.read(b, off, Math.min(len, 7));
          }
        };
    Module m = TestSupport.READER.read(trickle, "trickle");
    assertArrayEquals(
        TestSupport.write(TestSupport.read(V1_LAST), WriteOptions.DEFAULT),
        TestSupport.write(m, WriteOptions.DEFAULT));
  }

  @Test
  void theVersionIsWrittenFirstWhateverTheInputOrder() {
    String out =
        TestSupport.text(TestSupport.write(TestSupport.read(V1_LAST), WriteOptions.DEFAULT));
    assertEquals(0, out.indexOf("{\"version\":2,"));
  }

  @Test
  void aVersionThatIsNotANumberIsOneErrorEvenWhenItComesLast() {
    String doc = V1_LAST.replace("\"version\": 1}", "\"version\": \"one\"}");
    ValidationResult r =
        TestSupport.READER.validate(
            new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), "t", 10);
    assertEquals(1, r.errors().size(), r.errors().toString());
    assertEquals(
        "version must be an integer, found the string \"one\"", r.errors().get(0).message());
    assertEquals("/version", r.errors().get(0).pointer());
  }
}
