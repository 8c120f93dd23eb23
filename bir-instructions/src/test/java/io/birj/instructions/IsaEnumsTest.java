package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.birj.api.instruction.OpcodeCatalog;
import io.birj.brewer.spec.EnumSpec;
import io.birj.brewer.spec.IsaSpec;
import io.birj.instructions.opcodes.InstDMA;
import io.birj.instructions.opcodes.InstInlineASMBytes;
import io.birj.instructions.opcodes.InstLoad;
import io.birj.instructions.types.BranchCompareOp;
import io.birj.instructions.types.CollectiveKind;
import io.birj.instructions.types.DGEType;
import io.birj.instructions.types.DMAQoSClass;
import io.birj.instructions.types.EngineAccumulationType;
import io.birj.instructions.types.EngineType;
import io.birj.instructions.types.MatmultPerfMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The enums of the 2.24 references, and the provider's view of every enum. */
class IsaEnumsTest {
  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  @Test
  void theProviderExposesEverySpecEnumWithItsSpellingsInOrder() {
    IsaSpec spec = SampleDocuments.spec();
    Map<String, List<String>> expected = new LinkedHashMap<>();
    for (EnumSpec e : spec.enums()) {
      expected.put(e.name(), e.spellings());
    }
    assertEquals(expected, new IsaCatalog().enums());
    assertEquals(List.copyOf(expected.keySet()), List.copyOf(new IsaCatalog().enums().keySet()));
  }

  @Test
  void theEngineEnumHasTheCompilersNameAndSpellings() {
    OpcodeCatalog catalog = new OpcodeCatalog(List.of(new IsaCatalog()));
    assertEquals(
        List.of("Unassigned", "Pool", "Activation", "PE", "DMA", "DVE", "SP", "ALL"),
        catalog.spellings("EngineType"));
    assertNull(catalog.spellings("Engine"));
    assertEquals(EngineType.ALL, EngineType.fromWire("ALL"));
  }

  @Test
  void anAbsentDgeTypeIsUnassigned() {
    assertEquals(DGEType.UNASSIGNED.value(), InstDMA.DEFAULT_DGE_TYPE);
    assertEquals(DGEType.UNASSIGNED.value(), new InstLoad().getDgeType());
  }

  @Test
  void theSpellingsTheReferencesAddAreKnownConstants() {
    assertEquals(DGEType.UNASSIGNED, DGEType.fromWire("Unassigned"));
    assertEquals(
        EngineAccumulationType.LOAD_ACCUMULATE, EngineAccumulationType.fromWire("LoadAccumulate"));
    assertEquals(
        MatmultPerfMode.DOUBLE_ROW_SW_INTERLEAVE,
        MatmultPerfMode.fromWire("DoubleRowSwInterleave"));
    assertEquals(CollectiveKind.ALL_TO_ALL_V, CollectiveKind.fromWire("AllToAllV"));
  }

  @Test
  void theDmaQosClassesAreUnassignedDefaultAndFifteenPriorities() {
    List<String> expected = new ArrayList<>(List.of("Unassigned", "Default"));
    for (int i = 0; i <= 14; i++) {
      expected.add("P" + i);
    }
    List<String> wires = new ArrayList<>();
    for (DMAQoSClass c : DMAQoSClass.values()) {
      wires.add(c.wire());
    }
    assertEquals(expected, wires);
  }

  @Test
  void branchCompareOpHasTheSixComparisonsAgainstAnImmediateAndARegister() {
    Set<String> expected = new TreeSet<>(List.of("Unsupported"));
    for (String cmp : List.of("LT", "LE", "EQ", "NE", "GE", "GT")) {
      expected.add("IS_" + cmp + "IMM");
      expected.add("IS_" + cmp + "REG");
    }
    Set<String> wires = new TreeSet<>();
    for (BranchCompareOp c : BranchCompareOp.values()) {
      wires.add(c.wire());
    }
    assertEquals(expected, wires);
  }

  @Test
  void spellingsTheReferencesAddAreReadWithoutAWarning() {
    for (String doc :
        List.of(
            "{\"opcode\":\"Load\",\"dge_type\":\"Unassigned\"}",
            "{\"opcode\":\"TensorTensor\",\"op\":\"add\",\"acc\":\"LoadAccumulate\"}",
            "{\"opcode\":\"Matmult\",\"perf_mode\":\"DoubleRowSwInterleave\"}",
            "{\"opcode\":\"CollectiveCompute\",\"kind\":\"AllToAllV\"}",
            "{\"opcode\":\"SetRandState\",\"rng_engine\":\"ALL\"}",
            "{\"opcode\":\"DMABlock\",\"priority_class\":\"P14\"}",
            "{\"opcode\":\"BranchHint\",\"hint\":\"LikelyNotTaken\"}")) {
      TestContext ctx = new TestContext();
      assertEquals(doc, harness.roundTrip(doc, ctx));
      assertEquals(List.of(), ctx.warnings, doc);
    }
  }

  @Test
  void inlineAsmSyncTypeIsAnInstSyncType() {
    String doc =
        "{\"opcode\":\"InlineASMBytes\",\"asm_bytes\":\"00\",\"sync_type\":\"DMAType\","
            + "\"latency_estimate\":4}";
    TestContext ctx = new TestContext();
    InstInlineASMBytes a = (InstInlineASMBytes) harness.read(doc, ctx).fields();
    assertEquals("DMAType", a.getSyncType().spelling());
    assertEquals(List.of(), ctx.warnings);
  }
}
