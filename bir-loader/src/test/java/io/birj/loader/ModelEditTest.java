package io.birj.loader;

import static io.birj.loader.Docs.OK_INSTR;
import static io.birj.loader.Docs.doc;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.NameRef;
import io.birj.api.model.SymbolicImmValue;
import io.birj.loader.testing.TestSupport;
import io.birj.pelican.AffineExpr;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Users edit the model and write it back: what the README shows. */
class ModelEditTest {
  private static String written(Module m) {
    return TestSupport.text(TestSupport.write(m, WriteOptions.DEFAULT));
  }

  @Test
  void changeAKey() {
    Module m = TestSupport.read(doc(OK_INSTR));
    Instruction i = (Instruction) m.functions().get(0).blocks().get(0).entries().get(0);
    i.setEngine("PE");
    i.unknownKeys().add(new JsonValue.Member("x_note", new JsonValue.JsonString("edited")));
    String out = written(m);
    assertTrue(out.contains("\"engine\":\"PE\""), out);
    assertTrue(out.endsWith("\"outs\":[],\"x_note\":\"edited\"}]}]}]}"), out);
  }

  @Test
  void addAndRemoveInstructions() {
    Module m = TestSupport.read(doc(OK_INSTR, OK_INSTR.replace("\"i0\"", "\"i1\"")));
    BasicBlock b = m.functions().get(0).blocks().get(0);
    b.entries().remove(0);
    Instruction barrier = new Instruction("AllEngineBarrier", "sync0");
    barrier.setEngine("ALL");
    barrier.setDependencies(
        new ArrayList<>(List.of(new io.birj.api.model.Dependency.Named(new NameRef<>("i1")))));
    b.entries().add(barrier);
    Module back = TestSupport.read(TestSupport.write(m, WriteOptions.DEFAULT));
    List<String> names =
        back.functions().get(0).blocks().get(0).entries().stream().map(e -> e.name()).toList();
    assertEquals(List.of("i1", "sync0"), names);
  }

  @Test
  void replaceAnExpression() {
    Module m =
        TestSupport.read(
            doc(
                "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\":"
                    + " \"symbolic_imm_value\", \"value\": {\"kind\": \"ShardIDKind\", \"ub\":"
                    + " 4}}]}"));
    Instruction i = (Instruction) m.functions().get(0).blocks().get(0).entries().get(0);
    PelicanContext pc = m.pelican();
    SymbolicImmValue v = (SymbolicImmValue) i.ins().get(0);
    v.setValue(QuasiAffineExpr.of(pc.modulo(pc.affine(pc.shardId(4)), 2)));
    Module back = TestSupport.read(TestSupport.write(m, WriteOptions.DEFAULT));
    Instruction j = (Instruction) back.functions().get(0).blocks().get(0).entries().get(0);
    assertEquals(v.value().toString(), ((SymbolicImmValue) j.ins().get(0)).value().toString());
    assertTrue(new SemanticDiff().equal(m, back));
  }

  /** The README's "Editing a document" snippet, run as written on a small document. */
  @Test
  void readmeEditingExampleRunsAsWritten(@TempDir Path dir) throws IOException {
    Path kernel = dir.resolve("kernel.json");
    Files.writeString(
        kernel,
        doc(
            "{\"opcode\": \"TestOp\", \"name\": \"i0\", \"ins\": [{\"kind\":"
                + " \"symbolic_imm_value\", \"value\": {\"kind\": \"ShardIDKind\", \"ub\":"
                + " 4}}]}",
            OK_INSTR.replace("\"i0\"", "\"i1\"")));

    BirReader reader = BirReader.standard();
    Module m = reader.read(kernel);
    BasicBlock b = m.functions().get(0).blocks().get(0);
    Instruction first = (Instruction) b.entries().get(0);
    first.setEngine("PE");
    b.entries().add(new Instruction("AllEngineBarrier", "sync0"));
    b.entries().remove(1);
    PelicanContext pc = m.pelican();
    Expr rotated = pc.parse("(1024*shard(4) + 512) mod 2048");
    Expr same = pc.modulo(pc.affine(List.of(new AffineExpr.Term(pc.shardId(4), 1024)), 512), 2048);
    assertSame(same, rotated);
    ((SymbolicImmValue) first.ins().get(0)).setValue(QuasiAffineExpr.of(rotated));
    new BirWriter(reader.codecs()).writeAtomically(m, kernel, WriteOptions.DEFAULT);

    Module back = reader.read(kernel);
    List<String> names =
        back.functions().get(0).blocks().get(0).entries().stream().map(e -> e.name()).toList();
    assertEquals(List.of("i0", "sync0"), names);
    Instruction i0 = (Instruction) back.functions().get(0).blocks().get(0).entries().get(0);
    assertEquals("PE", i0.engine());
    assertEquals(
        "(1024*shard(4) + 512) mod 2048",
        ((SymbolicImmValue) i0.ins().get(0)).value().expr().toString());
  }
}
