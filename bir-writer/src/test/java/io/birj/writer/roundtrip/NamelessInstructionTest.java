package io.birj.writer.roundtrip;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.analysis.diff.SemanticDiff;
import io.birj.analysis.stats.DocumentStats;
import io.birj.api.error.Diagnostic;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.Module;
import io.birj.loader.BirReader;
import io.birj.loader.read.TestDocuments;
import io.birj.writer.BirWriter;
import io.birj.writer.Converter;
import io.birj.writer.WriteOptions;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KLR writes a Loop without a name of its own (docs/wire/container.md, "Instructions"): such a
 * document reads, checks, writes, converts and compares like any other, and nothing invents a name.
 */
class NamelessInstructionTest {
  private static final BirReader READER = TestDocuments.TYPED;
  private static final BirWriter WRITER = new BirWriter(READER.codecs());

  /** A loop nest the way KLR writes one: the Loops have only opcode, LoopAxis and blocks. */
  private static String klrLoops(int innerUb) {
    return TestDocuments.doc(
        """
        {"opcode": "Loop", "LoopAxis": {"name": "i", "lb": 0, "ub": 4, "stride": 1},
           "blocks": [{"name": "body_i", "instructions": [
             {"opcode": "Loop", "LoopAxis": {"name": "j", "lb": 0, "ub": %d, "stride": 1},
              "blocks": [{"name": "body_j", "instructions": [
                {"name": "copy", "opcode": "TensorCopy", "engine": "Pool",
                 "ins": [{"kind": "symbolic_ap", "dtype": "float32", "memsetref": "S",
                          "ap": [[1, 128], [1, 64]],
                          "addrs": [{"kind": "AffExprKind", "terms": [
                            {"idx": {"kind": "AffIVKind", "axis": "i"}, "coeff": 64},
                            {"idx": {"kind": "AffIVKind", "axis": "j"}, "coeff": 1}], "c": 0}]}],
                 "outs": [{"kind": "physical_ap", "dtype": "float32", "memref": "M",
                           "ap": [[1, 128], [1, 64]], "offset": 0}]}]}]}]}]}"""
            .formatted(innerUb));
  }

  private static Module read(String json) {
    return TestDocuments.read(READER, json);
  }

  private static Module read(byte[] bytes) {
    return read(new String(bytes, StandardCharsets.UTF_8));
  }

  @Test
  void aLoopWithoutANameReadsWithoutAnyDiagnostic() {
    assertEquals(List.of(), TestDocuments.validate(READER, klrLoops(8)).diagnostics());
    Instruction outer = read(klrLoops(8)).functions().get(0).blocks().get(0).instructions().get(0);
    assertTrue(outer instanceof Loop);
    assertNull(outer.name());
    assertFalse(outer.isNamed());
  }

  @Test
  void aNamelessLoopIsWrittenWithoutANameAndTheBytesAreStable() {
    byte[] once = WRITER.toBytes(read(klrLoops(8)), WriteOptions.DEFAULT);
    String text = new String(once, StandardCharsets.UTF_8);
    assertTrue(text.contains("{\"opcode\":\"Loop\",\"LoopAxis\""), text);
    assertArrayEquals(once, WRITER.toBytes(read(once), WriteOptions.DEFAULT));
    assertTrue(new SemanticDiff().equal(read(klrLoops(8)), read(once)));
  }

  @Test
  void aNamelessLoopConvertsToV1AndBack() throws IOException {
    Module m = read(klrLoops(8));
    ByteArrayOutputStream v1 = new ByteArrayOutputStream();
    new Converter(READER.codecs()).convert(m, v1, new WriteOptions(1, 0));
    Module fromV1 = read(v1.toByteArray());
    assertEquals(List.of(), new SemanticDiff().diff(m, fromV1));
    ByteArrayOutputStream v2 = new ByteArrayOutputStream();
    new Converter(READER.codecs()).convert(fromV1, v2, new WriteOptions(2, 0));
    assertArrayEquals(WRITER.toBytes(m, new WriteOptions(2, 0)), v2.toByteArray());
  }

