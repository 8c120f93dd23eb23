package io.birj.writer;

import static io.birj.writer.testing.Wire.axisV1;
import static io.birj.writer.testing.Wire.axisV2;
import static io.birj.writer.testing.Wire.json;
import static io.birj.writer.testing.Wire.q;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.codec.WireMessages;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.error.BirException;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.CallBinding;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.DynamicForLoopAxis;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.pelican.PelicanContext;
import io.birj.testkit.Sample;
import io.birj.testkit.TestOpcode;
import io.birj.writer.testing.Wire;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BirWriterTest {
  private final Module m = new Module();
  private final PelicanContext pc = m.pelican();

  // ---- helpers: a model in a module, and the module's JSON around one object

  private static JsonValue.Member member(String key, JsonValue v) {
    return new JsonValue.Member(key, v);
  }

  private static JsonValue num(String text) {
    return new JsonValue.JsonNumber(text);
  }

  private static JsonValue str(String s) {
    return new JsonValue.JsonString(s);
  }

  @SafeVarargs
  private static <T> List<T> list(T... items) {
    return new ArrayList<>(List.of(items));
  }

  private QuasiAffineExpr axis(String name) {
    return QuasiAffineExpr.of(pc.affine(pc.affineIV(name)));
  }

  /** A function {@code main} with one block {@code b0} holding {@code instructions}. */
  private Function mainWith(Instruction... instructions) {
    Function f = new Function("main");
    BasicBlock b = new BasicBlock("b0");
    b.instructions().addAll(List.of(instructions));
    f.blocks().add(b);
    m.functions().add(f);
    return f;
  }

  /** The expected document around one instruction of {@link #mainWith}. */
  private static String docWith(int version, String instruction) {
    return q(
        "{'version':"
            + version
            + ",'functions':[{'name':'main','blocks':[{'name':'b0','instructions':["
            + instruction
            + "]}]}]}");
  }

  /** An instruction without its default {@code ins} and {@code outs}. */
  private static <I extends Instruction> I bare(I i) {
    i.setIns(null);
    i.setOuts(null);
    return i;
  }

  // ---- every model class, every key, in emit order

  @Test
  void moduleKeysComeInEmitOrderThenUnknownKeys() {
    m.setArch("gen3");
    m.setArchRev(str("rev"));
    m.setRevision("v2");
    m.setAttributes(new JsonValue.JsonObject(List.of(member("neuron_core_id", num("0")))));
    m.unknownKeys().add(member("zz", new JsonValue.JsonBool(true)));
    m.setCallToPhysicalMemlocs(
        list(
            new CallBinding(
                new NameRef<>("call0"), List.of(new NameRef<>("ml0"), new NameRef<>("ml1")))));
    m.setQueues(Module.KEY_DMA_QUEUES, list(new DmaQueue("q0")));
    m.setNkiFunctions(list(new Function("k")));
    m.functions().add(new Function("main"));
    assertEquals(
        q(
            "{'version':2,'arch':'gen3','archRev':'rev','revision':'v2',"
                + "'attributes':{'neuron_core_id':0},'functions':[{'name':'main','blocks':[]}],"
                + "'nki_functions':[{'name':'k','blocks':[]}],'DMAQueues':[{'name':'q0','blocks':[]}],"
                + "'call_to_physical_memlocs':{'call0':['ml0','ml1']},'zz':true}"),
        json(m, 2));
  }

  @Test
  void anEmptyModuleHasItsVersionAndItsFunctionsOnly() {
    assertEquals(q("{'version':2,'functions':[]}"), json(m, 2));
    assertEquals(q("{'version':1,'functions':[]}"), json(m, 1));
  }

  @Test
  void functionKeysComeInEmitOrder() {
    Function f = new Function("main");
    f.setOrigin("Penguin");
    f.setOptinPasses(List.of("p1"));
    f.setAttributes(new JsonValue.JsonArray(List.of(str("need_dce"))));
    f.setAllocations(list(new Register("r0")));
    f.blocks().add(new BasicBlock("b"));
    f.unknownKeys().add(member("zz", num("1")));
    m.functions().add(f);
    assertEquals(
        q(
            "{'version':2,'functions':[{'name':'main','origin':'Penguin','optin_passes':['p1'],"
                + "'attributes':['need_dce'],'allocations':[{'Skind':'register','name':'r0'}],"
                + "'blocks':[{'name':'b','instructions':[]}],'zz':1}]}"),
        json(m, 2));
  }

  private String allocations(Object... allocations) {
    Function f = new Function("main");
    List<io.birj.api.model.Allocation> as = new ArrayList<>();
    for (Object a : allocations) {
      as.add((io.birj.api.model.Allocation) a);
    }
    f.setAllocations(as);
    m.functions().add(f);
    String out = json(m, 2);
    String head = q("{'version':2,'functions':[{'name':'main','allocations':[");
    String tail = q("],'blocks':[]}]}");
    assertTrue(out.startsWith(head) && out.endsWith(tail), out);
    return out.substring(head.length(), out.length() - tail.length());
  }

  @Test
  void aMemoryLocationSetWritesItsPropsItsLocationsThenItsTrailingProps() {
    MemoryLocationSet s = new MemoryLocationSet("s0");
    s.setOrigin("Internal");
    s.props().set("kind", str("Internal"));
    s.props().set("dtype", str("float32"));
    s.props().set("tensor_shape", new JsonValue.JsonArray(List.of(num("2"), num("3"))));
    s.props().set("tensorId2MemLocSize", num("1"));
    MemoryLocation ml = new MemoryLocation("ml0");
    ml.setSkindPresent(false);
    ml.props().set("type", str("DRAM"));
    ml.props().set("addr", num("0"));
    s.setMemoryLocations(list(ml));
    s.unknownKeys().add(member("zz", num("1")));
    assertEquals(
        q(
            "{'Skind':'memory_location_set','name':'s0','origin':'Internal','kind':'Internal',"
                + "'dtype':'float32','tensor_shape':[2,3],"
                + "'memorylocations':[{'name':'ml0','type':'DRAM','addr':0}],"
                + "'tensorId2MemLocSize':1,'zz':1}"),
        allocations(s));
  }

  @Test
  void aMemoryLocationWritesItsPointerTargetAndItsAliasesInBothShapes() {
    MemoryLocation ml = new MemoryLocation("p");
    ml.setOrigin("Internal");
    ml.setOptinPasses(List.of());
    ml.props().set("debug", new JsonValue.JsonObject(List.of(member("tensor_name", str("t")))));
    ml.props().set("addr", num("64"));
    ml.props().set("type", str("DRAM"));
    ml.setPointerRefMemloc(new NameRef<>("ml0"));
    ml.setAliases(
        list(
            new MemoryLocation.Alias(new NameRef<>("s1"), new NameRef<>("ml1"), num("3")),
            new MemoryLocation.Alias(null, new NameRef<>("ml2"), num("1"))));
    ml.unknownKeys().add(member("zz", num("1")));
    assertEquals(
        q(
            "{'Skind':'memory_location','name':'p','origin':'Internal','optin_passes':[],"
                + "'type':'DRAM','addr':64,'debug':{'tensor_name':'t'},'pointer_ref_memloc':'ml0',"
                + "'alias':[['s1','ml1',3],['ml2',1]],'zz':1}"),
        allocations(ml));
  }

  @Test
  void aStorageObjectWithoutItsTagAndAStorageOfAnUnknownKindAreWrittenAsRead() {
    Register r = new Register("r0");
    r.setSkindPresent(false);
    r.unknownKeys().add(member("width", num("64")));
    UnknownAllocation u =
        new UnknownAllocation(
            new JsonValue.JsonObject(
                List.of(member("Skind", str("future_kind")), member("x", num("1.50")))));
    assertEquals(q("{'name':'r0','width':64},{'Skind':'future_kind','x':1.50}"), allocations(r, u));
  }

  @Test
  void blockKeysComeInEmitOrderWithTheirArguments() {
    Function f = new Function("main");
    BasicBlock b = new BasicBlock("b");
    b.setOrigin("Internal");
    b.setOptinPasses(List.of("p"));
    BlockArgument phi = new BlockArgument("phi");
    phi.setIncomingValues(
        list(new BlockArgument.IncomingValue(num("1"), new NameRef<BasicBlock>("b0"))));
    phi.unknownKeys().add(member("zz", num("2")));
    b.setArguments(list(phi, new BlockArgument(null)));
    b.instructions().add(bare(new Instruction("Nop", "n0")));
    b.unknownKeys().add(member("zz", num("1")));
    f.blocks().add(b);
    m.functions().add(f);
    assertEquals(
        q(
            "{'version':2,'functions':[{'name':'main','blocks':[{'name':'b','origin':'Internal',"
                + "'optin_passes':['p'],'arguments':[{'name':'phi','incoming_values':[[1,'b0']],"
                + "'zz':2},{}],'instructions':[{'name':'n0','opcode':'Nop'}],'zz':1}]}]}"),
        json(m, 2));
  }

  @Test
  void instructionHeaderKeysComeInTheCompilersEmitOrder() {
    Instruction i = new Instruction("Activation", "act0");
    i.unknownKeys().add(member("zz", num("1")));
    i.setQueue(new NameRef<>("q0"));
    i.setDmaTriggerDebugUpdateSemaphoreId(7L);
    i.setOrder(list(axis("o")));
    AffinePredicate pred = new AffinePredicate(axis("p"), "GE");
    pred.unknownKeys().add(member("zz", num("5")));
    i.setPredicates(list(pred));
    i.setLoopnest(list(new NameRef<>("j")));
    i.setDebug(new JsonValue.JsonObject(List.of(member("lineno", num("3")))));
    RegisterAccess out = new RegisterAccess();
    out.setRegref(new NameRef<>("r0"));
    i.setOuts(list(out));
    i.setIndirectionIns(list());
    ImmValue imm = new ImmValue();
    imm.setValue(num("1.5"));
    i.setIns(list(imm));
    SyncInfo s = new SyncInfo();
    SyncInfo.Wait wait = new SyncInfo.Wait(new NameRef<>("d0"), 3L, 1L);
    wait.unknownKeys().add(member("zz", num("3")));
    SyncInfo.Update update = new SyncInfo.Update(3L, 1L);
    update.unknownKeys().add(member("zz", num("4")));
    s.setOnWait(list(wait));
    s.setOnUpdate(list(update));
    i.setSyncInfo(s);
    i.setUnrollDependencies(
        list(
            new UnrollDependency(
                new NameRef<>("i1"),
                EdgeKind.OUTPUT,
                EdgeKind.Form.NUMBERED,
                List.of(),
                List.of())));
    i.setLoopCarriedDependencies(
        list(
            new LoopCarriedDependency(
                new NameRef<>("i1"), EdgeKind.ANTI, EdgeKind.Form.SPELLED, List.of(1L))));
    i.setDependencies(list(Dependency.flow(new NameRef<>("i1"))));
    i.setOptinPasses(List.of("a"));
    i.setScheduledEnd(20L);
    i.setScheduledStart(10L);
    i.setEngineId(2L);
    i.setEngine("Activation");
    i.setOrigin("Penguin");
    mainWith(i);
    assertEquals(
        docWith(
            2,
            "{'name':'act0','origin':'Penguin','opcode':'Activation','engine':'Activation',"
                + "'engine_id':2,'scheduled_start':10,'scheduled_end':20,'optin_passes':['a'],"
                + "'dependencies':[['i1','Flow']],'loop_carried_dependencies':[['i1','Anti',[1]]],"
                + "'unroll_dependencies':[['i1',3,[],[]]],"
                + "'sync_info':{'on_wait':[{'from':'d0','id':3,'wait_value':1,'zz':3}],"
                + "'on_update':[{'id':3,'update_value':1,'zz':4}]},"
                + "'ins':[{'kind':'imm_value','value':1.5}],'indirection_ins':[],"
                + "'outs':[{'kind':'register_access','regref':'r0'}],'debug':{'lineno':3},"
                + "'loopnest':['j'],'predicates':[{'expr':"
                + axisV2("p")
                + ",'cmp':'GE','zz':5}],'order':["
                + axisV2("o")
                + "],'dma_trigger_debug_update_semaphore_id':7,'queue':'q0','zz':1}"),
        json(m, 2));
  }

  @Test
  void absentKeysStayAbsentWhileTheDefaultInsAndOutsArePresent() {
    mainWith(bare(new Instruction("Nop", "n0")), new Instruction("Nop", "n1"));
    assertEquals(
        docWith(2, "{'name':'n0','opcode':'Nop'},{'name':'n1','opcode':'Nop','ins':[],'outs':[]}"),
        json(m, 2));
  }

  @Test
  void dependencyEdgesKeepTheFormTheirKindWasWrittenIn() {
    Instruction i = bare(new Instruction("Nop", "n0"));
    NameRef<Instruction> t = new NameRef<>("t");
    i.setDependencies(
        list(
            new Dependency(t, EdgeKind.FLOW, EdgeKind.Form.IMPLIED),
            new Dependency(t, EdgeKind.ANTI, EdgeKind.Form.SPELLED),
            new Dependency(t, EdgeKind.FLOW, EdgeKind.Form.NUMBERED),
            new Dependency(t, EdgeKind.ofCode(5), EdgeKind.Form.SPELLED)));
    i.setLoopCarriedDependencies(
        list(
            new LoopCarriedDependency(t, EdgeKind.FLOW, EdgeKind.Form.SPELLED, null),
            new LoopCarriedDependency(t, EdgeKind.OUTPUT, EdgeKind.Form.SPELLED, List.of(2L))));
    i.setUnrollDependencies(
        list(
            new UnrollDependency(
                t,
                EdgeKind.FLOW,
                EdgeKind.Form.SPELLED,
                List.of(axis("u")),
                List.of(new AffinePredicate(axis("v"), null)))));
    mainWith(i);
    assertEquals(
        docWith(
            2,
            "{'name':'n0','opcode':'Nop','dependencies':['t',['t','Anti'],['t',4],['t',5]],"
                + "'loop_carried_dependencies':[['t','Flow'],['t','Output',[2]]],"
                + "'unroll_dependencies':[['t','Flow',["
                + axisV2("u")
                + "],[{'expr':"
                + axisV2("v")
                + "}]]]}"),
        json(m, 2));
  }

  @Test
  void structuredInstructionsWriteTheirKeysThenTheOpcodesKeysThenTheirRegion() {
    Loop loop = bare(new Loop("l0", new LoopAxis("j", 0, 8, 2)));
    loop.axis().unknownKeys().add(member("zz", num("1")));
    TestOpcode fields = new TestOpcode();
    fields.count = 3L;
    loop.setFields(fields);
    loop.blocks().add(new BasicBlock("body"));
    loop.unknownKeys().add(member("zz", num("2")));
    DynamicForLoop d = bare(new DynamicForLoop("d"));
    DynamicForLoopAxis da = new DynamicForLoopAxis("k");
    da.unknownKeys().add(member("zz", num("1")));
    d.setAxis(da);
    d.setLb(axis("lo"));
    d.setUb(axis("hi"));
    d.setStride(axis("st"));
    DoWhile w = bare(new DoWhile("w"));
    w.setCond(axis("c"));
    mainWith(loop, d, w);
    assertEquals(
        docWith(
            2,
            "{'name':'l0','opcode':'Loop','LoopAxis':{'name':'j','lb':0,'ub':8,'stride':2,'zz':1},"
                + "'count':3,'blocks':[{'name':'body','instructions':[]}],'zz':2},"
                + "{'name':'d','opcode':'DynamicForLoop','DynamicForLoopAxis':{'name':'k','zz':1},"
                + "'lb':"
                + axisV2("lo")
                + ",'ub':"
                + axisV2("hi")
                + ",'stride':"
                + axisV2("st")
                + ",'blocks':[]},{'name':'w','opcode':'DoWhile','cond':"
                + axisV2("c")
                + ",'blocks':[]}"),
        json(m, 2));
  }

  @Test
  void aQueueWritesItsDmaBlocksAndTheirDescriptorRegions() {
    DmaQueue queue = new DmaQueue("q0");
    queue.setOrigin("Internal");
    BasicBlock qb = new BasicBlock("qb");
    Instruction dma = bare(new Instruction("DMABlock", "d0"));
    dma.setEngine("DMA");
    SyncInfo s = new SyncInfo();
    s.setOnUpdate(list(new SyncInfo.Update(1L, null)));
    s.unknownKeys().add(member("zz", num("3")));
    dma.setSyncInfo(s);
    BasicBlock desc = new BasicBlock("desc");
    desc.instructions().add(bare(new Instruction("DMADescriptor", "x")));
    dma.setBlocks(list(desc));
    qb.instructions().add(dma);
    queue.blocks().add(qb);
    queue.unknownKeys().add(member("num_dma_engines", num("2")));
    m.setQueues(list(queue));
    assertEquals(
        q(
            "{'version':2,'functions':[],'queues':[{'name':'q0','origin':'Internal','blocks':["
                + "{'name':'qb','instructions':[{'name':'d0','opcode':'DMABlock','engine':'DMA',"
                + "'sync_info':{'on_update':[{'id':1}],'zz':3},'blocks':[{'name':'desc',"
                + "'instructions':[{'name':'x','opcode':'DMADescriptor'}]}]}]}],"
                + "'num_dma_engines':2}]}"),
        json(m, 2));
  }

  @Test
  void everyOperandKindWritesEveryKeyInEmitOrder() {
    PhysicalAp phys = new PhysicalAp();
    phys.unknownKeys().add(member("zz", num("1")));
    phys.setMemrefOwnerFunc(new NameRef<>("f1"));
    DynamicApInfo dyn = new DynamicApInfo();
    dyn.unknownKeys().add(member("zz", num("2")));
    dyn.setOffsetExpr(axis("x"));
    dyn.setIndirectDimMaxIndex(3L);
    dyn.setIndirectDim("W");
    phys.setDynamicApInfo(dyn);
    phys.setAccessShape(List.of(128L, 512L));
    phys.setMemsetref(new NameRef<>("s0"));
    phys.setMemref(new NameRef<>("ml0"));
    phys.setDtype("float32");
    phys.setOffset(4L);
    phys.setAp(
        new AccessPattern(
            List.of(new AccessPattern.Pair(1, 128), new AccessPattern.Pair(1, 512)), false));
    SymbolicAp sym = new SymbolicAp();
    sym.setAccessShape(List.of(4L));
    sym.setAddrs(list(axis("a")));
    sym.setNumTensorIndirectIndices(1L);
    sym.setTensorIndirectArgId(0L);
    sym.setMemref(new NameRef<>("ml0"));
    sym.setMemsetref(new NameRef<>("s0"));
    sym.setDtype("bfloat16");
    sym.setAp(new AccessPattern(List.of(new AccessPattern.Pair(1, 4)), true));
    SymbolicAp pwap = new SymbolicAp(SymbolicAp.KIND_PWAP);
    pwap.setAddrs(list(axis("b")));
    RegisterAp reg = new RegisterAp();
    reg.setAccessShape(List.of(2L));
    reg.setConstSubTensorId(-1L);
    reg.setRegSubTensorId(new NameRef<>("r2"));
    reg.setConstApOffset(0L);
    reg.setRegApOffset(new NameRef<>("r1"));
    reg.setIsReglocOffset(true);
    reg.setRegref(new NameRef<>("r0"));
    reg.setMemref(new NameRef<>("ml0"));
    reg.setMemsetref(new NameRef<>("s0"));
    reg.setDtype("int32");
    reg.setAp(new AccessPattern(List.of(new AccessPattern.Pair(1, 2)), false));
    ImmValue imm = new ImmValue();
    imm.setValue(str("nan"));
    imm.setDtype("float32");
    SymbolicImmValue simm = new SymbolicImmValue();
    simm.setExpr(axis("e"));
    simm.setValueList(List.of(new JsonValue.JsonObject(List.of(member("value", num("1"))))));
    simm.setValue(num("0"));
    simm.setDtype("int32");
    ImmArray arr = new ImmArray();
    arr.setValueArray(List.of(num("1"), num("2")));
    arr.setDtype("int32");
    RegisterAccess ra = new RegisterAccess();
    ra.setRegref(new NameRef<>("r0"));
    ra.setDtype("int32");
    Instruction i = new Instruction("Nop", "n0");
    List<Operand> ins = list(phys, sym, pwap, reg, imm, simm, arr, ra);
    i.setIns(ins);
    i.setOuts(null);
    mainWith(i);
    assertEquals(
        docWith(
            2,
            "{'name':'n0','opcode':'Nop','ins':["
                + "{'kind':'physical_ap','ap':[[1,128],[1,512]],'offset':4,'dtype':'float32',"
                + "'memref':'ml0','memsetref':'s0','access_shape':[128,512],'dynamic_ap_info':"
                + "{'indirect_dim':'W','indirect_dim_max_index':3,'offset_expr':"
                + axisV2("x")
                + ",'zz':2},'memref_owner_func':'f1','zz':1},"
                + "{'kind':'symbolic_ap','ap':[{'step':1,'num':4}],'dtype':'bfloat16',"
                + "'memsetref':'s0','memref':'ml0','tensor_indirect_arg_id':0,"
                + "'num_tensor_indirect_indices':1,'addrs':["
                + axisV2("a")
                + "],'access_shape':[4]},"
                + "{'kind':'symbolic_pwap','addrs':["
                + axisV2("b")
                + "]},"
                + "{'kind':'register_ap','ap':[[1,2]],'dtype':'int32','memsetref':'s0',"
                + "'memref':'ml0','regref':'r0','is_regloc_offset':true,'reg_ap_offset':'r1',"
                + "'const_ap_offset':0,'reg_sub_tensor_id':'r2','const_sub_tensor_id':-1,"
                + "'access_shape':[2]},"
                + "{'kind':'imm_value','dtype':'float32','value':'nan'},"
                + "{'kind':'symbolic_imm_value','dtype':'int32','value':0,"
                + "'value_list':[{'value':1}],'expr':"
                + axisV2("e")
                + "},{'kind':'imm_array','dtype':'int32','value_array':[1,2]},"
                + "{'kind':'register_access','dtype':'int32','regref':'r0'}]}"),
        json(m, 2));
  }

  @Test
  void aReferenceIsWrittenUnderItsTargetsCurrentName() {
    Instruction target = bare(new Instruction("Nop", "old"));
    Instruction i = bare(new Instruction("Nop", "n0"));
    i.setDependencies(list(Dependency.flow(NameRef.to(target))));
    target.setName("renamed");
    mainWith(target, i);
    assertEquals(
        docWith(
            2,
            "{'name':'renamed','opcode':'Nop'},"
                + "{'name':'n0','opcode':'Nop','dependencies':[['renamed','Flow']]}"),
        json(m, 2));
  }

  @Test
  void unknownNumbersKeepTheirExactText() {
    m.unknownKeys()
        .add(
            member(
                "x",
                new JsonValue.JsonArray(
                    List.of(num("1.50"), num("-0"), num("18446744073709551616"), num("1e400")))));
    assertEquals(
        q("{'version':2,'functions':[],'x':[1.50,-0,18446744073709551616,1e400]}"), json(m, 2));
  }

  // ---- versions

  @Test
  void theSameModelWrittenInV1AndV2DiffersOnlyInItsVersionAndItsExpressions() {
    Module sample = Sample.everySite(Sample.AXES);
    String v2 = json(sample, 2);
    String expectedV1 = v2.replace(q("{'version':2,"), q("{'version':1,"));
    int alwaysV2 = Sample.POINTERS.indexOf(Sample.ALWAYS_V2_POINTER);
    for (int k = 0; k < Sample.POINTERS.size(); k++) {
      if (k != alwaysV2) {
        expectedV1 = expectedV1.replace(q(axisV2("a" + k)), q(axisV1("a" + k)));
      }
    }
    assertEquals(expectedV1, json(sample, 1));
  }

  @Test
  void theOffsetExpressionOfDynamicApInfoIsWrittenInV2InEveryVersion() {
    PhysicalAp phys = new PhysicalAp();
    DynamicApInfo dyn = new DynamicApInfo();
    dyn.setOffsetExpr(axis("x"));
    phys.setDynamicApInfo(dyn);
    SymbolicAp sym = new SymbolicAp();
    sym.setAddrs(list(axis("y")));
    Instruction i = new Instruction("Nop", "n0");
    i.setIns(list(phys, sym));
    i.setOuts(null);
    mainWith(i);
    assertEquals(
        docWith(
            1,
            "{'name':'n0','opcode':'Nop','ins':[{'kind':'physical_ap','dynamic_ap_info':"
                + "{'offset_expr':"
                + axisV2("x")
                + "}},{'kind':'symbolic_ap','addrs':["
                + axisV1("y")
                + "]}]}"),
        json(m, 1));
  }

  @Test
  void anExpressionInsideUnknownContentIsWrittenInTheTargetVersion() {
    m.unknownKeys()
        .add(
            member(
                "x",
                new JsonValue.JsonObject(
                    List.of(
                        member(
                            "deep",
                            new JsonValue.JsonArray(
                                List.of(num("1"), new JsonValue.JsonExpr(axis("i")))))))));
    assertEquals(
        q("{'version':2,'functions':[],'x':{'deep':[1," + axisV2("i") + "]}}"), json(m, 2));
    assertEquals(
        q("{'version':1,'functions':[],'x':{'deep':[1," + axisV1("i") + "]}}"), json(m, 1));
  }

  @Test
  void anOpcodesExpressionsAndUnknownValuesAreWrittenInTheTargetVersion() {
    Instruction i = bare(new Instruction(TestOpcode.OPCODE, "t0"));
    TestOpcode f = new TestOpcode();
    f.bound = axis("b");
    f.bounds = List.of(axis("c"));
    f.pairs = List.of(new TestOpcode.Pair(7, axis("p")));
    f.duplicate = MaybeAffine.affine(axis("d"));
    f.extra = new JsonValue.JsonArray(List.of(new JsonValue.JsonExpr(axis("u"))));
    i.setFields(f);
    mainWith(i);
    String body =
        "{'name':'t0','opcode':'TestOp','bound':%s,'bounds':[%s],'pairs':[[7,%s]],"
            + "'duplicate':%s,'extra':[%s]}";
    assertEquals(
        docWith(
            2,
            String.format(body, axisV2("b"), axisV2("c"), axisV2("p"), axisV2("d"), axisV2("u"))),
        json(m, 2));
    assertEquals(
        docWith(
            1,
            String.format(body, axisV1("b"), axisV1("c"), axisV1("p"), axisV1("d"), axisV1("u"))),
        json(m, 1));
  }

  @Test
  void aMaybeAffineKeysScalarArmIsWrittenAsItsScalar() {
    Instruction i = bare(new Instruction(TestOpcode.OPCODE, "t0"));
    TestOpcode f = new TestOpcode();
    f.duplicate = MaybeAffine.scalar(1L);
    i.setFields(f);
    mainWith(i);
    assertEquals(docWith(1, "{'name':'t0','opcode':'TestOp','duplicate':1}"), json(m, 1));
  }

  @Test
  void aBadTargetVersionIsTheCompilersWriterMessageAndWritesNothing() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    BirException e =
        assertThrows(BirException.class, () -> Wire.WRITER.write(m, out, WriteOptions.version(3)));
    assertEquals(ExprDispatch.BAD_WRITE_VERSION, e.reason());
    assertEquals(0, out.size());
  }

  // ---- errors at their pointers

  @Test
  void anExpressionTheTargetCannotHoldFailsAtItsPointerInTheOutput() {
    Module sample = Sample.everySite(Sample.SUMS);
    BirException e = assertThrows(BirException.class, () -> json(sample, 1));
    assertEquals(Sample.POINTERS.get(0), e.pointer());
    assertTrue(e.reason().startsWith(WireMessages.NOT_V1), e.reason());
  }

  @Test
  void aRefusalInsideAnExpressionAppendsTheCodecsPointerToTheSites() {
    SymbolicAp sym = new SymbolicAp();
    sym.setAddrs(
        list(
            axis("ok"),
            QuasiAffineExpr.of(pc.modulo(pc.sum(pc.affine(pc.affineIV("i")), pc.shardId(2)), 8))));
    Instruction i = new Instruction("Nop", "n0");
    i.setIns(list(sym));
    mainWith(i);
    BirException e = assertThrows(BirException.class, () -> json(m, 1));
    assertEquals("/functions/0/blocks/0/instructions/0/ins/0/addrs/1/numer", e.pointer());
  }

  @Test
  void aRefusalNestedInAnOpcodesKeyOrInUnknownContentHasItsFullPointer() {
    QuasiAffineExpr sum = QuasiAffineExpr.of(pc.sum(pc.affine(pc.affineIV("i")), pc.shardId(2)));
    Instruction t = bare(new Instruction(TestOpcode.OPCODE, "t0"));
    TestOpcode f = new TestOpcode();
    f.pairs = List.of(new TestOpcode.Pair(1, axis("ok")), new TestOpcode.Pair(2, sum));
    t.setFields(f);
    mainWith(t);
    BirException inField = assertThrows(BirException.class, () -> json(m, 1));
    assertEquals("/functions/0/blocks/0/instructions/0/pairs/1/1", inField.pointer());

    f.pairs = null;
    t.unknownKeys()
        .add(
            member(
                "x/y",
                new JsonValue.JsonArray(
                    List.of(
                        JsonValue.JsonNull.NULL,
                        new JsonValue.JsonObject(
                            List.of(member("b", new JsonValue.JsonExpr(sum))))))));
    BirException inUnknown = assertThrows(BirException.class, () -> json(m, 1));
    assertEquals("/functions/0/blocks/0/instructions/0/x~1y/1/b", inUnknown.pointer());
  }

  @Test
  void aFailedWriteLeavesItsOutputUnterminated() throws IOException {
    Module sample = Sample.everySite(Sample.SUMS);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    assertThrows(BirException.class, () -> Wire.WRITER.write(sample, out, WriteOptions.version(1)));
    assertTrue(out.size() > 0);
    try (JsonParser p = new JsonFactory().createParser(out.toByteArray())) {
      assertThrows(
          JsonParseException.class,
          () -> {
            while (p.nextToken() != null) {
              // reads to the end, which comes inside the document
            }
          });
    }
  }

  // ---- layout and files

  @Test
  void anIndentPutsOneKeyPerLineAndEndsWithANewline() {
    m.functions().add(new Function("main"));
    String out = Wire.text(Wire.WRITER.toBytes(m, WriteOptions.DEFAULT.withIndent(2)));
    assertEquals(
        "{\n"
            + "  \"version\": 2,\n"
            + "  \"functions\": [\n"
            + "    {\n"
            + "      \"name\": \"main\",\n"
            + "      \"blocks\": []\n"
            + "    }\n"
            + "  ]\n"
            + "}\n",
        out);
  }

  @Test
  void anAtomicWriteReplacesTheTarget(@TempDir Path dir) throws IOException {
    Path target = dir.resolve("out.json");
    Files.writeString(target, "old");
    Module sample = Sample.everySite(Sample.AXES);
    Wire.WRITER.writeAtomically(sample, target, WriteOptions.DEFAULT);
    assertArrayEquals(
        Wire.WRITER.toBytes(sample, WriteOptions.DEFAULT), Files.readAllBytes(target));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
  }

  @Test
  void anAtomicWriteThatFailsMidwayLeavesTheTargetAndNoTemporaryFile(@TempDir Path dir)
      throws IOException {
    Path target = dir.resolve("out.json");
    Files.writeString(target, "precious");
    Module sample = Sample.everySite(Sample.SUMS);
    assertThrows(
        BirException.class,
        () -> Wire.WRITER.writeAtomically(sample, target, WriteOptions.version(1)));
    assertEquals("precious", Files.readString(target, StandardCharsets.UTF_8));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(1, files.count());
    }
  }
}
