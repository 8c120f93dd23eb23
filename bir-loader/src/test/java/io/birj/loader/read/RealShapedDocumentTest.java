package io.birj.loader.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.birj.api.json.JsonValue;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.testkit.SortedKeys;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The real-shaped document (a post-lower_sync dump written from the wire facts: repeated names,
 * pair dependencies, loop-carried triples, waits on DMA blocks, queues, every operand kind,
 * aliases, regions, debug keys) reads into the model the wire description gives, in the compiler's
 * key order and with every object's keys sorted alike.
 */
class RealShapedDocumentTest {
  static final String DOC = TestDocuments.resource("real-shaped/lower-sync.json");

  static Stream<Arguments> twins() {
    return Stream.of(
        Arguments.of("as written", DOC), Arguments.of("keys sorted", SortedKeys.of(DOC)));
  }

  private static Module read(String json) {
    return TestDocuments.read(TestDocuments.PLAIN, json);
  }

  private static List<Instruction> top(Module m) {
    return m.functions().get(0).blocks().get(0).instructions();
  }

  private static Instruction named(List<Instruction> list, String name) {
    return list.stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow();
  }

  private static List<Instruction> loopBody(Module m, String loop) {
    return named(top(m), loop).blocks().get(0).instructions();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void repeatedInstructionNamesInOtherBlocksAreRead(String twin, String json) {
    Module m = read(json);
    String counter = "scf.for-Inc_inst__I-10-0-SP0";
    assertEquals(counter, named(loopBody(m, "loop_i"), counter).name());
    assertEquals(counter, named(loopBody(m, "loop_j"), counter).name());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void dependenciesKeepTheirTargetKindAndForm(String twin, String json) {
    Instruction act = named(loopBody(read(json), "loop_i"), "act0");
    assertEquals(3, act.dependencies().size());
    assertEquals("wait_in", act.dependencies().get(0).target().name());
    assertEquals(EdgeKind.FLOW, act.dependencies().get(0).kind());
    assertEquals(EdgeKind.Form.SPELLED, act.dependencies().get(0).form());
    assertEquals(EdgeKind.ORDERED, act.dependencies().get(1).kind());
    assertEquals(EdgeKind.Form.NUMBERED, act.dependencies().get(1).form());
    assertEquals(EdgeKind.FLOW, act.dependencies().get(2).kind());
    assertEquals(EdgeKind.Form.IMPLIED, act.dependencies().get(2).form());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void loopCarriedDependenciesHaveTwoOrThreeElements(String twin, String json) {
    Instruction act = named(loopBody(read(json), "loop_i"), "act0");
    assertEquals(EdgeKind.ANTI, act.loopCarriedDependencies().get(0).kind());
    assertEquals(List.of(1L), act.loopCarriedDependencies().get(0).distance());
    assertNull(act.loopCarriedDependencies().get(1).distance());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void unrollDependenciesCarryExpressionsAndPredicates(String twin, String json) {
    Instruction mm = named(loopBody(read(json), "loop_i"), "mm0");
    assertEquals(EdgeKind.OUTPUT, mm.unrollDependencies().get(0).kind());
    assertEquals("(1)", mm.unrollDependencies().get(0).exprs().get(0).toString());
    assertTrue(mm.unrollDependencies().get(0).predicates().isEmpty());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void waitsNameTheirSourceWhateverItIs(String twin, String json) {
    Instruction wait = named(loopBody(read(json), "loop_i"), "wait_in");
    assertEquals("dblk0", wait.syncInfo().onWait().get(0).from().name());
    assertEquals(3L, wait.syncInfo().onWait().get(0).id());
    assertEquals(1L, wait.syncInfo().onWait().get(0).waitValue());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void queuesHoldDmaBlocksWithTheirDescriptorBlocks(String twin, String json) {
    Module m = read(json);
    assertEquals("queues", m.queuesKey());
    DmaQueue q = m.queue("qSyncIO");
    Instruction dblk = q.blocks().get(0).instructions().get(0);
    assertEquals("DMABlock", dblk.opcode());
    BasicBlock desc = dblk.blocks().get(0);
    assertEquals("d0", desc.instructions().get(0).name());
    assertEquals("input0", ((PhysicalAp) desc.instructions().get(0).ins().get(0)).memref().name());
    assertEquals(1, q.unknownKeys().size(), "num_dma_engines is kept");
    assertEquals("qSyncIO", named(top(m), "dma_in").queue().name());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void registerApNamesRegistersForOffsetAndSubTensor(String twin, String json) {
    RegisterAp r = (RegisterAp) named(loopBody(read(json), "loop_i"), "mm0").ins().get(1);
    assertEquals("r_iv", r.regref().name());
    assertEquals("r_off", r.regApOffset().name());
    assertEquals("r_iv", r.regSubTensorId().name());
    assertEquals(true, r.isReglocOffset());
    assertEquals(0L, r.constApOffset());
    assertEquals(-1L, r.constSubTensorId());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void symbolicPwapIsASymbolicApUnderItsOwnSpelling(String twin, String json) {
    SymbolicAp pwap = (SymbolicAp) named(loopBody(read(json), "loop_j"), "cp_j").ins().get(0);
    assertEquals("symbolic_pwap", pwap.kind());
    assertEquals("(512*j + 1024*shard(4))", pwap.addrs().get(0).toString());
    assertEquals(-1L, pwap.tensorIndirectArgId());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void symbolicImmValueHasAScalarAValueListAndAnExpression(String twin, String json) {
    SymbolicImmValue s =
        (SymbolicImmValue) named(loopBody(read(json), "loop_j"), "cp_j").ins().get(1);
    assertEquals(new JsonValue.JsonNumber("0"), s.value());
    assertEquals(2, s.valueList().size());
    assertTrue(s.expr().toString().contains("ccdiv"), s.expr().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void immArrayReadsValueArray(String twin, String json) {
    ImmArray a = (ImmArray) named(loopBody(read(json), "loop_j"), "cp_j").ins().get(2);
    assertEquals(
        List.of(
            new JsonValue.JsonNumber("1"),
            new JsonValue.JsonNumber("2"),
            new JsonValue.JsonNumber("3")),
        a.valueArray());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void dynamicApInfoReadsItsAlwaysV2OffsetExpression(String twin, String json) {
    PhysicalAp out = (PhysicalAp) named(loopBody(read(json), "loop_j"), "cp_j").outs().get(0);
    assertEquals("W", out.dynamicApInfo().indirectDim());
    assertEquals(128L, out.dynamicApInfo().indirectDimMaxIndex());
    assertEquals("%r_off", out.dynamicApInfo().offsetExpr().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void regionsReadTheirAxesBoundsAndConditions(String twin, String json) {
    Module m = read(json);
    Loop loop = (Loop) named(top(m), "loop_i");
    assertEquals("i", loop.axis().name());
    assertEquals(4, loop.axis().ub());
    assertEquals(2, loop.blocks().size());
    DynamicForLoop dyn = (DynamicForLoop) named(top(m), "dyn");
    assertEquals("k", dyn.axis().name());
    assertEquals("%r_n", dyn.ub().toString());
    DoWhile dw = (DoWhile) named(top(m), "dw");
    assertEquals("%r_n", dw.cond().toString());
    assertEquals("nop_w", dw.blocks().get(0).instructions().get(0).name());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void aliasesAreArraysOnMemoryLocationsInBothShapes(String twin, String json) {
    Module m = read(json);
    MemoryLocationSet in = m.functions().get(0).memoryLocationSet("input0_set");
    MemoryLocation.Alias setKeyed = in.memoryLocation("input0").aliases().get(0);
    assertEquals("out0_set", setKeyed.destSet().name());
    assertEquals("out0", setKeyed.dest().name());
    assertEquals(3, setKeyed.kindBits());
    MemoryLocation.Alias locKeyed = m.functions().get(0).memoryLocation("out0").aliases().get(0);
    assertNull(locKeyed.destSet());
    assertEquals("input0", locKeyed.dest().name());
    assertEquals(1, locKeyed.kindBits());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void theHeaderKeysAreModelled(String twin, String json) {
    Module m = read(json);
    Instruction dma = named(top(m), "dma_in");
    assertEquals("Internal", dma.origin());
    assertEquals(0L, dma.engineId());
    assertEquals(10L, dma.scheduledStart());
    assertEquals(14L, dma.scheduledEnd());
    assertEquals(List.of(), dma.optinPasses());
    assertEquals(7L, dma.dmaTriggerDebugUpdateSemaphoreId());
    assertInstanceOf(JsonValue.JsonObject.class, dma.debug());
    Instruction mm = named(loopBody(m, "loop_i"), "mm0");
    assertEquals("i", mm.loopnest().get(0).name());
    assertEquals("GE", mm.predicates().get(0).cmp());
    assertEquals("(4*i + 2)", mm.order().get(0).toString());
    assertEquals("sb_idx", ((PhysicalAp) mm.indirectionIns().get(0)).memref().name());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void theModuleModelsRevisionNkiFunctionsAndCallBindings(String twin, String json) {
    Module m = read(json);
    assertEquals("v1", m.revision());
    assertEquals("nki_kernel", m.nkiFunctions().get(0).name());
    assertEquals("call0", m.callToPhysicalMemlocs().get(0).call().name());
    assertEquals("cal_mem", m.callToPhysicalMemlocs().get(0).memoryLocations().get(0).name());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void anExpressionInContentNoKeyModelsIsDecoded(String twin, String json) {
    Instruction done = named(top(read(json)), "done");
    JsonValue note = done.unknownKeys().get(0).value();
    assertEquals("(7) mod 4", ((JsonValue.JsonExpr) note).expr().toString());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void immediatesKeepTheirNumbersAsWritten(String twin, String json) {
    Instruction act = named(loopBody(read(json), "loop_i"), "act0");
    assertEquals(new JsonValue.JsonNumber("0.5"), ((ImmValue) act.ins().get(1)).value());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void theDocumentReadsWithoutErrors(String twin, String json) {
    assertEquals(List.of(), TestDocuments.errors(TestDocuments.PLAIN, json));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void theDocumentValidatesCleanWithTheCatalog(String twin, String json) {
    assertEquals(List.of(), TestDocuments.validate(TestDocuments.TYPED, json).diagnostics());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void aMaybeAffineKeyHoldsAnExpression(String twin, String json) {
    Module m = TestDocuments.read(TestDocuments.TYPED, json);
    Instruction mm = named(loopBody(m, "loop_i"), "mm0");
    Object rows = mm.fields().value("replication_num_rows");
    assertEquals("(32*i + 32)", rows.toString());
    assertInstanceOf(io.birj.api.expr.QuasiAffineExpr.class, rows);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void aCollectiveChannelWrittenAsAnExpressionIsOne(String twin, String json) {
    Module m = TestDocuments.read(TestDocuments.TYPED, json);
    Object channel = named(top(m), "cc0").fields().value("cc_channel");
    assertInstanceOf(io.birj.api.expr.QuasiAffineExpr.class, channel);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("twins")
  void everyNameResolves(String twin, String json) {
    Module m = TestDocuments.read(TestDocuments.TYPED, json);
    Instruction act = named(loopBody(m, "loop_i"), "act0");
    assertEquals("wait_in", act.dependencies().get(0).target().target().name());
    Instruction wait = named(loopBody(m, "loop_i"), "wait_in");
    assertEquals("DMABlock", wait.syncInfo().onWait().get(0).from().target().opcode());
    assertEquals("qSyncIO", named(top(m), "dma_in").queue().target().name());
  }
}
