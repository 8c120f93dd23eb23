package io.birj.loader;

import static io.birj.loader.Docs.I0;
import static io.birj.loader.Docs.I1;
import static io.birj.loader.Docs.OK_INSTR;
import static io.birj.loader.Docs.at;
import static io.birj.loader.Docs.doc;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.error.BirException;
import io.birj.loader.testing.TestSupport;
import org.junit.jupiter.api.Test;

/** Each error class: its message, JSON Pointer, line and column. */
class ErrorsTest {
  private static BirException fail(String doc) {
    return assertThrows(BirException.class, () -> TestSupport.read(doc));
  }

  private static void assertAt(BirException e, String pointer, long[] lineCol) {
    assertEquals(pointer, e.pointer(), e.getMessage());
    assertArrayEquals(lineCol, new long[] {e.line(), e.column()}, e.getMessage());
  }

  @Test
  void theSampleDocumentsReadWithoutError() {
    TestSupport.read(doc(OK_INSTR));
  }

  // ---- unresolved names ----

  @Test
  void unknownMemoryLocationIsReportedAtTheMemref() {
    String d = doc(OK_INSTR.replace("\"memref\": \"M\"", "\"memref\": \"nope\""));
    BirException e = fail(d);
    assertEquals("unknown memory location \"nope\"", e.reason());
    assertAt(e, I0 + "/ins/0/memref", at(d, "\"nope\""));
  }

  @Test
  void unknownMemoryLocationSetIsReportedAtTheMemsetref() {
    String d = doc(OK_INSTR.replace("\"memsetref\": \"S\"", "\"memsetref\": \"T\""));
    BirException e = fail(d);
    assertEquals("unknown memory-location set \"T\"", e.reason());
    assertAt(e, I0 + "/ins/0/memsetref", at(d, "\"T\""));
  }

  @Test
  void unknownDependencyIsReportedAtTheName() {
    String d = doc(OK_INSTR.replace("\"outs\": []", "\"outs\": [], \"dependencies\": [\"ghost\"]"));
    BirException e = fail(d);
    assertEquals("unknown instruction \"ghost\"", e.reason());
    assertAt(e, I0 + "/dependencies/0", at(d, "\"ghost\""));
  }

  @Test
  void forwardDependenciesAndWaitsResolve() {
    String first =
        OK_INSTR.replace(
            "\"outs\": []",
            "\"outs\": [], \"dependencies\": [\"i1\"], \"sync_info\": {\"on_wait\": [{\"from\":"
                + " \"i1\", \"id\": 1, \"wait_value\": 1}]}");
    String second = OK_INSTR.replace("\"i0\"", "\"i1\"");
    var m = TestSupport.read(doc(first, second));
    var i0 = (io.birj.api.model.Instruction) m.functions().get(0).blocks().get(0).entries().get(0);
    var i1 = m.functions().get(0).blocks().get(0).entries().get(1);
    assertTrue(
        ((io.birj.api.model.Dependency.Named) i0.dependencies().get(0)).target().target() == i1);
    assertTrue(i0.syncInfo().onWait().get(0).from().target() == i1);
  }

  @Test
  void unknownWaitSourceIsReportedAtFrom() {
    String d =
        doc(
            OK_INSTR.replace(
                "\"outs\": []",
                "\"outs\": [], \"sync_info\": {\"on_wait\": [{\"from\": \"nobody\", \"id\": 1}]}"));
    BirException e = fail(d);
    assertEquals("unknown instruction \"nobody\"", e.reason());
    assertAt(e, I0 + "/sync_info/on_wait/0/from", at(d, "\"nobody\""));
  }

  @Test
  void unknownRegisterIsReportedAtTheRegref() {
    String d =
        doc(
            "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"register_access\","
                + " \"dtype\": \"int32\", \"regref\": \"R9\"}]}");
    BirException e = fail(d);
    assertEquals("unknown register \"R9\"", e.reason());
    assertAt(e, I0 + "/ins/0/regref", at(d, "\"R9\""));
  }

