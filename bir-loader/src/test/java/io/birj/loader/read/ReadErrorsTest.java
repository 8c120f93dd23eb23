package io.birj.loader.read;

import static io.birj.loader.read.TestDocuments.I0;
import static io.birj.loader.read.TestDocuments.PLAIN;
import static io.birj.loader.read.TestDocuments.at;
import static io.birj.loader.read.TestDocuments.doc;
import static io.birj.loader.read.TestDocuments.errors;
import static io.birj.loader.read.TestDocuments.validate;
import static io.birj.loader.read.TestDocuments.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.Diagnostic;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the reader (pass 1) says about a bad document: the words, the pointer, the position. */
class ReadErrorsTest {
  private static final String OPS = "\"ins\": [], \"outs\": []";

  private static Diagnostic only(List<Diagnostic> ds) {
    assertEquals(1, ds.size(), ds.toString());
    return ds.get(0);
  }

  private static void assertAt(String doc, String needle, Diagnostic d) {
    long[] lc = at(doc, needle);
    assertEquals(lc[0], d.line(), "line of " + d);
    assertEquals(lc[1], d.column(), "column of " + d);
  }

  @Test
  void aKeyPastTheLengthLimitIsReportedAtItsObjectAndItsStartWithoutAWrongLength() {
    String key = "k".repeat(70_000);
    String d = "{\"version\": 2,\n \"" + key + "\": 1, \"functions\": []}";
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("a key is longer than the limit of 50000 characters", e.message());
    assertEquals("", e.pointer(), "the key belongs to the root object");
    assertEquals(2, e.line(), "in the key, where the reader stopped");
  }

  @Test
  void aKeyPastTheLengthLimitInANestedObjectIsReportedAtThatObject() {
    String d =
        doc().replaceFirst("\"name\": \"f\"", "\"name\": \"f\", \"" + "k".repeat(70_000) + "\": 1");
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("/functions/0", e.pointer());
  }

  @Test
  void anInstructionWithoutOpcodeIsOneErrorAtTheInstruction() {
    String d = doc("{\"name\": \"i0\", " + OPS + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("missing required key \"opcode\" in an instruction", e.message());
    assertEquals(I0, e.pointer());
    assertAt(d, "{\"name\": \"i0\"", e);
  }

  @Test
  void anInstructionWithoutNameIsNoErrorButOneWarningAtTheInstruction() {
    String d = doc("{\"opcode\": \"NoOp\", " + OPS + "}");
    assertEquals(List.of(), errors(PLAIN, d));
    Diagnostic w = only(warnings(PLAIN, d));
    assertTrue(w.message().startsWith("NoOp instruction without \"name\""), w.message());
    assertEquals(I0, w.pointer());
    assertAt(d, "{\"opcode\": \"NoOp\"", w);
  }

  @Test
  void anUnknownOperandKindIsTheCompilersUnsupportedArgumentKind() {
    String d =
        doc("{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"register_set\"}]}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("Unsupported argument kind \"register_set\""), e.message());
    assertEquals(I0 + "/ins/0", e.pointer());
    assertAt(d, "{\"kind\": \"register_set\"", e);
  }