  @Test
  void statisticsCountNamelessLoopsAsRegionsAndInstructions() {
    DocumentStats s = DocumentStats.of(read(klrLoops(8)));
    assertEquals(3, s.instructions());
    assertEquals(2, s.regions());
    assertEquals(2, s.instructionsPerOpcode().get("Loop"));
  }

  @Test
  void namelessLoopsAreMatchedByPositionInADiff() {
    assertEquals(List.of(), new SemanticDiff().diff(read(klrLoops(8)), read(klrLoops(8))));
    List<SemanticDiff.Difference> d =
        new SemanticDiff().diff(read(klrLoops(8)), read(klrLoops(16)));
    assertEquals(1, d.size(), d.toString());
    assertEquals(SemanticDiff.Change.CHANGED, d.get(0).change());
    assertEquals(
        "/functions/0/blocks/0/instructions/0/blocks/0/instructions/0/LoopAxis/ub",
        d.get(0).pointer());
  }

  @Test
  void aNamelessInstructionThatIsNotARegionReadsWithAWarning() {
    String doc = TestDocuments.doc("{\"opcode\": \"NoOp\", \"engine\": \"Pool\"}");
    List<Diagnostic> all = TestDocuments.validate(READER, doc).diagnostics();
    assertEquals(1, all.size(), all.toString());
    Diagnostic w = all.get(0);
    assertFalse(w.isError());
    assertEquals(TestDocuments.I0, w.pointer());
    assertEquals(
        "NoOp instruction without \"name\": kept nameless; no dependency or wait can name it",
        w.message());
    assertNull(read(doc).functions().get(0).blocks().get(0).instructions().get(0).name());
  }

  @Test
  void aDependencyOnANamelessLoopsAxisSaysOnlyANamedInstructionCanBeATarget() {
    String doc =
        TestDocuments.doc(
            "{\"opcode\": \"Loop\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 0, \"ub\": 4, \"stride\":"
                + " 1}, \"blocks\": [{\"name\": \"body\", \"instructions\": []}]}",
            "{\"name\": \"after\", \"opcode\": \"NoOp\", \"dependencies\": [[\"i\", \"Flow\"]]}");
    List<Diagnostic> errors = TestDocuments.errors(READER, doc);
    assertEquals(1, errors.size(), errors.toString());
    assertEquals(TestDocuments.I1 + "/dependencies/0", errors.get(0).pointer());
    assertEquals(
        "Unknown dependency: no instruction \"i\" in function \"f\"; the Loop at "
            + TestDocuments.I0
            + " has the axis \"i\" but no name, and only a named instruction can be a"
            + " dependency's or a wait's target",
        errors.get(0).message());
  }

  @Test
  void aWaitOnANamelessLoopsAxisSaysOnlyANamedInstructionCanBeATarget() {
    String doc =
        TestDocuments.doc(
            "{\"opcode\": \"Loop\", \"LoopAxis\": {\"name\": \"i\", \"lb\": 0, \"ub\": 4, \"stride\":"
                + " 1}, \"blocks\": [{\"name\": \"body\", \"instructions\": []}]}",
            "{\"name\": \"after\", \"opcode\": \"NoOp\", \"sync_info\": {\"on_wait\": [{\"from\":"
                + " \"i\", \"id\": 1, \"wait_value\": 1}]}}");
    List<Diagnostic> errors = TestDocuments.errors(READER, doc);
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(
        errors
            .get(0)
            .message()
            .endsWith("only a named instruction can be a dependency's or a" + " wait's target"),
        errors.get(0).message());
  }

  @Test
  void anInstructionMayBeMadeWithoutANameButAFunctionMayNot() {
    assertNull(new Loop(null, null).name());
    assertThrows(IllegalArgumentException.class, () -> new Function(null));
  }
}
