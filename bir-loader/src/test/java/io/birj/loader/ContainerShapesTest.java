package io.birj.loader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.json.JsonValue;
import io.birj.api.model.Dependency;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.Module;
import io.birj.loader.testing.TestSupport;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** What the container reference leaves open, and how the model keeps it. */
class ContainerShapesTest {
  private static Module v2() {
    return TestSupport.read(TestSupport.resource("samples/demo-v2.json"));
  }

  private static Module v1() {
    return TestSupport.read(TestSupport.resource("samples/demo-v1.json"));
  }

  @Test
  void aliasShapesAreToldApartByJsonShapeNotByVersion() {
    MemLocAliases newShape = v2().functions().get(0).memLocAliases();
    assertEquals(MemLocAliases.Shape.NEW, newShape.shape());
    assertEquals(
        new MemLocAliases.Alias("sb_act", "sb_act_1", "sb_act", "sb_act_0", "MayAlias"),
        newShape.aliases().get(0));
    MemLocAliases old = v1().functions().get(0).memLocAliases();
    assertEquals(MemLocAliases.Shape.OLD, old.shape());
    assertEquals(
        new MemLocAliases.Alias(null, "ps_0", null, "sb_b", "NoAlias"), old.aliases().get(2));
  }

  @Test
  void aliasTableOfAnotherShapeIsKeptAsRead() {
    String doc =
        Docs.doc(Docs.OK_INSTR)
            .replace("\"blocks\": [{", "\"memloc_aliases\": {\"M\": 5}, \"blocks\": [{");
    Module m = TestSupport.read(doc);
    assertEquals(MemLocAliases.Shape.UNKNOWN, m.functions().get(0).memLocAliases().shape());
    assertTrue(
        TestSupport.text(TestSupport.write(m, WriteOptions.DEFAULT))
            .contains("\"memloc_aliases\":{\"M\":5}"));
  }

  @Test
  void theQueuesKeyReadIsTheKeyWritten() {
    assertEquals(Module.KEY_DMA_QUEUES, v2().queuesKey());
    assertEquals(java.util.List.of("qSyncIO", "qCollective"), v2().queueNames());
    assertEquals(Module.KEY_QUEUES, v1().queuesKey());
    assertTrue(
        TestSupport.text(TestSupport.write(v1(), WriteOptions.version(1)))
            .contains("\"queues\":[\"q0\"]"));
  }

  @Test
  void dependencyEntriesKeepTheirShape() {
    Loop outer = (Loop) v2().functions().get(0).blocks().get(0).entries().get(1);
    Loop inner = (Loop) outer.blocks().get(0).entries().get(0);
    Instruction act = (Instruction) inner.blocks().get(0).entries().get(1);
    assertInstanceOf(Dependency.Named.class, act.dependencies().get(0));
    Dependency.Predicated p = (Dependency.Predicated) act.dependencies().get(1);
    assertEquals("mm", p.target().name());
    assertEquals("(j - 1)", p.exprs().get(0).toString());
    assertEquals("GE", p.predicates().get(0).cmp());
    Dependency.Unknown u = (Dependency.Unknown) act.dependencies().get(2);
    assertEquals(
        new JsonValue.JsonString("opaque"), ((JsonValue.JsonObject) u.value()).get("edge"));
    assertTrue(p.target().target() == inner.blocks().get(0).entries().get(0));
  }

  @Test
  void anUnknownOpcodeKeepsItsKeysAsUnknownContent() {
    Instruction frob = (Instruction) v2().functions().get(0).blocks().get(0).entries().get(3);
    assertEquals("VendorFrobnicate", frob.opcode());
    assertNull(frob.fields());
    assertEquals("frob_level", frob.unknownKeys().get(0).key());
  }

  @Test
  void anEnumSpellingTheCatalogDoesNotKnowIsAWarning() {
    String doc =
        Docs.doc(
            "{\"opcode\": \"Activation\", \"name\": \"a\", \"engine\": \"Activation\", \"func\":"
                + " \"Frobnicate\"}");
    ValidationResult r =
        TestSupport.READER.validate(
            new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), "t", 10);
    assertTrue(r.isValid(), r.diagnostics().toString());
    assertTrue(
        r.warnings().stream().anyMatch(w -> w.message().contains("Frobnicate")),
        r.warnings().toString());
    assertEquals(Docs.I0 + "/func", r.warnings().get(0).pointer());
  }
}