  @Test
  void unknownBranchTargetIsReportedAtTheTarget() {
    String d =
        doc("{\"opcode\": \"UnconditionalBranch\", \"name\": \"j\", \"target\": \"nowhere\"}");
    BirException e = fail(d);
    assertEquals("unknown block \"nowhere\" (branch target)", e.reason());
    assertAt(e, I0 + "/target", at(d, "\"nowhere\""));
  }

  @Test
  void knownBranchTargetResolves() {
    TestSupport.read(
        doc("{\"opcode\": \"UnconditionalBranch\", \"name\": \"j\", \"target\": \"b0\"}"));
  }

  @Test
  void unknownQueueIsReportedWhenTheModuleDeclaresQueues() {
    String d =
        doc(OK_INSTR.replace("\"outs\": []", "\"outs\": [], \"queue\": \"q9\""))
            .replace("{\"version\": 2,", "{\"version\": 2, \"DMAQueues\": [{\"name\": \"q0\"}],");
    BirException e = fail(d);
    assertEquals("unknown queue \"q9\" (not among the module's DMAQueues)", e.reason());
    assertAt(e, I0 + "/queue", at(d, "\"q9\""));
  }

  @Test
  void unknownLoopAxisIsReportedAtTheExpression() {
    String expr =
        "{\"kind\": \"AffExprKind\", \"terms\": [{\"idx\": {\"kind\": \"AffIVKind\", \"axis\": \"zz\"}, \"coeff\": 1}], \"c\": 0}";
    String d =
        doc(
            "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\","
                + " \"value\": "
                + expr
                + "}]}");
    BirException e = fail(d);
    assertEquals("unknown loop axis \"zz\": no enclosing loop declares it", e.reason());
    assertAt(e, I0 + "/ins/0/value/terms/0/idx/axis", at(d, "\"zz\""));
  }

  @Test
  void anAxisDeclaredAfterItsUseInKeyOrderResolves() {
    String inner =
        "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\","
            + " \"value\": {\"kind\": \"AffIVKind\", \"axis\": \"k\"}}]}";
    String loop =
        "{\"opcode\": \"Loop\", \"blocks\": [{\"name\": \"body\", \"instructions\": ["
            + inner
            + "]}], \"LoopAxis\": {\"name\": \"k\", \"lb\": 0, \"ub\": 4, \"stride\": 1}}";
    TestSupport.read(doc(loop));
  }

  @Test
  void anAxisOfASiblingLoopDoesNotResolve() {
    String use =
        "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\","
            + " \"value\": {\"kind\": \"AffIVKind\", \"axis\": \"k\"}}]}";
    String loop =
        "{\"opcode\": \"Loop\", \"LoopAxis\": {\"name\": \"k\", \"lb\": 0, \"ub\": 4, \"stride\":"
            + " 1}, \"blocks\": []}";
    BirException e = fail(doc(loop, use));
    assertEquals("unknown loop axis \"k\": no enclosing loop declares it", e.reason());
  }

  // ---- duplicates ----

  @Test
  void duplicateInstructionNameIsReportedAtTheSecondName() {
    String d = doc(OK_INSTR, OK_INSTR);
    BirException e = fail(d);
    long[] first = at(d, "{\"opcode\"");
    assertEquals(
        "duplicate instruction name \"i0\" (first defined at " + first[0] + ":" + first[1] + ")",
        e.reason());
    int second = d.indexOf("{\"opcode\"", d.indexOf("{\"opcode\"") + 1);
    assertAt(e, I1 + "/name", at(d, "\"i0\"", second));
  }

