package io.birj.analysis.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Module;
import io.birj.api.model.SymbolicAp;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Sample;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DocumentStatsTest {
  @Test
  void everythingTheWalkerVisitsIsCounted() {
    DocumentStats s = DocumentStats.of(Sample.everySite(Sample.AXES));
    assertEquals(1, s.functions());
    assertEquals(1, s.nkiFunctions());
    assertEquals(1, s.queues());
    assertEquals(1, s.dmaBlocks());
    assertEquals(6, s.blocks());
    assertEquals(4, s.regions());
    assertEquals(7, s.instructions());
    assertEquals(
        Map.of("DMABlock", 1, "DoWhile", 1, "DynamicForLoop", 1, "Loop", 1, "Nop", 2, "TestOp", 1),
        s.instructionsPerOpcode());
    assertEquals(Map.of(DocumentStats.NO_ENGINE, 7), s.instructionsPerEngine());
    assertEquals(
        Map.of("physical_ap", 1, "symbolic_ap", 4, "symbolic_imm_value", 1, "symbolic_pwap", 1),
        s.operandsPerKind());
    assertEquals(new DocumentStats.Edges(Map.of(), Map.of(), Map.of("Flow", 1)), s.edges());
    assertEquals(Sample.POINTERS.size(), s.expressions());
    assertEquals(2L * Sample.POINTERS.size(), s.wireNodes());
    assertEquals(2L * Sample.POINTERS.size(), s.distinctNodes());
    assertEquals(2, s.largestWireNodes());
    assertEquals(Sample.POINTERS.get(0), s.largestPointer());
    assertEquals("(a0)", s.largestText());
  }

  @Test
  void sharedSubExpressionsCountOncePerUseOnTheWireAndOnceAmongDistinctNodes() {
    Module m = new Module();
    PelicanContext pc = m.pelican();
    Expr mod = pc.modulo(pc.affine(pc.affineIV("i")), 8);
    Expr twice = pc.sum(mod, mod);
    SymbolicAp ap = new SymbolicAp();
    ap.setAddrs(new ArrayList<>(List.of(QuasiAffineExpr.of(twice), QuasiAffineExpr.of(mod))));
    Instruction i = new Instruction("Nop", "n0");
    i.setIns(new ArrayList<>(List.of(ap)));
    BasicBlock b = new BasicBlock("b0");
    b.instructions().add(i);
    Function f = new Function("main");
    f.blocks().add(b);
    m.functions().add(f);
    DocumentStats s = DocumentStats.of(m);
    assertEquals(2, s.expressions());
    assertEquals(7 + 3, s.wireNodes());
    assertEquals(4, s.distinctNodes());
    assertEquals(7, s.largestWireNodes());
    assertEquals("/functions/0/blocks/0/instructions/0/ins/0/addrs/0", s.largestPointer());
    assertEquals(2.5, s.sharingFactor());
  }

  @Test
  void edgesAreCountedByKindPerList() {
    Module m = new Module();
    Instruction a = new Instruction("Nop", "a");
    Instruction b = new Instruction("Nop", "b");
    b.setDependencies(
        new ArrayList<>(
            List.of(
                io.birj.api.model.Dependency.flow(io.birj.api.name.NameRef.to(a)),
                new io.birj.api.model.Dependency(
                    io.birj.api.name.NameRef.to(a),
                    io.birj.api.model.EdgeKind.ofCode(6),
                    io.birj.api.model.EdgeKind.Form.NUMBERED))));
    b.setLoopCarriedDependencies(
        new ArrayList<>(
            List.of(
                new io.birj.api.model.LoopCarriedDependency(
                    io.birj.api.name.NameRef.to(a),
                    io.birj.api.model.EdgeKind.ANTI,
                    io.birj.api.model.EdgeKind.Form.SPELLED,
                    List.of(1L)))));
    BasicBlock blk = new BasicBlock("b0");
    blk.instructions().addAll(List.of(a, b));
    Function f = new Function("main");
    f.blocks().add(blk);
    m.functions().add(f);
    DocumentStats.Edges e = DocumentStats.of(m).edges();
    assertEquals(Map.of("Flow", 1, "6", 1), e.dependencies());
    assertEquals(Map.of("Anti", 1), e.loopCarried());
    assertEquals(3, e.total());
  }
}
