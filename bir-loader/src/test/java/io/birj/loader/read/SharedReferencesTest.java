package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.model.ApOperand;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAccess;
import io.birj.api.name.NameRef;
import io.birj.api.position.SourcePosition;
import io.birj.loader.ValidationResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A model just read holds one reference for each storage object its operands name (memsetref,
 * memref, regref), resolved and without a position; what a read reports about those references
 * keeps their own positions, and a model checked in memory keeps the references it was given.
 */
class SharedReferencesTest {
  private static final String TWO_OPERANDS =
      TestDocuments.doc(
          "{\"name\": \"i0\", \"opcode\": \"Nop\", \"ins\": ["
              + "{\"kind\": \"physical_ap\", \"memref\": \"M\", \"memsetref\": \"S\"},"
              + " {\"kind\": \"physical_ap\", \"memref\": \"M\", \"memsetref\": \"S\"},"
              + " {\"kind\": \"register_access\", \"regref\": \"R\"}],"
              + " \"outs\": [{\"kind\": \"register_access\", \"regref\": \"R\"}]}");

  private static Instruction first(Module m) {
    return m.functions().get(0).blocks().get(0).instructions().get(0);
  }

  @Test
  void operandsNamingOneStorageObjectShareOneResolvedReference() {
    Instruction i = first(TestDocuments.read(TestDocuments.PLAIN, TWO_OPERANDS));
    ApOperand a = (ApOperand) i.ins().get(0);
    ApOperand b = (ApOperand) i.ins().get(1);
    assertSame(a.memref(), b.memref());
    assertSame(a.memsetref(), b.memsetref());
    assertSame(
        ((RegisterAccess) i.ins().get(2)).regref(), ((RegisterAccess) i.outs().get(0)).regref());
    assertEquals("M", a.memref().target().name());
    assertEquals("S", a.memsetref().target().name());
    assertEquals(SourcePosition.UNKNOWN, a.memref().position());
  }

  @Test
  void aSharedReferenceFollowsItsTargetsRename() {
    Module m = TestDocuments.read(TestDocuments.PLAIN, TWO_OPERANDS);
    ApOperand a = (ApOperand) first(m).ins().get(0);
    a.memref().target().setName("M2");
    assertEquals("M2", ((ApOperand) first(m).ins().get(1)).memref().name());
  }

  @Test
  void anOperandGivenItsOwnReferenceKeepsIt() {
    Module m = TestDocuments.read(TestDocuments.PLAIN, TWO_OPERANDS);
    ApOperand a = (ApOperand) first(m).ins().get(0);
    NameRef<io.birj.api.model.MemoryLocation> own = NameRef.to(a.memref().target());
    a.setMemref(own);
    ValidationResult r = TestDocuments.PLAIN.validate(m, 10);
    assertEquals(List.of(), r.diagnostics());
    assertSame(own, a.memref());
  }

  @Test
  void anUnknownNameIsReportedAtEachOperandsOwnPosition() {
    String doc =
        TestDocuments.doc(
            "{\"name\": \"i0\", \"opcode\": \"Nop\", \"ins\": ["
                + "{\"kind\": \"physical_ap\", \"memref\": \"X\"},\n"
                + "    {\"kind\": \"physical_ap\", \"memref\": \"X\"}]}");
    var errors = TestDocuments.errors(TestDocuments.PLAIN, doc);
    long[] firstAt = TestDocuments.at(doc, "\"X\"");
    assertEquals(2, errors.size());
    assertEquals(firstAt[0], errors.get(0).line());
    assertEquals(firstAt[1], errors.get(0).column());
    assertEquals(firstAt[0] + 1, errors.get(1).line());
  }

  @Test
  void aCheckAfterAnEditRetargetsOnlyTheOperandWhoseScopeChanged() {
    // f's two operands share one reference to f's M; g holds an M of its own.
    String g =
        ",\n {\"name\": \"g\", \"allocations\": [{\"Skind\": \"memory_location\","
            + " \"name\": \"M\", \"type\": \"DRAM\"}], \"blocks\": [{\"name\": \"b0\","
            + " \"instructions\": [{\"name\": \"j0\", \"opcode\": \"Nop\"}]}]}]}\n";
    String doc =
        TestDocuments.doc(
                "{\"name\": \"i0\", \"opcode\": \"Nop\", \"ins\": ["
                    + "{\"kind\": \"physical_ap\", \"memref\": \"M\"},"
                    + " {\"kind\": \"physical_ap\", \"memref\": \"M\"}]}")
            .replace("\n }]}\n", "\n }" + g);
    Module m = TestDocuments.read(TestDocuments.PLAIN, doc);
    PhysicalAp a = (PhysicalAp) first(m).ins().get(0);
    PhysicalAp b = (PhysicalAp) first(m).ins().get(1);
    MemoryLocation ofF = b.memref().target();
    assertSame(a.memref(), b.memref());

    a.setMemrefOwnerFunc(new NameRef<>("g"));
    assertEquals(List.of(), TestDocuments.PLAIN.validate(m, 10).diagnostics());

    assertNotSame(ofF, a.memref().target());
    assertEquals("M", a.memref().target().name());
    assertSame(ofF, b.memref().target());
  }
}