  @Test
  void duplicateBlockNameIsReported() {
    String d =
        doc(OK_INSTR)
            .replace(
                "\"blocks\": [{\"name\": \"b0\", \"instructions\": [",
                "\"blocks\": [{\"name\": \"b0\", \"instructions\": []}, {\"name\": \"b0\","
                    + " \"instructions\": [");
    BirException e = fail(d);
    assertTrue(e.reason().startsWith("duplicate block name \"b0\""), e.reason());
    int second = d.indexOf("\"b0\"", d.indexOf("\"b0\"") + 1);
    assertAt(e, "/functions/0/blocks/1/name", at(d, "\"b0\"", second));
  }

  @Test
  void duplicateJsonKeyIsAnError() {
    String d =
        doc(OK_INSTR.replace("\"engine\": \"SP\"", "\"engine\": \"SP\", \"engine\": \"PE\""));
    BirException e = fail(d);
    assertTrue(e.reason().contains("Duplicate field 'engine'"), e.reason());
    assertEquals(at(d, "\"engine\": \"PE\"")[0], e.line());
  }

  // ---- missing required keys ----

  @Test
  void instructionWithoutNameIsReportedAtTheInstruction() {
    String instr = "{\"opcode\": \"TestOp\", \"engine\": \"SP\"}";
    String d = doc(instr);
    BirException e = fail(d);
    assertEquals("missing required key \"name\" in an instruction", e.reason());
    assertAt(e, I0, at(d, instr));
  }

  @Test
  void instructionWithoutOpcodeIsReportedAtTheInstruction() {
    String instr = "{\"name\": \"x\", \"engine\": \"SP\"}";
    String d = doc(instr);
    BirException e = fail(d);
    assertEquals("missing required key \"opcode\" in an instruction", e.reason());
    assertAt(e, I0, at(d, instr));
  }

  @Test
  void loopAxisWithoutUpperBoundIsReported() {
    String axis = "{\"name\": \"k\", \"lb\": 0, \"stride\": 1}";
    String d = doc("{\"opcode\": \"Loop\", \"LoopAxis\": " + axis + ", \"blocks\": []}");
    BirException e = fail(d);
    assertEquals("missing required key \"ub\" in LoopAxis", e.reason());
    assertAt(e, I0 + "/LoopAxis", at(d, axis));
  }

  @Test
  void documentWithoutVersionIsReportedAtTheRoot() {
    String d = doc(OK_INSTR).replace("\"version\": 2,", "");
    BirException e = fail(d);
    assertEquals("missing required key \"version\" in the document", e.reason());
    assertAt(e, "", new long[] {1, 1});
  }

  // ---- wrong types ----

  @Test
  void operandsThatAreNotAnArrayAreReportedAtTheValue() {
    String d = doc(OK_INSTR.replace("\"outs\": []", "\"outs\": 5"));
    BirException e = fail(d);
    assertEquals("outs must be an array, found the number 5", e.reason());
    assertAt(e, I0 + "/outs", at(d, "5}"));
  }

  @Test
  void anObjectWhereAnArrayBelongsIsReportedAtTheObject() {
    String d = doc(OK_INSTR.replace("\"outs\": []", "\"outs\": {}"));
    BirException e = fail(d);
    assertEquals("outs must be an array, found an object", e.reason());
    assertAt(e, I0 + "/outs", at(d, "{}"));
  }

  @Test
  void nonIntegerOffsetIsReportedAtTheValue() {
    String d = doc(OK_INSTR.replace("\"dtype\": \"int8\"", "\"dtype\": \"int8\", \"offset\": 1.5"));
    BirException e = fail(d);
    assertEquals("offset must be an integer, found the number 1.5", e.reason());
    assertAt(e, I0 + "/ins/0/offset", at(d, "1.5"));
  }

  @Test
  void unknownOperandKindIsReportedAtTheKind() {
    String d = doc(OK_INSTR.replace("\"physical_ap\"", "\"quantum_ap\""));
    BirException e = fail(d);
    assertTrue(e.reason().startsWith("unknown operand kind \"quantum_ap\""), e.reason());
    assertAt(e, I0 + "/ins/0/kind", at(d, "\"quantum_ap\""));
  }

