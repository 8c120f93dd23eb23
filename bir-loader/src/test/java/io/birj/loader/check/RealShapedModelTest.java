package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.RefKind;
import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SyncInfo;
import io.birj.api.name.NameRef;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A module shaped like a post-lower_sync dump: the loop counter's name repeated in every loop body,
 * pair and loop-carried dependencies, a DMA trigger and waits on the DMA blocks of the queues,
 * register-offset access patterns, DRAM aliases. It checks clean, and every reference is bound.
 */
class RealShapedModelTest {
  private static final String COUNTER = "scf.for-Inc_inst__I-10-0-SP0";

  private final Module m = new Module();
  private final PelicanContext pc = m.pelican();
  private final List<NameRef<?>> refs = new ArrayList<>();

  private <T extends io.birj.api.name.Named> NameRef<T> r(String name) {
    NameRef<T> ref = ref(name);
    refs.add(ref);
    return ref;
  }

  private Loop body(String loop, String axis, String copy, String blk) {
    Instruction inc = inst("RegisterAlu", COUNTER);
    Instruction cp = inst(copy);
    cp.setDependencies(
        new ArrayList<>(
            List.of(
                new Dependency(r(COUNTER), EdgeKind.FLOW, EdgeKind.Form.SPELLED),
                new Dependency(r(COUNTER), EdgeKind.ANTI, EdgeKind.Form.NUMBERED))));
    cp.setLoopCarriedDependencies(
        new ArrayList<>(
            List.of(
                new LoopCarriedDependency(
                    r(copy), EdgeKind.OUTPUT, EdgeKind.Form.SPELLED, List.of(1L)))));
    SyncInfo sync = new SyncInfo();
    sync.setOnWait(new ArrayList<>(List.of(new SyncInfo.Wait(r(blk), 4L, 1L))));
    cp.setSyncInfo(sync);
    SymbolicAp src = new SymbolicAp();
    src.setMemsetref(r("in_set"));
    src.setAddrs(
        new ArrayList<>(List.of(QuasiAffineExpr.of(pc.mult(pc.affine(pc.affineIV(axis)), 512)))));
    RegisterAp dst = new RegisterAp();
    dst.setMemref(r("sb_out"));
    dst.setRegref(r("r_base"));
    dst.setRegApOffset(r("r_off"));
    cp.ins().add(src);
    cp.outs().add(dst);
    Loop l = loop(loop, axis, block(loop + "_LoopBody_1", inc, cp));
    return l;
  }

  private DmaQueue queue() {
    DmaQueue q = new DmaQueue("qPoolDynamic");
    BasicBlock qb = block("qb");
    for (String name : List.of("gblk0", "gblk1")) {
      Instruction blk = inst("DMABlock", name);
      PhysicalAp from = new PhysicalAp();
      from.setMemref(r("dram_in"));
      Instruction desc = inst("DMADescriptorCopy", name + "_d0");
      desc.ins().add(from);
      blk.setBlocks(new ArrayList<>(List.of(block(name + "_desc", desc))));
      SyncInfo s = new SyncInfo();
      s.setOnUpdate(new ArrayList<>(List.of(new SyncInfo.Update(4L, 1L))));
      blk.setSyncInfo(s);
      qb.instructions().add(blk);
    }
    q.blocks().add(qb);
    return q;
  }

  private Module build() {
    Function main = function("main");
    MemoryLocation dramIn = memoryLocation("dram_in", "DRAM");
    MemoryLocation dramAlias = memoryLocation("dram_in_alias", "DRAM");
    dramIn.setAliases(
        new ArrayList<>(
            List.of(
                new MemoryLocation.Alias(
                    r("in_set"), r("dram_in_alias"), new JsonValue.JsonNumber("3")))));
    allocate(
        main,
        set("in_set", "ExternalInput", dramIn, dramAlias),
        set("out_set", "Internal", memoryLocation("sb_out", "SB")),
        new Register("r_base"),
        new Register("r_off"));
    Instruction trigger = inst("DMATrigger", "trig");
    trigger.setQueue(r("qPoolDynamic"));
    trigger.setFields(
        new TestFields("DMATrigger")
            .refs("dma_blocks", RefKind.DMA_BLOCK, List.of(r("gblk0"), r("gblk1"))));
    Instruction first = inst("RegisterAlu", COUNTER);
    main.blocks()
        .add(
            block(
                "Block1",
                first,
                trigger,
                body("l0", "i", "copy0", "gblk0"),
                body("l1", "j", "copy1", "gblk1")));
    Instruction exit = inst("UnconditionalBranch", "br");
    exit.setFields(
        new TestFields("UnconditionalBranch").ref("target", RefKind.BLOCK, r("Block1_LoopExit_1")));
    main.blocks().get(0).instructions().add(exit);
    main.blocks().add(block("Block1_LoopExit_1", inst("Return", "ret")));
    m.functions().add(main);
    m.setQueues(new ArrayList<>(List.of(queue())));
    return m;
  }

  @Test
  void aPostLowerSyncShapedModuleChecksCleanWithEveryReferenceBound() {
    build();

    assertEquals(List.of(), check(m));
    for (NameRef<?> ref : refs) {
      assertEquals(true, ref.target() != null, () -> "unbound: " + ref.name());
    }
  }

  @Test
  void eachLoopBodysDependencyOnTheCounterBindsToItsOwnBodysCounter() {
    build();
    check(m);

    for (int l = 2; l <= 3; l++) {
      Loop loop = (Loop) m.functions().get(0).blocks().get(0).instructions().get(l);
      List<Instruction> body = loop.blocks().get(0).instructions();
      assertSame(body.get(0), body.get(1).dependencies().get(0).target().target());
    }
  }
}
