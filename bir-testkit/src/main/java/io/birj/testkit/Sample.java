package io.birj.testkit;

import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.DynamicForLoopAxis;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Module;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.pelican.Expr;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;

/**
 * A module with an expression at every kind of site the writer has, each made by a factory from the
 * site's number (0, 1, 2, ... in document order), and the pointers of those sites in the written
 * document, in the same order: the specification of where expressions sit.
 */
public final class Sample {
  /** Makes the expression of site {@code k}. */
  @FunctionalInterface
  public interface Factory {
    Expr make(PelicanContext pc, int k);
  }

  /** Site {@code k} holds {@code 1*a<k> + 0}. */
  public static final Factory AXES = (pc, k) -> pc.affine(pc.affineIV("a" + k));

  /** Site {@code k} holds {@code sum(a<k>, shard(4))}, which version 1 cannot hold. */
  public static final Factory SUMS =
      (pc, k) -> pc.sum(pc.affine(pc.affineIV("a" + k)), pc.shardId(4));

  private static final String I0 = "/functions/0/blocks/0/instructions/0";
  private static final String DFL = "/functions/0/blocks/0/instructions/1";
  private static final String DW = DFL + "/blocks/0/instructions/0";
  private static final String LOOP_BODY = DW + "/blocks/0/instructions/0/blocks/0/instructions/0";

  /** The pointers of the sites, in order. */
  public static final List<String> POINTERS =
      List.of(
          "/functions/0/allocations/0/memorylocations/0/x_ml",
          "/functions/0/blocks/0/arguments/0/incoming_values/0/0",
          I0 + "/unroll_dependencies/0/2/0",
          I0 + "/unroll_dependencies/0/3/0/expr",
          I0 + "/ins/0/addrs/0",
          I0 + "/ins/0/addrs/1",
          I0 + "/ins/1/expr",
          I0 + "/ins/2/dynamic_ap_info/offset_expr",
          I0 + "/indirection_ins/0/addrs/0",
          I0 + "/outs/0/addrs/0",
          I0 + "/predicates/0/expr",
          I0 + "/order/0",
          I0 + "/queue",
          I0 + "/bound",
          I0 + "/bounds/0",
          I0 + "/bounds/1",
          I0 + "/pairs/0/1",
          I0 + "/duplicate",
          I0 + "/extra/deep/0",
          I0 + "/x_i",
          DFL + "/lb",
          DFL + "/ub",
          DFL + "/stride",
          DW + "/cond",
          LOOP_BODY + "/ins/0/addrs/0",
          "/nki_functions/0/blocks/0/instructions/0/order/0",
          "/queues/0/blocks/0/instructions/0/ins/0/addrs/0",
          "/x_mod/a/0");

  /** The site written in version 2 whatever the target version. */
  public static final String ALWAYS_V2_POINTER = I0 + "/ins/2/dynamic_ap_info/offset_expr";

  private final Module m = new Module();
  private final PelicanContext pc = m.pelican();
  private final Factory factory;
  private int next;

  private Sample(Factory factory) {
    this.factory = factory;
  }

  /** The module, every site's expression made by {@code factory}. */
  public static Module everySite(Factory factory) {
    return new Sample(factory).build();
  }

  private QuasiAffineExpr e() {
    return QuasiAffineExpr.of(factory.make(pc, next++));
  }

  private JsonValue.JsonExpr je() {
    return new JsonValue.JsonExpr(e());
  }

  private static JsonValue.Member member(String key, JsonValue v) {
    return new JsonValue.Member(key, v);
  }