  @Test
  void badVersionIsTheSeedMessageAtTheFirstExpression() {
    String d =
        doc("{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\": \"symbolic_imm_value\","
                + " \"value\": {\"kind\": \"IndirectArgId\", \"arg_id\": 0}}]}")
            .replace("\"version\": 2", "\"version\": 3");
    BirException e = fail(d);
    assertEquals("Check the version of bir json file - should be 1 (old) or 2 (new)", e.reason());
    assertAt(e, I0 + "/ins/0/value", at(d, "{\"kind\": \"IndirectArgId\""));
  }

  // ---- malformed JSON ----

  @Test
  void missingCommaIsMalformedJsonWithItsPosition() {
    String d = doc(OK_INSTR.replace("\"engine\": \"SP\",", "\"engine\": \"SP\""));
    BirException e = fail(d);
    assertTrue(e.reason().startsWith("malformed JSON: Unexpected character"), e.reason());
    long[] pos = at(d, "\"ins\"");
    assertEquals(pos[0], e.line());
    assertEquals(pos[1], e.column());
    assertEquals(I0 + "/engine", e.pointer());
  }

  @Test
  void truncatedDocumentIsMalformedJson() {
    String d = doc(OK_INSTR);
    BirException e = fail(d.substring(0, d.length() - 6));
    assertTrue(e.reason().startsWith("malformed JSON: Unexpected end-of-input"), e.reason());
    assertTrue(e.line() > 0);
  }

  @Test
  void badUtf32IsMalformedJsonNotAnIoError() {
    // Three zero bytes make jackson read UTF-32; the next code unit is no character (a finding of
    // the loader fuzz target, bir-fuzz/findings).
    byte[] bytes = {0, 0, 0, '{', (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff};
    BirException e =
        assertThrows(
            BirException.class,
            () -> BirReader.standard().read(new java.io.ByteArrayInputStream(bytes), "x.json"));
    assertTrue(e.reason().startsWith("malformed JSON: Invalid UTF-32 character"), e.reason());
    assertTrue(e.line() > 0, e.getMessage());
  }

  @Test
  void tooDeepNestingIsStoppedByTheConfiguredConstraint() {
    String deep = "[".repeat(5000) + "]".repeat(5000);
    String d = doc(OK_INSTR.replace("\"outs\": []", "\"outs\": [], \"x_deep\": " + deep));
    BirException e = fail(d);
    assertEquals("the JSON nests 1001 levels deep, more than the limit of 1000", e.reason());
    assertEquals(at(d, "\"x_deep\"")[0], e.line());
  }

  @Test
  void emptyInputIsAnError() {
    BirException e = fail("");
    assertEquals("the document is empty", e.reason());
  }

  @Test
  void trailingContentIsAnError() {
    BirException e = fail(doc(OK_INSTR) + "{}");
    assertEquals("unexpected content after the end of the document", e.reason());
  }

  @Test
  void aNumberLongerThanTheConfiguredLimitIsAnError() {
    String d = doc(OK_INSTR.replace("\"outs\": []", "\"outs\": [], \"x\": " + "9".repeat(100)));
    BirException e = fail(d);
    assertTrue(e.reason().startsWith("malformed JSON: Number value length"), e.reason());
    assertEquals(at(d, "9999")[0], e.line());
  }

  @Test
  void aV1DocumentWithoutTheV1CodecNamesTheMissingModule() {
    BirReader v2only =
        BirReader.builder()
            .codecs(io.birj.api.codec.CodecRegistry.of(TestSupport.CODECS.find(2)))
            .build();
    byte[] v1 = TestSupport.resource("samples/demo-v1.json");
    BirException e =
        assertThrows(
            BirException.class,
            () -> v2only.read(new java.io.ByteArrayInputStream(v1), "demo-v1.json"));
    assertTrue(e.reason().contains("add the module io.birj.codec.v1"), e.reason());
    assertTrue(e.pointer().endsWith("/addrs/0"), e.pointer());
    assertTrue(e.line() > 0);
  }
}
