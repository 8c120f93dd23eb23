package io.birj.loader;

import static io.birj.loader.Docs.OK_INSTR;
import static io.birj.loader.Docs.doc;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WriterTest {
  @Test
  void keysComeInSpecOrderThenUnknownKeysInReadOrder() {
    String in =
        doc("{\"zeta\": 1, \"outs\": [], \"name\": \"i0\", \"alpha\": 2, \"opcode\": \"TestOp\"}");
    String out = TestSupport.text(TestSupport.write(TestSupport.read(in), WriteOptions.DEFAULT));
    assertTrue(
        out.contains("{\"opcode\":\"TestOp\",\"name\":\"i0\",\"outs\":[],\"zeta\":1,\"alpha\":2}"),
        out);
  }

  @Test
  void absentKeysStayAbsentAndPresentDefaultsStayPresent() {
    String in = doc("{\"opcode\": \"TestOp\", \"name\": \"i0\", \"dependencies\": []}");
    String out = TestSupport.text(TestSupport.write(TestSupport.read(in), WriteOptions.DEFAULT));
    assertTrue(out.contains("{\"opcode\":\"TestOp\",\"name\":\"i0\",\"dependencies\":[]}"), out);
    assertFalse(out.contains("\"ins\""));
  }

  @Test
  void floatImmediatesAreSpelledAsNlohmannWould() {
    String in =
        doc(
            "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"imm_array\","
                + " \"values\": [1.50, 1e20, 3, \"nan\", 0.00001]}]}");
    String out = TestSupport.text(TestSupport.write(TestSupport.read(in), WriteOptions.DEFAULT));
    assertTrue(out.contains("\"values\":[1.5,1e+20,3,\"nan\",1e-05]"), out);
  }

  @Test
  void unknownContentIsKeptVerbatimIncludingNumberText() {
    String in =
        doc(OK_INSTR.replace("\"outs\": []", "\"outs\": [], \"x\": {\"a\": [1.50, null, true]}"));
    String out = TestSupport.text(TestSupport.write(TestSupport.read(in), WriteOptions.DEFAULT));
    assertTrue(out.contains("\"x\":{\"a\":[1.50,null,true]}"), out);
  }

  @Test
  void aBadTargetVersionIsTheSeedsWriterMessage() {
    Module m = TestSupport.read(doc(OK_INSTR));
    BirException e =
        assertThrows(BirException.class, () -> TestSupport.write(m, WriteOptions.version(3)));
    assertEquals("Check the version - should be 1 (old) or 2 (new)", e.reason());
  }

  @Test
  void anAtomicWriteReplacesTheTarget(@TempDir Path dir) throws IOException {
    Path target = dir.resolve("out.json");
    Files.writeString(target, "old");
    Module m = TestSupport.read(doc(OK_INSTR));
    TestSupport.WRITER.writeAtomically(m, target, WriteOptions.DEFAULT);
    assertArrayEquals(TestSupport.write(m, WriteOptions.DEFAULT), Files.readAllBytes(target));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
  }

  @Test
  void aWriteThatFailsMidwayLeavesTheTargetUntouchedAndNoTemporaryFile(@TempDir Path dir)
      throws IOException {
    Path target = dir.resolve("out.json");
    Files.writeString(target, "precious");
    // A Sum cannot be written in v1: the writer fails after the document's first part is out.
    Module m = TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
    BirException e =
        assertThrows(
            BirException.class,
            () -> TestSupport.WRITER.writeAtomically(m, target, WriteOptions.version(1)));
    assertTrue(
        e.pointer()
            .startsWith(
                "/functions/0/blocks/0/instructions/1/blocks/0/instructions/0/blocks/0"
                    + "/instructions/0/outs/0/addrs/0"),
        e.pointer());
    assertEquals("precious", Files.readString(target, StandardCharsets.UTF_8));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
  }
}
