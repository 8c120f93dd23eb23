package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.Module;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Instruction lookups are function-wide over every block, nested regions included; where a name
 * repeats, the binding rule picks one instance and says which.
 */
class InstructionReferenceTest {
  private static Instruction dependingOn(String name, NameRef<Instruction> target) {
    Instruction i = inst(name);
    i.setDependencies(new ArrayList<>(List.of(Dependency.flow(target))));
    return i;
  }

  private static Instruction waitingOn(
      String name, NameRef<Instruction> from, Long id, Long value) {
    Instruction i = inst(name);
    SyncInfo s = new SyncInfo();
    s.setOnWait(new ArrayList<>(List.of(new SyncInfo.Wait(from, id, value))));
    i.setSyncInfo(s);
    return i;
  }

  private static Instruction updating(String name, long id, long value) {
    Instruction i = inst(name);
    SyncInfo s = new SyncInfo();
    s.setOnUpdate(new ArrayList<>(List.of(new SyncInfo.Update(id, value))));
    i.setSyncInfo(s);
    return i;
  }

  @Test
  void aDependencyOnAnUnknownInstructionIsUnknownDependency() {
    NameRef<Instruction> target = ref("nonexistent", 14, 22);
    Module m = module(function("main", block("b", inst("a"), dependingOn("c", target))));

    assertError(
        only(check(m)),
        "Unknown dependency: no instruction \"nonexistent\" in function \"main\"",
        "/functions/0/blocks/0/instructions/1/dependencies/0",
        14,
        22);
    assertNull(target.target());
  }

  @Test
  void aDependencyResolvesToTheInstructionOfThatName() {
    Instruction a = inst("a");
    NameRef<Instruction> target = ref("a");
    check(module(function("main", block("b", a, dependingOn("c", target)))));

    assertSame(a, target.target());
  }

  @Test
  void aDependencyMayNameAnInstructionInsideANestedRegion() {
    Instruction inner = inst("inner");
    NameRef<Instruction> target = ref("inner");
    Module m =
        module(
            function(
                "main",
                block("b", loop("l", "i", block("body", inner)), dependingOn("c", target))));

    assertEquals(List.of(), check(m));
    assertSame(inner, target.target());
  }

  @Test
  void anUnknownLoopCarriedDependencyIsUnknownLoopCarriedDependency() {
    Instruction c = inst("c");
    c.setLoopCarriedDependencies(
        new ArrayList<>(
            List.of(
                new LoopCarriedDependency(
                    ref("gone", 3, 4), EdgeKind.ANTI, EdgeKind.Form.SPELLED, List.of(1L)))));

    assertError(
        only(check(module(function("main", block("b", c))))),
        "Unknown loop-carried dependency: no instruction \"gone\" in function \"main\"",
        "/functions/0/blocks/0/instructions/0/loop_carried_dependencies/0",
        3,
        4);
  }

  @Test
  void anUnknownUnrollDependencyIsCannotFindUnrolledDependency() {
    Instruction c = inst("c");
    c.setUnrollDependencies(
        new ArrayList<>(
            List.of(
                new UnrollDependency(
                    ref("gone", 6, 1),
                    EdgeKind.FLOW,
                    EdgeKind.Form.SPELLED,
                    List.of(),
                    List.of()))));

    assertError(
        only(check(module(function("main", block("b", c))))),
        "Cannot find unrolled dependency: no instruction \"gone\" in function \"main\"",
        "/functions/0/blocks/0/instructions/0/unroll_dependencies/0",
        6,
        1);
  }

  @Test
  void aRepeatedNameBindsToTheInstanceInTheReferrersOwnBlockWithoutWarning() {
    Instruction inc0 = inst("inc");
    Instruction inc1 = inst("inc");
    NameRef<Instruction> target = ref("inc");
    Module m =
        module(
            function(
                "main",
                block("b0", inc0),
                block("b1", loop("l", "i", block("body", inc1, dependingOn("use", target))))));

    assertEquals(List.of(), check(m));
    assertSame(inc1, target.target());
  }

  @Test
  void aRepeatedNameBindsToTheNearestPrecedingInstanceAndWarns() {
    Instruction inc0 = inst("inc");
    Instruction inc1 = inst("inc");
    Instruction inc2 = inst("inc");
    NameRef<Instruction> target = ref("inc", 50, 9);
    Module m =
        module(
            function(
                "main",
                block("b0", inc0),
                block("b1", inc1),
                block("b2", dependingOn("use", target)),
                block("b3", inc2)));

    assertWarning(
        only(check(m)),
        "instruction name \"inc\" is defined 3 times in function \"main\"; bound to the one at"
            + " /functions/0/blocks/1/instructions/0 (the nearest preceding in document order)",
        "/functions/0/blocks/2/instructions/0/dependencies/0",
        50,
        9);
    assertSame(inc1, target.target());
  }

  @Test
  void aRepeatedNameWithNoPrecedingInstanceBindsToTheFirstAndWarns() {
    Instruction inc0 = inst("inc");
    NameRef<Instruction> target = ref("inc");
    Module m =
        module(
            function(
                "main",
                block("b0", dependingOn("use", target)),
                block("b1", inc0),
                block("b2", inst("inc"))));

    assertWarning(
        only(check(m)),
        "instruction name \"inc\" is defined 2 times in function \"main\"; bound to the one at"
            + " /functions/0/blocks/1/instructions/0 (the first in document order)",
        "/functions/0/blocks/0/instructions/0/dependencies/0",
        0,
        0);
    assertSame(inc0, target.target());
  }

