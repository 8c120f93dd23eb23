package io.birj.instructions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.OpcodeProvider;
import io.birj.brewer.spec.IsaSpec;
import io.birj.instructions.opcodes.InstActivation;
import io.birj.instructions.opcodes.InstDMA;
import io.birj.instructions.opcodes.InstLoad;
import io.birj.instructions.types.AluOp;
import io.birj.instructions.types.Dtype;
import java.util.List;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The catalog: found by ServiceLoader, its counts, its hierarchy, its factories. */
class IsaCatalogTest {
  @Test
  void serviceLoaderFindsTheCatalog() {
    List<OpcodeProvider> found =
        ServiceLoader.load(OpcodeProvider.class).stream().map(ServiceLoader.Provider::get).toList();
    assertTrue(found.stream().anyMatch(p -> p instanceof IsaCatalog), found.toString());
    OpcodeCatalog catalog = OpcodeCatalog.load();
    assertTrue(catalog.newFields("Activation") instanceof InstActivation);
  }

  @Test
  void theCountsAreThoseOfTheSpec() {
    IsaSpec spec = SampleDocuments.spec();
    assertEquals(110, IsaCatalog.ROSTER_COUNT); // InstructionType of neuronx-cc 2.24
    assertEquals(120, IsaCatalog.OPCODE_COUNT); // + the 10 opcodes only KLR's 2025 catalog has
    assertEquals(6, IsaCatalog.ABSTRACT_BASE_COUNT);
    assertEquals(114, IsaCatalog.CONCRETE_LEAF_COUNT);
    assertEquals(4, IsaCatalog.REGION_COUNT);
    assertEquals(20, IsaCatalog.ENUM_COUNT); // the 2025 catalog's 17 + DMAQoSClass, BranchHintType,
    // InstSyncType
    assertEquals(spec.opcodeCount(), new IsaCatalog().opcodes().size());
    assertEquals(spec.declaredKeyCount(), IsaCatalog.DECLARED_KEY_COUNT);
    assertEquals(
        IsaCatalog.OPCODE_COUNT, IsaCatalog.ABSTRACT_BASE_COUNT + IsaCatalog.CONCRETE_LEAF_COUNT);
  }

  @Test
  void theSixAbstractBasesAreAbstractClassesWithoutFactories() {
    List<String> bases =
        new IsaCatalog()
            .opcodes().stream().filter(OpcodeDescriptor::isAbstract).map(d -> d.opcode()).toList();
    assertEquals(
        List.of("Generic", "MatmultBase", "DMA", "Collective", "DMADescriptor", "Terminator"),
        bases);
    assertNull(IsaCatalog.descriptor("DMA").factory());
  }

  @Test
  void everyConcreteFactoryMakesFieldsOfItsOwnOpcode() {
    for (OpcodeDescriptor d : new IsaCatalog().opcodes()) {
      if (!d.isAbstract()) {
        OpcodeFields f = d.factory().get();
        assertEquals(d.opcode(), f.opcode());
        assertEquals(List.of(), f.presentKeys());
      }
    }
  }

  @Test
  void theHierarchyIsTheSpecs() {
    OpcodeDescriptor load = IsaCatalog.descriptor("Load");
    assertEquals("DMA", load.parent());
    assertEquals(List.of("dge_type", "duplicate", "can_read_uninit"), load.keys());
    assertEquals(InstDMA.class, InstLoad.class.getSuperclass());
    assertEquals(OpcodeFields.class, InstDMA.class.getSuperclass());
    assertEquals("Instruction", IsaCatalog.descriptor("Activation").parent());
  }

  @Test
  void enumsMapSpellingsToConstantsBothWays() {
    assertEquals(AluOp.ARITH_SHIFT_LEFT, AluOp.fromWire("arith_shift_left"));
    assertEquals("arith_shift_left", AluOp.ARITH_SHIFT_LEFT.wire());
    assertEquals(Dtype.FLOAT8E4, Dtype.fromWire("float8e4"));
    assertNull(AluOp.fromWire("ARITH_SHIFT_LEFT"));
    assertEquals("nope", AluOp.parse("nope").spelling());
    assertTrue(AluOp.parse("add") == AluOp.ADD.value(), "known values are shared");
    for (AluOp op : AluOp.values()) {
      assertEquals(op, AluOp.fromWire(op.wire()));
    }
  }

  @Test
  void theSchemaResourceIsInTheJar() throws Exception {
    try (var in = IsaCatalog.class.getResourceAsStream(IsaCatalog.SCHEMA_RESOURCE)) {
      assertNotNull(in);
    }
  }
}
