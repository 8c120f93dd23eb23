package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.birj.api.error.BirException;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.RefKind;
import io.birj.api.json.JsonValue;
import io.birj.api.name.NameRef;
import io.birj.api.position.SourcePosition;
import io.birj.brewer.spec.IsaSpec;
import io.birj.brewer.spec.KeySpec;
import io.birj.brewer.spec.OpcodeSpec;
import io.birj.brewer.spec.TypeRef;
import io.birj.instructions.opcodes.InstCompareAndBranch;
import io.birj.instructions.opcodes.InstUnconditionalBranch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Keys that hold names: read as {@link NameRef}s positioned at the name, visited by {@link
 * OpcodeFields#forEachReference} with their kind, written back as the name.
 */
class ReferenceFieldsTest {
  /** Every reference key of the spec and what it names. */
  static final Map<String, RefKind> REFERENCES =
      Map.of(
          "CompareAndBranch.on_true", RefKind.BLOCK,
          "CompareAndBranch.on_false", RefKind.BLOCK,
          "UnconditionalBranch.target", RefKind.BLOCK,
          "BranchHint.associate_branch", RefKind.INSTRUCTION,
          "Call.target", RefKind.FUNCTION,
          "DMATrigger.dma_blocks", RefKind.DMA_BLOCK,
          "DMABlock.dma_trigger", RefKind.INSTRUCTION,
          "Loop.registers", RefKind.REGISTER);

  private final InstructionHarness harness = InstructionHarness.withIsaCatalog();

  /** One visit, as a string: {@code key[index] KIND name}. */
  private static List<String> visits(OpcodeFields f) {
    List<String> out = new ArrayList<>();
    f.forEachReference(
        (key, index, kind, ref) -> out.add(key + "[" + index + "] " + kind + " " + ref.name()));
    return out;
  }

  private OpcodeFields read(String doc) {
    return harness.read(doc, new TestContext()).fields();
  }

  @Test
  void branchTargetsAreBlockNamesPositionedWhereTheyAreWritten() {
    String doc =
        "{\"opcode\":\"CompareAndBranch\",\"comp_op\":\"IS_EQIMM\",\n"
            + "  \"on_true\":\"bb1\",\"on_false\":\"bb2\"}";
    InstCompareAndBranch b = (InstCompareAndBranch) read(doc);
    NameRef<?> onTrue = b.getOnTrue();
    assertEquals("bb1", onTrue.name());
    assertNull(onTrue.target());
    assertEquals(2, SourcePosition.line(onTrue.position()));
    assertEquals(13, SourcePosition.column(onTrue.position()));
    assertEquals(30, SourcePosition.column(b.getOnFalse().position()));
  }

  @Test
  void forEachReferenceVisitsEveryNameInEmitOrderWithItsKind() {
    String doc =
        "{\"opcode\":\"CompareAndBranch\",\"on_false\":\"bb2\",\"comp_op\":\"IS_EQIMM\","
            + "\"on_true\":\"bb1\"}";
    assertEquals(List.of("on_true[-1] BLOCK bb1", "on_false[-1] BLOCK bb2"), visits(read(doc)));
  }

  @Test
  void aListOfReferencesIsVisitedWithEachIndex() {
    String doc = "{\"opcode\":\"DMATrigger\",\"dma_blocks\":[\"q0b0\",\"q0b1\"]}";
    assertEquals(
        List.of("dma_blocks[0] DMA_BLOCK q0b0", "dma_blocks[1] DMA_BLOCK q0b1"), visits(read(doc)));
  }

  @Test
  void theValueOfAReferenceIsItsName() {
    OpcodeFields f = read("{\"opcode\":\"DMATrigger\",\"dma_blocks\":[\"q0b0\",\"q0b1\"]}");
    assertEquals(List.of("q0b0", "q0b1"), f.value("dma_blocks"));
    assertEquals("main", read("{\"opcode\":\"Call\",\"target\":\"main\"}").value("target"));
  }

  @Test
  void referencesRoundTripAsTheirNames() {
    String doc =
        "{\"opcode\":\"BranchHint\",\"hint\":\"LikelyTaken\",\"associate_branch\":\"br7\"}";
    assertEquals(doc, harness.roundTrip(doc, new TestContext()));
    assertEquals(List.of("associate_branch[-1] INSTRUCTION br7"), visits(read(doc)));
  }

  @Test
  void aReferenceThatIsNotAStringIsAnErrorAtTheValue() {
    BirException e =
        assertThrows(
            BirException.class, () -> read("{\"opcode\":\"UnconditionalBranch\",\"target\":3}"));
    assertEquals("/target", e.pointer());
    assertEquals("target must be a name (a string), found the number 3", e.reason());
  }

  @Test
  void aNullReferenceStaysNullAndIsNotVisited() {
    OpcodeFields f = read("{\"opcode\":\"Call\",\"target\":null}");
    assertEquals(JsonValue.JsonNull.NULL, f.value("target"));
    assertEquals(List.of(), visits(f));
  }

  @Test
  void aReferenceSetInMemoryIsVisitedUnresolvedAndUnpositioned() {
    InstUnconditionalBranch b = InstUnconditionalBranch.builder().targetValue("exit").build();
    assertEquals("exit", b.getTargetValue().name());
    assertEquals(SourcePosition.UNKNOWN, b.getTargetValue().position());
    assertEquals(List.of("target[-1] BLOCK exit"), visits(b));
  }

  @Test
  void theSpecsReferenceKeysAreExactlyTheseWithTheseKinds() {
    IsaSpec spec = SampleDocuments.spec();
    Map<String, RefKind> found = new TreeMap<>();
    for (OpcodeSpec o : spec.opcodes()) {
      if (o.isAbstract()) {
        continue;
      }
      for (KeySpec k : spec.allKeys(o)) {
        if (!k.type().holdsRef()) {
          continue;
        }
        String name = k.type() instanceof TypeRef.ListType ? "[\"n\"]" : "\"n\"";
        OpcodeFields f =
            read("{\"opcode\":\"" + o.opcode() + "\",\"" + k.key() + "\":" + name + "}");
        List<String> seen = new ArrayList<>();
        f.forEachReference(
            (key, index, kind, ref) -> {
              seen.add(key);
              found.put(o.opcode() + "." + key, kind);
            });
        assertEquals(List.of(k.key()), seen, o.opcode() + "." + k.key());
      }
    }
    assertEquals(new TreeMap<>(REFERENCES), found);
  }
}
