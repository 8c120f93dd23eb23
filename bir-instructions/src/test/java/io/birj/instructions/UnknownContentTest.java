package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.instruction.FieldValues;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.instructions.opcodes.InstActivation;
import io.birj.instructions.opcodes.InstTensorTensor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Nothing a user gave is lost: unknown keys, unknown enum spellings, unknown opcodes. */
class UnknownContentTest {
  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  @Test
  void anUnknownKeyOnAKnownOpcodeIsDeclinedAndSurvivesAfterTheTypedKeys() {
    String doc =
        "{\"opcode\":\"TensorTensor\",\"op\":\"add\",\"future_key\":{\"a\":[1,2.50]},"
            + "\"acc\":\"Idle\",\"zz\":-0}";
    TestContext ctx = new TestContext();
    InstructionHarness.Read r = harness.read(doc, ctx);
    assertEquals(List.of("op", "acc"), r.fields().presentKeys());
    assertEquals(List.of("future_key", "zz"), r.unknown().stream().map(m -> m.key()).toList());
    assertEquals(
        "{\"opcode\":\"TensorTensor\",\"op\":\"add\",\"acc\":\"Idle\","
            + "\"future_key\":{\"a\":[1,2.50]},\"zz\":-0}",
        harness.write(r, ctx));
  }

  @Test
  void readFieldReturnsFalseForAKeyTheOpcodeLacks() throws Exception {
    try (var p = InstructionHarness.JSON.createParser("7")) {
      p.nextToken();
      assertFalse(new InstTensorTensor().readField("no_such_key", p, new TestContext()));
    }
  }

  @Test
  void anUnknownEnumSpellingIsKeptWrittenBackUnchangedAndWarnedAbout() {
    String doc = "{\"opcode\":\"Activation\",\"func\":\"Gelu_v3\",\"acc\":\"Idle\"}";
    TestContext ctx = new TestContext();
    InstructionHarness.Read r = harness.read(doc, ctx);
    InstActivation a = (InstActivation) r.fields();
    assertFalse(a.getFunc().isKnown());
    assertNull(a.getFunc().known());
    assertEquals("Gelu_v3", a.getFunc().spelling());
    assertEquals(
        List.of(
            FieldValues.unknownSpellingMessage("ActivationFunctionType", "Gelu_v3", "func")
                + " (at /func)"),
        ctx.warnings);
    assertEquals(doc, harness.write(r, ctx));
  }

  @Test
  void anUnknownSpellingOfASeedOnlyKeySurvivesToo() {
    String doc = "{\"opcode\":\"Activation\",\"func\":\"Exp\",\"op0\":\"fused_madd\"}";
    TestContext ctx = new TestContext();
    assertEquals(doc, harness.roundTrip(doc, ctx));
    assertEquals(1, ctx.warnings.size());
  }

  @Test
  void anUnknownOpcodeHasNoTypedFieldsAndKeepsEveryKeyInOrder() {
    assertNull(new OpcodeCatalog(List.of(new IsaCatalog())).newFields("WarpDrive"));
    String doc = "{\"opcode\":\"WarpDrive\",\"z\":1,\"a\":[true,null],\"func\":\"Exp\"}";
    TestContext ctx = new TestContext();
    InstructionHarness.Read r = harness.read(doc, ctx);
    assertNull(r.fields());
    assertEquals(doc, harness.write(r, ctx));
    assertTrue(ctx.warnings.isEmpty());
  }

  @Test
  void aKeyOfUnknownTypeIsReadAndWrittenThroughTheContext() {
    String doc = "{\"opcode\":\"Matmult\",\"psum_zero_region\":{\"a\":[1,2.50]}}";
    TestContext ctx = new TestContext();
    InstructionHarness.Read r = harness.read(doc, ctx);
    assertEquals(List.of(r.fields().value("psum_zero_region")), ctx.unknownRead);
    assertEquals(doc, harness.write(r, ctx));
    assertEquals(List.of("psum_zero_region"), ctx.unknownWritten);
  }

  @Test
  void anAbstractBaseIsNotAnInstantiableOpcode() {
    OpcodeCatalog catalog = new OpcodeCatalog(List.of(new IsaCatalog()));
    for (String base :
        List.of("Generic", "MatmultBase", "DMA", "Collective", "DMADescriptor", "Terminator")) {
      assertTrue(catalog.find(base).isAbstract(), base);
      assertNull(catalog.newFields(base), base);
    }
  }
}
