package io.birj.synth;

import static io.birj.synth.Exprs.affine;
import static io.birj.synth.Exprs.ccDiv;
import static io.birj.synth.Exprs.ccGetRank;
import static io.birj.synth.Exprs.floorDiv;
import static io.birj.synth.Exprs.iv;
import static io.birj.synth.Exprs.modulo;
import static io.birj.synth.Exprs.mult;
import static io.birj.synth.Exprs.register;
import static io.birj.synth.Exprs.shard;
import static io.birj.synth.Exprs.sum;
import static io.birj.synth.Operands.ap;
import static io.birj.synth.Operands.imm;
import static io.birj.synth.Operands.physical;
import static io.birj.synth.Operands.registerAccess;
import static io.birj.synth.Operands.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The contents of one function: its storage and its kernels. A kernel is what a compiler makes of
 * one operator after {@code lower_sync}: a DMA trigger that fills a tile from DRAM through a DMA
 * block, a loop over the tile that waits on that block, computes (activation, matmult, a nested
 * loop of tensor ops), counts and branches; now and then a collective, a dynamic loop, a do-while
 * or a call. Names are unique in their function except the loop counter, which real dumps repeat in
 * every loop body (and which only its own block's branch names).
 */
final class Kernels {
  /** The queue of the DMA blocks, and the queue of the collectives. */
  static final String DMA_QUEUE = "qSyncIO";

  static final String CC_QUEUE = "qCC";

  /** The function every document ends with, called from main. */
  static final String CALLEE = "callee";

  static final String CALLEE_MEMORY = "cal_mem";

  /** The Call in main that {@code call_to_physical_memlocs} binds. */
  static final String MAIN_CALL = "call0";

  /** The loop counter's name, as real dumps spell it in every loop body. */
  static final String COUNTER = "scf.for-Inc_inst__I-10-0-SP0";

  private static final String[] ACTIVATIONS = {
    "Gelu_apprx_tanh", "Relu", "Exp", "Silu", "Sigmoid", "Tanh", "Identity", "Copy"
  };
  private static final String[] ALU = {"add", "mult", "max", "subtract", "bypass"};
  private static final String[] ENGINES = {"DVE", "Pool", "Activation"};
  private static final long[] COEFFS = {1, 2, 3, 4, 8, 64, 128, 512, 1024, 2048};

  /**
   * The access pattern of the tiles the kernels work on: 128 rows of 512 elements, the rows 2048
   * elements apart.
   */
  private static final List<List<Long>> TILE = ap(2048, 128, 1, 512);

  private final boolean deep;

  Kernels(boolean deep) {
    this.deep = deep;
  }

  // ---- storage -------------------------------------------------------------------------------

  /** The memory location a function's input tensor lives in (queue descriptors read it). */
  static String inputOf(String function) {
    return "in_" + function;
  }

  static List<Obj> allocations(String function, SplittableRandom rnd) {
    long width = 256L << rnd.nextInt(3);
    List<Obj> out = new ArrayList<>();
    String in = inputOf(function);
    String outName = "out_" + function;
    out.add(
        new Obj()
            .put("Skind", "memory_location_set")
            .put("name", "in_set")
            .put("kind", "ExternalInput")
            .put("tensor_class", "Tensor")
            .put("addr_space", "Shared")
            .put("dtype", "bfloat16")
            .put("partition_dim", 0L)
            .put("tensor_shape", List.of(128L, width))
            .put("debug", new Obj().put("tensor_name", "x").put("shape", List.of(128L, width)))
            .put(
                "memorylocations",
                List.of(
                    new Obj()
                        .put("Skind", "memory_location")
                        .put("name", in)
                        .put("type", "DRAM")
                        .put("addr", rnd.nextLong(1L << 32) & ~0xfffL)
                        .put("dims", List.of(128L, 2 * width))
                        .put("tensor_id", 0L)
                        .put("alias", List.of(List.of("out_set", outName, 3L)))))
            .put("tensorId2MemLocSize", 1L));
    out.add(
        new Obj()
            .put("Skind", "memory_location_set")
            .put("name", "out_set")
            .put("kind", "ExternalOutput")
            .put("tensor_class", "Tensor")
            .put("dtype", "bfloat16")
            .put("tensor_shape", List.of(128L, width))
            .put(
                "memorylocations",
                List.of(
                    new Obj()
                        .put("Skind", "memory_location")
                        .put("name", outName)
                        .put("type", "DRAM")
                        .put("addr", rnd.nextLong(1L << 32) & ~0xfffL)
                        .put("alias", List.of(List.of(in, 1L))))));
    for (int s = 0; s < 4; s++) {
      List<Obj> locs = new ArrayList<>();
      for (int m = 0; m < 2; m++) {
        locs.add(
            new Obj()
                .put("name", "sb" + s + "_" + m)
                .put("type", "SB")
                .put("addr", (long) (s * 2 + m) * 8192)
                .put("dims", List.of(128L, 2048L))
                .put("base", (long) m * 32)
                .put("allocated", true));
      }
      out.add(
          new Obj()
              .put("Skind", "memory_location_set")
              .put("name", "sb_set" + s)
              .put("kind", "Internal")
              .put("dtype", "bfloat16")
              .put("memorylocations", locs));
    }
    out.add(
        new Obj()
            .put("Skind", "memory_location_set")
            .put("name", "idx_set")
            .put("kind", "Internal")
            .put("dtype", "int32")
            .put(
                "memorylocations",
                List.of(
                    new Obj()
                        .put("name", "sb_idx")
                        .put("type", "SB")
                        .put("addr", 65536L)
                        .put("dims", List.of(128L, 64L))
                        .put("base", 32L))));
    List<Obj> psum = new ArrayList<>();
    for (int m = 0; m < 2; m++) {
      psum.add(
          new Obj()
              .put("name", "psum" + m)
              .put("type", "PSUM")
              .put("bank", (long) -2 - m)
              .put("pack_id_hint", (long) m)
              .put("dims", List.of(128L, 2048L))
              .put("base", 0L));
    }
    out.add(
        new Obj()
            .put("Skind", "memory_location_set")
            .put("name", "psum_set")
            .put("kind", "Internal")
            .put("dtype", "float32")
            .put("memorylocations", psum));
    for (String r : new String[] {"r_iv", "r_jv", "r_off", "r_n"}) {
      out.add(new Obj().put("Skind", "register").put("name", r));
    }
    return out;
  }

  /** The callee every document has: one memory location (bound by main's call) and a Return. */
  static Obj callee() {
    return new Obj()
        .put("name", CALLEE)
        .put(
            "allocations",
            List.of(
                new Obj()
                    .put("Skind", "memory_location_set")
                    .put("name", "cal_set")
                    .put("kind", "Internal")
                    .put(
                        "memorylocations",
                        List.of(
                            new Obj()
                                .put("name", CALLEE_MEMORY)
                                .put("type", "DRAM")
                                .put("addr", 0L)))))
        .put(
            "blocks",
            List.of(
                new Obj()
                    .put("name", "Block1")
                    .put("instructions", List.of(plain("ret", "Return", "SP")))));
  }

  // ---- kernels ---------------------------------------------------------------------------

  /** Where a kernel stands: its function, its number there, its semaphore and schedule. */
  record Place(String function, int kernel, boolean inMain, long semaphore, long cycle) {
    String suffix() {
      return "_" + kernel;
    }

    String dmaBlock() {
      return "dblk_" + function + suffix();
    }
  }

  /** The instructions one kernel puts in its function's block. */
  List<Obj> kernel(Place at, SplittableRandom rnd) {
    String s = at.suffix();
    List<Obj> out = new ArrayList<>();
    if (at.inMain() && at.kernel() == 0) {
      out.add(header("call0", "Call", "SP", at.cycle()).put("target", CALLEE));
    }
    out.add(
        header("dma_in" + s, "DMATrigger", "SP", at.cycle())
            .put("queue", DMA_QUEUE)
            .put("dma_blocks", List.of(at.dmaBlock()))
            .put("sync_info", updates(at.semaphore()))
            .put("dma_trigger_debug_update_semaphore_id", at.semaphore() + 1)
            .put("debug", debug(rnd, "load")));
    out.add(
        named("iv_init" + s, "RegisterMove", "SP")
            .put("ins", List.of(imm("int32", 0L)))
            .put("outs", List.of(registerAccess("r_iv"))));
    out.add(outerLoop(at, rnd));
    int variant = at.kernel() % 8;
    if (variant % 4 == 1) {
      out.add(collective(at, rnd));
    }
    if (variant == 2) {
      out.add(dynamicLoop(at, rnd));
    }
    if (variant == 6) {
      out.add(doWhile(at));
    }
    return out;
  }

  private Obj outerLoop(Place at, SplittableRandom rnd) {
    String s = at.suffix();
    long ub = 2 + rnd.nextInt(14);
    String body = "B" + at.kernel() + "_LoopBody_1";
    String exit = "B" + at.kernel() + "_LoopExit_1";
    Obj i = iv("i");
    long c0 = rnd.nextLong(1 << 16);
    long tile = COEFFS[6 + rnd.nextInt(4)];
    List<Obj> inside = new ArrayList<>();
    inside.add(
        named("wait_in" + s, "NoOp", "PE")
            .put("ins", List.of())
            .put("outs", List.of())
            .put(
                "sync_info",
                Obj.of(
                    "on_wait",
                    List.of(
                        new Obj()
                            .put("from", at.dmaBlock())
                            .put("id", at.semaphore())
                            .put("wait_value", 1L)))));
    Obj rotation =
        modulo(
            sum(
                affine(c0, i, tile),
                floorDiv(affine(c0 % 7 + 1, i, COEFFS[rnd.nextInt(4)]), 2),
                mult(i, tile / 2)),
            tile * ub);
    inside.add(
        header("act" + s, "Activation", "Activation", at.cycle() + 1)
            .put(
                "dependencies",
                List.of(List.of("wait_in" + s, "Flow"), List.of("iv_init" + s, 1L), "dma_in" + s))
            .put(
                "loop_carried_dependencies",
                List.of(List.of("act" + s, "Anti", List.of(1L)), List.of("mm" + s, "Flow")))
            .put(
                "ins",
                List.of(
                    bf16Tile("sb_set0", address(rotation, rnd)),
                    imm("float32", 0.5 + rnd.nextInt(8) / 4.0)))
            .put("outs", List.of(physical(TILE, 0, "bfloat16", "psum0", "psum_set")))
            .put("func", ACTIVATIONS[rnd.nextInt(ACTIVATIONS.length)])
            .put("loopnest", List.of("i"))
            .put("debug", debug(rnd, "act")));
    inside.add(
        header("mm" + s, "Matmult", "PE", at.cycle() + 2)
            .put("dependencies", List.of(List.of("act" + s, "Flow")))
            .put(
                "ins",
                List.of(
                    physicalAt(TILE, 512, 4, rnd, "bfloat16", "sb0_0", "sb_set0"),
                    Operands.registerAp(
                        ap(2048, 128, 1, 64), "bfloat16", "sb_set1", "r_iv", "r_off")))
            .put(
                "indirection_ins",
                List.of(physical(ap(64, 128, 1, 64), 0, "int32", "sb_idx", "idx_set")))
            .put("outs", List.of(physical(TILE, 0, "float32", "psum1", "psum_set")))
            .put(
                "predicates",
                List.of(new Obj().put("expr", affine(ub - 1, i, -1L)).put("cmp", "GE")))
            .put("order", List.of(affine(rnd.nextInt(16), i, (long) ub)))
            .put(
                "unroll_dependencies",
                List.of(List.of("act" + s, "Output", List.of(affine(1)), List.of())))
            .put("replication_num_rows", affine(32, i, 32L))
            .put("perf_mode", "None")
            .put("loopnest", List.of("i")));
    inside.add(innerLoop(at, rnd, ub));
    inside.add(
        named("red" + s, "TensorReduce", "Pool")
            .put("dependencies", List.of(List.of("loop_j" + s, "Flow")))
            .put("ins", List.of(physical(TILE, 0, "float32", "psum1", "psum_set")))
            .put(
                "outs",
                List.of(
                    physicalAt(ap(2048, 128, 1, 1), 1024, 8, rnd, "float32", "sb2_0", "sb_set2")))
            .put("op", "max")
            .put("axis", "X"));
    return loop("i", s, at.cycle(), ub, false, body, exit, inside);
  }

  private Obj innerLoop(Place at, SplittableRandom rnd, long outer) {
    String s = at.suffix();
    long ub = 2 + rnd.nextInt(6);
    String body = "B" + at.kernel() + "_LoopBody_2";
    String exit = "B" + at.kernel() + "_LoopExit_2";
    Obj i = iv("i");
    Obj j = iv("j");
    long c1 = rnd.nextLong(1 << 20);
    long c2 = rnd.nextLong(1 << 20);
    List<Obj> inside = new ArrayList<>();
    inside.add(
        named("tt" + s, "TensorTensor", ENGINES[rnd.nextInt(ENGINES.length)])
            .put("dependencies", List.of(List.of("mm" + s, "Flow")))
            .put(
                "ins",
                List.of(
                    bf16Tile(
                        "sb_set1",
                        address(affine(c1, i, 2048L, j, 512L, register("r_off"), 4L), rnd)),
                    bf16Tile("sb_set2", address(affine(c2, i, 1024L, j, 1L), rnd))))
            .put("outs", List.of(physicalAt(TILE, 512, 16, rnd, "bfloat16", "sb3_1", "sb_set3")))
            .put("op", ALU[rnd.nextInt(ALU.length)])
            .put("loopnest", List.of("i", "j")));
    inside.add(
        named("cp" + s, "TensorCopy", "DVE")
            .put("dependencies", List.of(List.of("tt" + s, "Flow")))
            .put(
                "ins",
                List.of(
                    symbolic(
                        "symbolic_pwap",
                        TILE,
                        "float32",
                        "psum_set",
                        List.of(address(affine(c2 % 4096, j, 512L, shard(4), 1024L), rnd))),
                    Operands.symbolicImm(
                        "int32", rnd.nextInt(4), ccDiv(affine(0, j, 1L), 2, 1 + rnd.nextInt(3))),
                    Operands.immArray("int32", List.of(1L, 2L, 3L + rnd.nextInt(64)))))
            .put(
                "outs",
                List.of(
                    physical(TILE, 0, "float32", "out_" + at.function(), "out_set")
                        .put(
                            "dynamic_ap_info",
                            new Obj()
                                .put("indirect_dim", "W")
                                .put("indirect_dim_max_index", 128L)
                                .put("offset_expr", register("r_off"))))));
    inside.add(
        named("tsp" + s, "TensorScalarPtr", "DVE")
            .put("dependencies", List.of(List.of("cp" + s, 4L)))
            .put("ins", List.of(physical(TILE, 0, "bfloat16", "sb3_1", "sb_set3")))
            .put("outs", List.of(physicalAt(TILE, 256, 8, rnd, "bfloat16", "sb3_0", "sb_set3")))
            .put("op0", "mult")
            .put("reverse0", false)
            .put("op1", "add")
            .put("reverse1", false));
    return loop("j", s, at.cycle() + 3, ub, null, body, exit, inside);
  }

  /**
   * The loop over axis {@code name} (its counter the register {@code r_NAMEv}): {@code inside},
   * closed by the counter's step and the branch back, then an exit block; {@code parallel} is its
   * isParallel, {@code null} for none.
   */
  private static Obj loop(
      String name,
      String s,
      long cycle,
      long ub,
      Boolean parallel,
      String body,
      String exit,
      List<Obj> inside) {
    String counter = "r_" + name + "v";
    inside.add(counter(counter));
    inside.add(branch("br_" + name + s, counter, ub, body, exit));
    Obj loop = header("loop_" + name + s, "Loop", "SP", cycle).put("LoopAxis", axis(name, ub));
    if (parallel != null) {
      loop.put("isParallel", parallel);
    }
    return loop.put("ins", List.of())
        .put("outs", List.of())
        .put(
            "blocks",
            List.of(
                block(body, inside),
                block(exit, List.of(plain("exit_" + name + s, "NoOp", "SP")))));
  }

  private Obj collective(Place at, SplittableRandom rnd) {
    return header("cc" + at.suffix(), "CollectiveCompute", "Pool", at.cycle() + 5)
        .put("ins", List.of(physical(TILE, 0, "bfloat16", "sb0_1", "sb_set0")))
        .put("outs", List.of(physical(TILE, 0, "bfloat16", "sb1_1", "sb_set1")))
        .put("queue", CC_QUEUE)
        .put("kind", "AllReduce")
        .put("replica_groups", List.of(List.of(0L, 1L), List.of(2L, 3L)))
        .put("cc_channel", ccGetRank(0, rnd.nextInt(8)))
        .put("op", "add");
  }

  private Obj dynamicLoop(Place at, SplittableRandom rnd) {
    String s = at.suffix();
    return header("dyn" + s, "DynamicForLoop", "SP", at.cycle() + 6)
        .put("DynamicForLoopAxis", Obj.of("name", "k"))
        .put("lb", affine(0))
        .put("ub", register("r_n"))
        .put("stride", affine(1))
        .put("ins", List.of())
        .put("outs", List.of())
        .put(
            "blocks",
            List.of(
                block(
                    "B" + at.kernel() + "_Dyn",
                    List.of(
                        named("ms" + s, "Memset", "Pool")
                            .put("ins", List.of())
                            .put(
                                "outs",
                                List.of(
                                    bf16Tile("sb_set2", affine(rnd.nextInt(4096), iv("k"), 512L))))
                            .put("mode", "Const")
                            .put("constant", 0L)))));
  }

  private Obj doWhile(Place at) {
    String s = at.suffix();
    return header("dw" + s, "DoWhile", "SP", at.cycle() + 7)
        .put("cond", register("r_n"))
        .put("ins", List.of())
        .put("outs", List.of())
        .put(
            "blocks",
            List.of(
                block("B" + at.kernel() + "_DoWhile", List.of(plain("nop_w" + s, "NoOp", "SP")))));
  }

  /** The DMA block a kernel's trigger fills its tile through, in the DMA queue. */
  static Obj dmaBlock(Place at) {
    String s = at.function() + at.suffix();
    List<Obj> descriptors = new ArrayList<>(2);
    for (int d = 0; d < 2; d++) {
      descriptors.add(
          named("d_" + s + "_" + d, "DMADescriptorCopy", "DMA")
              .put(
                  "ins",
                  List.of(
                      physical(
                          ap(1024, 128, 1, 512),
                          (long) at.kernel() * 1024 + d * 512,
                          "bfloat16",
                          inputOf(at.function()),
                          "in_set")))
              .put("outs", List.of(physical(TILE, d * 512L, "bfloat16", "sb0_0", "sb_set0"))));
    }
    return named(at.dmaBlock(), "DMABlock", "DMA")
        .put("ins", List.of())
        .put("outs", List.of())
        .put("blocks", List.of(block("desc", descriptors)))
        .put("sync_info", updates(at.semaphore()));
  }

  // ---- parts -------------------------------------------------------------------------------

  /** An address: as it is, or (expression-heavy) deepened into a shared tree over it. */
  private Obj address(Obj e, SplittableRandom rnd) {
    if (!deep) {
      return e;
    }
    return Exprs.deep(e, 6 + rnd.nextInt(4), 1L << (12 + rnd.nextInt(4)), 2 + rnd.nextInt(6));
  }

  static Obj named(String name, String opcode, String engine) {
    return new Obj().put("name", name).put("opcode", opcode).put("engine", engine);
  }

  /** A physical access pattern at a random one of {@code slots} offsets {@code stride} apart. */
  private static Obj physicalAt(
      List<List<Long>> ap,
      long stride,
      int slots,
      SplittableRandom rnd,
      String dtype,
      String memref,
      String memsetref) {
    return physical(ap, stride * rnd.nextInt(slots), dtype, memref, memsetref);
  }

  /** A bfloat16 {@code symbolic_ap} of a 128 x 512 tile (rows 2048 apart) of {@code memsetref}. */
  private static Obj bf16Tile(String memsetref, Obj... addrs) {
    return symbolic("symbolic_ap", TILE, "bfloat16", memsetref, List.of(addrs));
  }

  private static Obj plain(String name, String opcode, String engine) {
    return named(name, opcode, engine).put("ins", List.of()).put("outs", List.of());
  }

  private static Obj header(String name, String opcode, String engine, long cycle) {
    return new Obj()
        .put("name", name)
        .put("origin", "Internal")
        .put("opcode", opcode)
        .put("engine", engine)
        .put("engine_id", 0L)
        .put("scheduled_start", cycle)
        .put("scheduled_end", cycle + 4)
        .put("optin_passes", List.of());
  }

  private static Obj counter(String register) {
    return named(COUNTER, "RegisterAlu", "SP")
        .put("ins", List.of(registerAccess(register), imm("int32", 1L)))
        .put("outs", List.of(registerAccess(register)))
        .put("op", "add");
  }

  private static Obj branch(String name, String register, long bound, String body, String exit) {
    return named(name, "CompareAndBranch", "SP")
        .put("dependencies", List.of(List.of(COUNTER, "Ordered")))
        .put("ins", List.of(registerAccess(register), imm("int32", bound)))
        .put("outs", List.of())
        .put("comp_op", "IS_LTIMM")
        .put("on_true", body)
        .put("on_false", exit);
  }

  private static Obj axis(String name, long ub) {
    return new Obj().put("name", name).put("lb", 0L).put("ub", ub).put("stride", 1L);
  }

  static Obj block(String name, List<Obj> instructions) {
    return new Obj().put("name", name).put("instructions", instructions);
  }

  private static Obj updates(long semaphore) {
    return Obj.of("on_update", List.of(new Obj().put("id", semaphore).put("update_value", 1L)));
  }

  private static Obj debug(SplittableRandom rnd, String op) {
    return new Obj()
        .put("lineno", (long) rnd.nextInt(4000))
        .put("filename", "kernel.py")
        .put("op_name", op);
  }
}
