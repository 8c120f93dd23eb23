package io.birj.loader.check;

import static io.birj.loader.check.Models.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.birj.api.instruction.RefKind;
import io.birj.api.json.JsonValue;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.Instruction;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.name.NameRef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Queue references, DMA triggers and the contents of the module's queues. */
class QueueCheckTest {
  private static Instruction onQueue(String opcode, String name, NameRef<DmaQueue> queue) {
    Instruction i = inst(opcode, name);
    i.setQueue(queue);
    return i;
  }

  private static DmaQueue queue(String name, String... dmaBlocks) {
    DmaQueue q = new DmaQueue(name);
    if (dmaBlocks.length == 0) {
      return q;
    }
    var b = block("qb");
    for (String d : dmaBlocks) {
      Instruction blk = inst("DMABlock", d);
      blk.setBlocks(new ArrayList<>(List.of(block("desc", inst("DMADescriptorCopy", "d")))));
      b.instructions().add(blk);
    }
    q.blocks().add(b);
    return q;
  }

  @Test
  void aQueueReferenceResolvesToTheModulesQueue() {
    DmaQueue q = queue("qSP");
    NameRef<DmaQueue> r = ref("qSP");
    Module m = module(function("main", block("b", onQueue("DMACopy", "c", r))));
    m.setQueues(new ArrayList<>(List.of(q)));

    assertEquals(List.of(), check(m));
    assertSame(q, r.target());
  }

  @Test
  void anUnknownQueueIsQueueDoesNotExist() {
    Module m = module(function("main", block("b", onQueue("DMACopy", "c", ref("qX", 9, 14)))));
    m.setQueues(new ArrayList<>(List.of(queue("qSP"))));

    assertError(
        only(check(m)),
        "Queue does not exist! (\"qX\" is not among the module's queues)",
        "/functions/0/blocks/0/instructions/0/queue",
        9,
        14);
  }

  @Test
  void aQueueReferenceInAModuleWithoutQueuesSaysTheModuleDeclaresNone() {
    Module m =
        module(function("main", block("b", onQueue("DMACopy", "c", ref("qSPDynamicHW", 2, 2)))));

    assertError(
        only(check(m)),
        "Queue does not exist! (\"qSPDynamicHW\": the module declares no queues)",
        "/functions/0/blocks/0/instructions/0/queue",
        2,
        2);
  }

  @Test
  void queuesReadUnderTheirOtherKeyArePointedToUnderIt() {
    DmaQueue q = queue("q", "blk");
    q.blocks()
        .get(0)
        .instructions()
        .get(0)
        .setDependencies(new ArrayList<>(List.of(Dependency.flow(ref("nowhere")))));
    Module m = module(function("main", block("b", inst("i"))));
    m.setQueues(Module.KEY_DMA_QUEUES, new ArrayList<>(List.of(q)));

    assertEquals("/DMAQueues/0/blocks/0/instructions/0/dependencies/0", only(check(m)).pointer());
  }

  @Test
  void aDmaTriggerWithoutQueueOrBlocksIsAnError() {
    Module m = module(function("main", block("b", placed(inst("DMATrigger", "t"), 21, 5))));

    assertError(
        only(check(m)),
        "DMATrigger must have queue and block set (it has neither)",
        "/functions/0/blocks/0/instructions/0",
        21,
        5);
  }

  @Test
  void aDmaTriggerWithAQueueButNoBlocksIsAnError() {
    Module m = module(function("main", block("b", onQueue("DMATrigger", "t", ref("q")))));
    m.setQueues(new ArrayList<>(List.of(queue("q", "blk"))));

    assertEquals(
        "DMATrigger must have queue and block set (it has no dma_blocks)",
        only(check(m)).message());
  }

  @Test
  void aDmaTriggerWhoseDmaBlocksAreKeptAsUnknownContentHasItsBlocks() {
    // With no catalog installed, the trigger's keys are kept as read.
    Instruction t = onQueue("DMATrigger", "t", ref("q"));
    t.unknownKeys()
        .add(
            new JsonValue.Member(
                "dma_blocks", new JsonValue.JsonArray(List.of(new JsonValue.JsonString("blk")))));
    Module m = module(function("main", block("b", t)));
    m.setQueues(new ArrayList<>(List.of(queue("q", "blk"))));

    assertEquals(List.of(), check(m));
  }

  @Test
  void aDmaBlockOfTheTriggersQueueResolves() {
    DmaQueue q = queue("q", "blk0", "blk1");
    NameRef<Instruction> blk = ref("blk1");
    Instruction t = onQueue("DMATrigger", "t", ref("q"));
    t.setFields(new TestFields("DMATrigger").refs("dma_blocks", RefKind.DMA_BLOCK, List.of(blk)));
    Module m = module(function("main", block("b", t)));
    m.setQueues(new ArrayList<>(List.of(q)));

    assertEquals(List.of(), check(m));
    assertSame(q.blocks().get(0).instructions().get(1), blk.target());
  }

  @Test
  void aDmaBlockNotInTheTriggersQueueIsBlockDoesNotExist() {
    // "blk" is a DMA block, but of another queue.
    NameRef<Instruction> blk = ref("blk", 33, 18);
    Instruction t = onQueue("DMATrigger", "t", ref("q"));
    t.setFields(
        new TestFields("DMATrigger")
            .refs("dma_blocks", RefKind.DMA_BLOCK, List.of(ref("own"), blk)));
    Module m = module(function("main", block("b", t)));
    m.setQueues(new ArrayList<>(List.of(queue("q", "own"), queue("other", "blk"))));

    assertError(
        only(check(m)),
        "Block does not exist! (\"blk\" is not a DMA block of queue \"q\")",
        "/functions/0/blocks/0/instructions/0/dma_blocks/1",
        33,
        18);
    assertNull(blk.target());
  }

  @Test
  void memoryLocationsInsideQueueContentsResolveModuleWideMainFirst() {
    MemoryLocation inMain = memoryLocation("buf", "DRAM");
    MemoryLocation inOther = memoryLocation("buf", "DRAM");
    var other = function("other", block("b", inst("i")));
    allocate(other, inOther);
    var main = function("main", block("b", inst("i")));
    allocate(main, inMain);
    DmaQueue q = queue("q", "blk");
    PhysicalAp ap = new PhysicalAp();
    NameRef<MemoryLocation> memref = ref("buf");
    ap.setMemref(memref);
    Instruction descriptor =
        q.blocks().get(0).instructions().get(0).blocks().get(0).instructions().get(0);
    descriptor.ins().add(ap);
    Module m = module(other, main);
    m.setQueues(new ArrayList<>(List.of(q)));

    assertEquals(List.of(), check(m));
    assertSame(inMain, memref.target());
  }

  @Test
  void anUnknownMemoryLocationInsideAQueueNamesTheModulesFunctions() {
    DmaQueue q = queue("q", "blk");
    PhysicalAp ap = new PhysicalAp();
    ap.setMemref(ref("nowhere", 80, 3));
    q.blocks().get(0).instructions().get(0).ins().add(ap);
    Module m = module(function("main", block("b", inst("i"))));
    m.setQueues(new ArrayList<>(List.of(q)));

    assertError(
        only(check(m)),
        "MemoryLocation with name nowhere not found in the module's functions",
        "/queues/0/blocks/0/instructions/0/ins/0/memref",
        80,
        3);
  }
}