  @Test
  void aRegApOffsetThatIsNotARegisterNameIsAnError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"register_ap\","
                + " \"reg_ap_offset\": {\"kind\": \"AffExprKind\", \"terms\": [], \"c\": 0}}]}");
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("reg_ap_offset names a register (a string), found an object", e.message());
    assertEquals(I0 + "/ins/0/reg_ap_offset", e.pointer());
  }

  @Test
  void anImmArrayWithoutValueArrayIsAnError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"imm_array\", \"values\": [1]}]}");
    List<Diagnostic> es = errors(PLAIN, d);
    Diagnostic e = only(es);
    assertTrue(e.message().startsWith("missing required key \"value_array\""), e.message());
    assertEquals(I0 + "/ins/0", e.pointer());
  }

  @Test
  void dependenciesThatAreNotAnArrayUseTheCompilersWords() {
    String d = doc("{\"name\": \"i0\", \"opcode\": \"NoOp\", \"dependencies\": {}, " + OPS + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("'dependencies' must be a JSON array", e.message());
    assertEquals(I0 + "/dependencies", e.pointer());
  }

  @Test
  void anEdgeKindOfEightOrMoreDoesNotFitTheTag() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"dependencies\": [[\"x\", 8]], "
                + OPS
                + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("Integer too large for field"), e.message());
    assertEquals(I0 + "/dependencies/0/1", e.pointer());
    assertAt(d, "8]]", e);
  }

  @Test
  void anEdgeKindOfSevenFitsTheTag() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"dependencies\": [[\"i0\", 7]], "
                + OPS
                + "}");
    assertEquals(List.of(), errors(PLAIN, d));
  }

  @Test
  void anUnknownEdgeKindSpellingIsAnError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"dependencies\": [[\"x\", \"RAW\"]], "
                + OPS
                + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("unknown EdgeKind \"RAW\""), e.message());
  }

  @Test
  void aDependencyOfThreeElementsIsAnError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"dependencies\": [[\"x\", \"Flow\", 1]], "
                + OPS
                + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("a dependency is [name, kind]"), e.message());
  }

  @Test
  void anUnrollDependencyThatIsNotAnArrayIsBir047() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"unroll_dependencies\": [\"x\"], "
                + OPS
                + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("'unroll_dependencies' element must be a JSON array", e.message());
    assertEquals(I0 + "/unroll_dependencies/0", e.pointer());
  }

  @Test
  void aLoopCarriedDependencyOfOneElementIsAnError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"loop_carried_dependencies\": [[\"x\"]], "
                + OPS
                + "}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("a loop-carried dependency is"), e.message());
  }

  @Test
  void oneBadOperandDoesNotHideTheNextError() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"nope\"},"
                + " {\"kind\": \"imm_value\", \"value\": {}}]}");
    List<Diagnostic> es = errors(PLAIN, d);
    assertEquals(2, es.size(), es.toString());
    assertEquals(I0 + "/ins/0", es.get(0).pointer());
    assertEquals(I0 + "/ins/1/value", es.get(1).pointer());
  }

  @Test
  void anAliasThatIsNotAnArrayUsesTheCompilersWords() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"name\": \"M\","
            + " \"alias\": {}}]}], \"blocks\": []}]}";
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("'alias' must be a JSON array", e.message());
    assertEquals("/functions/0/allocations/0/memorylocations/0/alias", e.pointer());
  }

  @Test
  void anAliasWithAStringKindIsAnError() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"name\": \"M\","
            + " \"alias\": [[\"M\", \"MustAlias\"]]}]}], \"blocks\": []}]}";
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("an alias entry is"), e.message());
  }

  @Test
  void anAliasKindMayBeABoolOrAFloatAsTheCompilerCoercesThem() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"Skind\":"
            + " \"memory_location_set\", \"name\": \"S\", \"memorylocations\": [{\"name\": \"M\","
            + " \"type\": \"DRAM\", \"alias\": [[\"M\", true], [\"S\", \"M\", 3.0]]}]}],"
            + " \"blocks\": []}]}";
    Module m = TestDocuments.read(PLAIN, d);
    MemoryLocation ml = m.functions().get(0).memoryLocation("M");
    assertEquals(1, ml.aliases().get(0).kindBits());
    assertEquals(3, ml.aliases().get(1).kindBits());
  }

  @Test
  void anAllocationWithoutSkindIsOneErrorAndItsNamesStillResolve() {
    String d =
        "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"allocations\": [{\"name\": \"S\","
            + " \"memorylocations\": [{\"name\": \"M\"}]}], \"blocks\": [{\"name\": \"b0\","
            + " \"instructions\": [{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\":"
            + " \"physical_ap\", \"memref\": \"M\", \"memsetref\": \"S\"}], \"outs\": []}]}]}]}";
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(
        e.message().startsWith("missing required key \"Skind\" in an allocation"), e.message());
    assertTrue(e.message().contains("memory_location_set"), e.message());
    assertEquals("/functions/0/allocations/0", e.pointer());
  }

  @Test
  void anExplicitNullOnAnOptionalKeyIsKeptAndWarnedAbout() {
    String d = doc("{\"name\": \"i0\", \"opcode\": \"NoOp\", \"engine\": null, " + OPS + "}");
    assertEquals(List.of(), errors(PLAIN, d));
    Diagnostic w = only(warnings(PLAIN, d));
    assertTrue(w.message().startsWith("\"engine\" is null; kept as written"), w.message());
    Instruction i =
        TestDocuments.read(PLAIN, d).functions().get(0).blocks().get(0).instructions().get(0);
    assertEquals(List.of(new JsonValue.Member("engine", JsonValue.JsonNull.NULL)), i.unknownKeys());
  }

  @Test
  void nkiFunctionsThatAreNotAnArrayAreBir025() {
    String d = "{\"version\": 2, \"functions\": [], \"nki_functions\": {}}";
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().startsWith("Malformed nki_functions json field"), e.message());
    assertEquals("/nki_functions", e.pointer());
  }

  @Test
  void contentAfterTheDocumentIsAnError() {
    String d = "{\"version\": 2, \"functions\": []} {}";
    Diagnostic e = only(errors(PLAIN, d));
    assertEquals("unexpected content after the end of the document", e.message());
  }

  @Test
  void anEmptyDocumentIsAnError() {
    Diagnostic e = only(errors(PLAIN, ""));
    assertEquals("the document is empty", e.message());
  }

  @Test
  void anOperandKeyItsKindDoesNotHaveIsKeptWithAWarning() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"imm_value\","
                + " \"dtype\": \"int32\", \"value\": 1, \"offset\": 4}]}");
    assertEquals(List.of(), errors(PLAIN, d));
    assertTrue(
        only(warnings(PLAIN, d))
            .message()
            .startsWith("\"offset\" is not a key of an operand of kind imm_value"));
    Instruction i =
        TestDocuments.read(PLAIN, d).functions().get(0).blocks().get(0).instructions().get(0);
    assertEquals(
        List.of(new JsonValue.Member("offset", new JsonValue.JsonNumber("4"))),
        i.ins().get(0).unknownKeys());
  }

  private static List<Diagnostic> errorsOf(byte[] bytes) {
    return PLAIN.validate(new java.io.ByteArrayInputStream(bytes), "t", 100).diagnostics().stream()
        .filter(Diagnostic::isError)
        .toList();
  }

  private static byte[] withNameBytes(byte... bad) {
    byte[] head =
        "{\"version\": 2, \"functions\": [{\"name\": \""
            .getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] tail = "\", \"blocks\": []}]}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    byte[] out = new byte[head.length + bad.length + tail.length];
    System.arraycopy(head, 0, out, 0, head.length);
    System.arraycopy(bad, 0, out, head.length, bad.length);
    System.arraycopy(tail, 0, out, head.length + bad.length, tail.length);
    return out;
  }

  @Test
  void anOverlongUtf8EncodingIsAnErrorAtItsByteNotARewrite() {
    Diagnostic e = only(errorsOf(withNameBytes((byte) 0xC0, (byte) 0x80)));
    assertTrue(e.message().contains("ill-formed UTF-8"), e.message());
    assertEquals(1, e.line());
    // The bad sequence's first byte, right after the name's opening quote.
    assertEquals("{\"version\": 2, \"functions\": [{\"name\": \"".length() + 1, e.column());
  }

  @Test
  void anEncodedSurrogateIsAnError() {
    Diagnostic e = only(errorsOf(withNameBytes((byte) 0xED, (byte) 0xA0, (byte) 0x80)));
    assertTrue(e.message().contains("surrogate"), e.message());
  }

  @Test
  void aCodePointAboveU10ffffIsAnError() {
    Diagnostic e =
        only(errorsOf(withNameBytes((byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80)));
    assertTrue(e.message().contains("ill-formed UTF-8"), e.message());
  }

  @Test
  void aFloatImmediateThatUnderflowsToZeroIsRefusedNotRewritten() {
    String d =
        doc(
            "{\"name\": \"i0\", \"opcode\": \"NoOp\", \"ins\": [{\"kind\": \"imm_value\","
                + " \"value\": 1e-999999999}], \"outs\": []}");
    Diagnostic e = only(errors(PLAIN, d));
    assertTrue(e.message().contains("outside the double range"), e.message());
    assertEquals(I0 + "/ins/0/value", e.pointer());
  }

  @Test
  void aNestingDeeperThanTheLimitIsOneErrorInBirjsWords() {
    String d =
        "{\"version\": 2, \"functions\": [], \"x\": " + "[".repeat(1200) + "]".repeat(1200) + "}";
    Diagnostic e = only(errors(PLAIN, d));
    assertFalse(e.message().contains("StreamReadConstraints"), e.message());
    assertTrue(e.line() > 0, e.toString());
  }

  @Test
  void aBlocksThatIsNotAnArrayIsOneErrorWithoutTheEmptyFunctionWarning() {
    String d = "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": \"x\"}]}";
    List<Diagnostic> all = validate(PLAIN, d).diagnostics();
    Diagnostic e = only(all);
    assertEquals("/functions/0/blocks", e.pointer());
    assertTrue(e.isError(), e.toString());
  }

  @Test
  void aFunctionWithAnEmptyBlocksArrayStillWarns() {
    String d = "{\"version\": 2, \"functions\": [{\"name\": \"f\", \"blocks\": []}]}";
    Diagnostic w = only(warnings(PLAIN, d));
    assertEquals("Function f requires at least one BasicBlock.", w.message());
  }
}