  private Module build() {
    Function main = new Function("main");
    m.functions().add(main);
    MemoryLocationSet set = new MemoryLocationSet("s0");
    MemoryLocation ml = new MemoryLocation("ml0");
    ml.setSkindPresent(false);
    ml.unknownKeys().add(member("x_ml", je()));
    set.setMemoryLocations(new ArrayList<>(List.of(ml)));
    main.setAllocations(new ArrayList<>(List.of(set)));

    BasicBlock b0 = new BasicBlock("b0");
    main.blocks().add(b0);
    BlockArgument arg = new BlockArgument("phi");
    arg.setIncomingValues(
        new ArrayList<>(List.of(new BlockArgument.IncomingValue(je(), new NameRef<>("b0")))));
    b0.setArguments(new ArrayList<>(List.of(arg)));

    Instruction i0 = new Instruction(TestOpcode.OPCODE, "i0");
    b0.instructions().add(i0);
    QuasiAffineExpr u = e();
    i0.setUnrollDependencies(
        new ArrayList<>(
            List.of(
                new UnrollDependency(
                    new NameRef<>("dfl"),
                    EdgeKind.FLOW,
                    EdgeKind.Form.SPELLED,
                    List.of(u),
                    List.of(new AffinePredicate(e(), "GE"))))));
    SymbolicAp in0 = new SymbolicAp();
    in0.setAddrs(new ArrayList<>(List.of(e(), e())));
    SymbolicImmValue in1 = new SymbolicImmValue();
    in1.setExpr(e());
    PhysicalAp in2 = new PhysicalAp();
    DynamicApInfo dyn = new DynamicApInfo();
    dyn.setOffsetExpr(e());
    in2.setDynamicApInfo(dyn);
    i0.setIns(new ArrayList<>(List.of(in0, in1, in2)));
    SymbolicAp pwap = new SymbolicAp(SymbolicAp.KIND_PWAP);
    pwap.setAddrs(new ArrayList<>(List.of(e())));
    i0.setIndirectionIns(new ArrayList<>(List.of(pwap)));
    SymbolicAp out0 = new SymbolicAp();
    out0.setAddrs(new ArrayList<>(List.of(e())));
    i0.setOuts(new ArrayList<>(List.of(out0)));
    i0.setPredicates(new ArrayList<>(List.of(new AffinePredicate(e(), "GE"))));
    i0.setOrder(new ArrayList<>(List.of(e())));
    i0.setQueueExpr(e());
    TestOpcode f = new TestOpcode();
    f.bound = e();
    f.bounds = List.of(e(), e());
    f.pairs = List.of(new TestOpcode.Pair(1, e()));
    f.duplicate = MaybeAffine.affine(e());
    f.extra =
        new JsonValue.JsonObject(
            List.of(
                member("deep", new JsonValue.JsonArray(List.of(je(), JsonValue.JsonNull.NULL)))));
    i0.setFields(f);
    i0.unknownKeys().add(member("x_i", je()));

    DynamicForLoop dfl = new DynamicForLoop("dfl");
    dfl.setAxis(new DynamicForLoopAxis("d"));
    dfl.setLb(e());
    dfl.setUb(e());
    dfl.setStride(e());
    b0.instructions().add(dfl);
    BasicBlock b1 = new BasicBlock("b1");
    dfl.blocks().add(b1);
    DoWhile dw = new DoWhile("dw");
    dw.setCond(e());
    b1.instructions().add(dw);
    BasicBlock b2 = new BasicBlock("b2");
    dw.blocks().add(b2);
    Loop loop = new Loop("l", new LoopAxis("j", 0, 4, 1));
    b2.instructions().add(loop);
    BasicBlock b3 = new BasicBlock("b3");
    loop.blocks().add(b3);
    Instruction body = new Instruction("Nop", "body");
    SymbolicAp bodyIn = new SymbolicAp();
    bodyIn.setAddrs(new ArrayList<>(List.of(e())));
    body.setIns(new ArrayList<>(List.of(bodyIn)));
    b3.instructions().add(body);

    Function nki = new Function("k0");
    BasicBlock kb = new BasicBlock("kb");
    Instruction k = new Instruction("Nop", "k");
    k.setOrder(new ArrayList<>(List.of(e())));
    kb.instructions().add(k);
    nki.blocks().add(kb);
    m.setNkiFunctions(new ArrayList<>(List.of(nki)));

    DmaQueue q = new DmaQueue("q0");
    BasicBlock qb = new BasicBlock("qb");
    Instruction dma = new Instruction("DMABlock", "d0");
    SymbolicAp dmaIn = new SymbolicAp();
    dmaIn.setAddrs(new ArrayList<>(List.of(e())));
    dma.setIns(new ArrayList<>(List.of(dmaIn)));
    dma.setBlocks(new ArrayList<>());
    qb.instructions().add(dma);
    q.blocks().add(qb);
    m.setQueues(new ArrayList<>(List.of(q)));

    m.unknownKeys()
        .add(
            member(
                "x_mod",
                new JsonValue.JsonObject(
                    List.of(member("a", new JsonValue.JsonArray(List.of(je())))))));
    if (next != POINTERS.size()) {
      throw new AssertionError(
          "the sample has " + next + " sites, POINTERS lists " + POINTERS.size());
    }
    return m;
  }
}