  @Test
  void aWaitOnARepeatedNameBindsToTheNearestEarlierInstance() {
    // The loop counter of every body has one name: a wait after the bodies means the last one.
    Instruction copy0 = updating("copy", 3, 1);
    Instruction copy1 = updating("copy", 3, 1);
    Instruction copy2 = updating("copy", 3, 1);
    NameRef<Instruction> from = ref("copy", 70, 11);
    Module m =
        module(
            function(
                "main",
                block("b0", copy0),
                block("b1", copy1),
                block("b2", copy2),
                block("b3", waitingOn("w", from, 3L, 1L))));

    assertWarning(
        only(check(m)),
        "instruction name \"copy\" is defined 3 times in function \"main\"; bound to the one at"
            + " /functions/0/blocks/2/instructions/0 (the nearest preceding in document order)",
        "/functions/0/blocks/3/instructions/0/sync_info/on_wait/0/from",
        70,
        11);
    assertSame(copy2, from.target());
  }

  @Test
  void aWaitDoesNotBindToAnInstanceAfterItInItsOwnBlock() {
    Instruction before = updating("copy", 3, 1);
    NameRef<Instruction> from = ref("copy");
    Module m =
        module(
            function(
                "main",
                block("b0", before),
                block("b1", waitingOn("w", from, 3L, 1L), updating("copy", 3, 1))));

    assertEquals(
        "instruction name \"copy\" is defined 2 times in function \"main\"; bound to the one at"
            + " /functions/0/blocks/0/instructions/0 (the nearest preceding in document order)",
        only(check(m)).message());
    assertSame(before, from.target());
  }

  @Test
  void aWaitWithNoEarlierInstanceBindsToTheFirstAndSaysNoneComesBeforeIt() {
    Instruction first = updating("copy", 3, 1);
    NameRef<Instruction> from = ref("copy");
    Module m =
        module(
            function(
                "main",
                block("b0", waitingOn("w", from, 3L, 1L)),
                block("b1", first),
                block("b2", updating("copy", 3, 1))));

    assertEquals(
        "instruction name \"copy\" is defined 2 times in function \"main\"; bound to the one at"
            + " /functions/0/blocks/1/instructions/0 (the first in document order; no instance"
            + " precedes the wait)",
        only(check(m)).message());
    assertSame(first, from.target());
  }

  @Test
  void aWaitOnARepeatedNameInItsOwnBlockBindsThereWithoutWarning() {
    Instruction copy1 = updating("copy", 3, 1);
    NameRef<Instruction> from = ref("copy");
    Module m =
        module(
            function(
                "main",
                block("b0", updating("copy", 3, 1)),
                block("b1", copy1, waitingOn("w", from, 3L, 1L))));

    assertEquals(List.of(), check(m));
    assertSame(copy1, from.target());
  }

  @Test
  void aWaitMayNameALoop() {
    Loop l = loop("l0", "i", block("body", inst("x")));
    NameRef<Instruction> from = ref("l0");
    Module m = module(function("main", block("b", l, waitingOn("w", from, 1L, 1L))));

    assertEquals(List.of(), check(m));
    assertSame(l, from.target());
  }

  @Test
  void aWaitMayNameADmaBlockOfTheModulesQueues() {
    Instruction gblk = inst("DMABlock", "gblk");
    gblk.setBlocks(new ArrayList<>(List.of(block("desc", inst("DMADescriptorCopy", "d0")))));
    DmaQueue q = new DmaQueue("qPoolDynamic");
    q.blocks().add(block("qb", gblk));
    NameRef<Instruction> from = ref("gblk");
    Module m = module(function("main", block("b", waitingOn("w", from, 1L, 1L))));
    m.setQueues(new ArrayList<>(List.of(q)));

    assertEquals(List.of(), check(m));
    assertSame(gblk, from.target());
  }

  @Test
  void aWaitOnAnUnknownSourceIsInstructionNotFound() {
    Module m = module(function("main", block("b", waitingOn("w", ref("gblk", 4, 30), 1L, 1L))));

    assertError(
        only(check(m)),
        "Instruction with name gblk not found in function \"main\" nor among the DMA blocks of the"
            + " module's queues",
        "/functions/0/blocks/0/instructions/0/sync_info/on_wait/0/from",
        4,
        30);
  }

  @Test
  void unrollDependencyExpressionsAndPredicatesAreCheckedForAxes() {
    Module m = new Module();
    var pc = m.pelican();
    var e = io.birj.api.expr.QuasiAffineExpr.of(pc.affine(pc.affineIV("k")));
    Instruction c = inst("c");
    c.setUnrollDependencies(
        new ArrayList<>(
            List.of(
                new UnrollDependency(
                    ref("a"),
                    EdgeKind.FLOW,
                    EdgeKind.Form.SPELLED,
                    List.of(e),
                    List.of(new AffinePredicate(e, "GE"))))));
    m.functions().add(function("main", block("b", loop("l", "i", block("body", inst("a"), c)))));

    List<String> pointers = check(m).stream().map(d -> d.pointer()).toList();

    assertEquals(
        List.of(
            "/functions/0/blocks/0/instructions/0/blocks/0/instructions/1/unroll_dependencies/0/2/0",
            "/functions/0/blocks/0/instructions/0/blocks/0/instructions/1/unroll_dependencies/0/3/0/expr"),
        pointers);
  }
}
