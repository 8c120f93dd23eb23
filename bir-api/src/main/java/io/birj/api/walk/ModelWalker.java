package io.birj.api.walk;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.container.Keys;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Allocation;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.BlockHolder;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Function;
import io.birj.api.model.ImmArray;
import io.birj.api.model.ImmValue;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.ModelObject;
import io.birj.api.model.Module;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import io.birj.api.model.UnrollDependency;
import io.birj.api.pointer.DocPointer;
import io.birj.api.pointer.TrackingGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.List;

/**
 * Visits a module in document order, each thing with its JSON Pointer ({@link DocPointer}) in the
 * document the writer (io.birj.writer.BirWriter) writes: functions, NKI functions, queues, blocks,
 * instructions (structured ones and their regions included), operands, and every expression
 * wherever it sits: operands, predicates, {@code order}, unroll dependencies, region bounds, {@code
 * dynamic_ap_info.offset_expr}, {@code queue}, an opcode's typed keys (the affine arm of a
 * MaybeAffine key included) and the expressions found in unknown content ({@link
 * JsonValue.JsonExpr}).
 *
 * <p>An opcode's keys are walked by their own writer ({@link OpcodeFields#writeFields}) into
 * nothing, so every expression it would write is visited, at the pointer it would have, however the
 * opcode nests it.
 */
public final class ModelWalker {
  /** What a walk reports; every method is optional. */
  public interface Visitor {
    default void function(DocPointer at, Function f) {}

    default void nkiFunction(DocPointer at, Function f) {}

    default void queue(DocPointer at, DmaQueue q) {}

    default void block(DocPointer at, BasicBlock b) {}

    /** A block, with where it stands ({@code where} is live: read it now, do not keep it). */
    default void block(DocPointer at, BasicBlock b, Where where) {
      block(at, b);
    }

    /** After a block's instructions and their regions. */
    default void leaveBlock(DocPointer at, BasicBlock b) {}

    default void instruction(DocPointer at, Instruction i) {}

    /** An instruction, with where it stands ({@code where} is live: read it now). */
    default void instruction(DocPointer at, Instruction i, Where where) {
      instruction(at, i);
    }

    /**
     * Into a structured instruction's blocks, after its own keys were visited: {@code where}
     * already has it as its holder.
     */
    default void enterRegion(DocPointer at, Instruction owner, Where where) {}

    /** Out of a structured instruction's blocks, before its unknown keys. */
    default void leaveRegion(DocPointer at, Instruction owner) {}

    /** After an instruction: its keys, its region (if any) and its unknown keys. */
    default void leaveInstruction(DocPointer at, Instruction i) {}

    default void operand(DocPointer at, Operand op) {}

    /** An allocation of a function (a set, a memory location, a register, or one kept raw). */
    default void allocation(DocPointer at, Allocation a) {}

    default void expr(DocPointer at, QuasiAffineExpr e) {}

    /**
     * A key no model holds, kept as read ({@code at} is the key's own pointer). {@code place} says
     * what holds it, as the unknown-key report groups them: {@code module}, {@code function},
     * {@code instruction[Activation]}, {@code operand[physical_ap]}, {@code memory_location}, ...
     */
    default void unknownKey(DocPointer at, String place, JsonValue.Member key) {}

    /**
     * Whether the walk goes into what objects hold (operands, expressions, an opcode's keys,
     * unknown keys). A visitor of the structure alone (blocks, instructions, regions) says no, and
     * the walk costs it nothing more.
     */
    default boolean visitsContent() {
      return true;
    }

    /**
     * Whether a content walk goes into an opcode's keys (written by the opcode, for the expressions
     * they hold). A visitor of the container's own content (operands, unknown keys) says no.
     */
    default boolean visitsFields() {
      return visitsContent();
    }
  }

  /**
   * Where a walk stands in a block region, as it stands: the holder of the current block list (a
   * function, a queue, or the structured instruction the walk is inside), how many structured
   * instructions enclose it, the block and the index of the instruction in it.
   */
  public interface Where {
    /** The holder of the current block list. */
    BlockHolder holder();

    /** The holder's own pointer. */
    DocPointer holderAt();

    /** The structured instructions around the current block (0 in a function's or queue's). */
    int depth();

    /**
     * The holders from the outermost (a function or queue) to the innermost, {@code depth() + 1} of
     * them; a new list on each call.
     */
    List<BlockHolder> holders();

    /** The current block. */
    BasicBlock block();

    /** The current block's index in its holder's list. */
    int blockIndex();

    /** The current instruction's index in its block ({@code -1} at the block itself). */
    int instructionIndex();
  }

  private ModelWalker() {}

  public static void walk(Module m, Visitor v) {
    new Walk(v, v.visitsContent()).module(m);
  }

  /**
   * Walks one holder's block region alone (a function's or a queue's blocks and everything in
   * them), {@code at} being the holder's pointer: what a checker of one scope needs.
   */
  public static void walkRegion(BlockHolder holder, DocPointer at, Visitor v) {
    region(new Walk(v, v.visitsContent()), holder, at);
  }

  /**
   * As {@link #walkRegion}, the structure alone (blocks, instructions, regions), whatever {@code
   * v.visitsContent()} says: what the checker's scopes and the writer's emitter walk.
   */
  public static void walkStructure(BlockHolder holder, DocPointer at, Visitor v) {
    region(new Walk(v, false), holder, at);
  }

  private static void region(Walk w, BlockHolder holder, DocPointer at) {
    if (holder.blocks() != null) {
      w.blocks(holder, at, holder.blocks());
    }
  }

  private static final class Walk implements Where {
    private final Visitor v;
    private JsonGenerator probe;
    private final ArrayDeque<Region> open = new ArrayDeque<>();
    private BlockHolder root;
    private DocPointer rootAt;
    private final boolean content;

    Walk(Visitor v, boolean content) {
      this.v = v;
      this.content = content;
    }

    void module(Module m) {
      DocPointer root = DocPointer.ROOT;
      json(root.key(Keys.ARCH_REV), m.archRev());
      json(root.key(Keys.ATTRIBUTES), m.attributes());
      List<Function> fs = m.functions();
      for (int i = 0; i < fs.size(); i++) {
        DocPointer at = root.key(Keys.FUNCTIONS).index(i);
        v.function(at, fs.get(i));
        function(at, Places.FUNCTION, fs.get(i));
      }
      if (m.nkiFunctions() != null) {
        for (int i = 0; i < m.nkiFunctions().size(); i++) {
          DocPointer at = root.key(Keys.NKI_FUNCTIONS).index(i);
          v.nkiFunction(at, m.nkiFunctions().get(i));
          function(at, Places.NKI_FUNCTION, m.nkiFunctions().get(i));
        }
      }
      if (m.queues() != null) {
        for (int i = 0; i < m.queues().size(); i++) {
          DocPointer at = root.key(m.queuesKey()).index(i);
          DmaQueue q = m.queues().get(i);
          v.queue(at, q);
          if (q.blocks() != null) {
            blocks(q, at, q.blocks());
          }
          unknown(at, Places.QUEUE, q);
        }
      }
      unknown(root, Places.MODULE, m);
    }

    private void function(DocPointer at, String place, Function f) {
      json(at.key(Keys.ATTRIBUTES), f.attributes());
      if (f.allocations() != null) {
        for (int i = 0; i < f.allocations().size(); i++) {
          allocation(at.key(Keys.ALLOCATIONS).index(i), f.allocations().get(i));
        }
      }
      blocks(f, at, f.blocks());
      unknown(at, place, f);
    }

    private void allocation(DocPointer at, Allocation a) {
      if (!content) {
        return;
      }
      v.allocation(at, a);
      if (a instanceof UnknownAllocation u) {
        json(at, u.value());
        unknownAllocation(at, u);
      } else if (a instanceof MemoryLocationSet s) {
        props(at, s.props());
        if (s.memoryLocations() != null) {
          for (int i = 0; i < s.memoryLocations().size(); i++) {
            memoryLocation(at.key(Keys.MEMORY_LOCATIONS).index(i), s.memoryLocations().get(i));
          }
        }
        unknown(at, Places.MEMORY_LOCATION_SET, s);
      } else if (a instanceof MemoryLocation ml) {
        memoryLocation(at, ml);
      } else {
        unknown(at, Places.REGISTER, (Register) a);
      }
    }

    private void memoryLocation(DocPointer at, MemoryLocation ml) {
      props(at, ml.props());
      if (ml.aliases() != null) {
        for (int i = 0; i < ml.aliases().size(); i++) {
          MemoryLocation.Alias a = ml.aliases().get(i);
          json(at.key(Keys.ALIAS).index(i).index(a.destSet() != null ? 2 : 1), a.kind());
        }
      }
      unknown(at, Places.MEMORY_LOCATION, ml);
    }

    /** One open block list: its owner (null at the top), and where the walk stands in it. */
    private static final class Region {
      final DocPointer at;
      final DocPointer ownerAt;
      final Instruction owner;
      final List<BasicBlock> blocks;
      int block = -1;
      int instruction = -1;
      // The current block's pointer and its instructions' (made once per block, not per step).
      DocPointer blockAt;
      DocPointer instructionsAt;
      // The current block, and its instructions' live view (BasicBlock.instructions() makes a new
      // one at each call: made once per block, it sees any edit a visitor makes all the same).
      BasicBlock current;
      List<Instruction> instructions;

      Region(DocPointer at, Instruction owner, DocPointer ownerAt, List<BasicBlock> blocks) {
        this.at = at;
        this.owner = owner;
        this.ownerAt = ownerAt;
        this.blocks = blocks;
      }
    }

    // Regions nest as deep as a document allows: the open ones are on an explicit stack.
    void blocks(BlockHolder holder, DocPointer holderAt, List<BasicBlock> topBlocks) {
      root = holder;
      rootAt = holderAt;
      open.clear();
      open.push(new Region(holderAt.key(Keys.BLOCKS), null, null, topBlocks));
      while (!open.isEmpty()) {
        Region r = open.peek();
        if (r.instruction < 0) {
          if (++r.block >= r.blocks.size()) {
            open.pop();
            if (r.owner != null) {
              v.leaveRegion(r.ownerAt, r.owner);
              unknownOfInstruction(r.ownerAt, r.owner);
              v.leaveInstruction(r.ownerAt, r.owner);
            }
            continue;
          }
          r.blockAt = r.at.index(r.block);
          r.instructionsAt = null;
          r.current = r.blocks.get(r.block);
          r.instructions = r.current.instructions();
          blockHead(r.blockAt, r.current);
          r.instruction = 0;
          continue;
        }
        BasicBlock b = r.blocks.get(r.block);
        if (b != r.current) { // a visitor replaced the block in its list
          r.current = b;
          r.instructions = b.instructions();
        }
        DocPointer bp = r.blockAt;
        if (r.instruction >= r.instructions.size()) {
          v.leaveBlock(bp, b);
          unknown(bp, Places.BLOCK, b);
          r.instruction = -1;
          continue;
        }
        if (r.instructionsAt == null) {
          r.instructionsAt = bp.key(Keys.INSTRUCTIONS);
        }
        DocPointer ip = r.instructionsAt.index(r.instruction);
        Instruction i = r.instructions.get(r.instruction++);
        instruction(ip, i);
        if (i.blocks() != null) {
          open.push(new Region(ip.key(Keys.BLOCKS), i, ip, i.blocks()));
          v.enterRegion(ip, i, this);
        } else {
          unknownOfInstruction(ip, i);
          v.leaveInstruction(ip, i);
        }
      }
    }

    @Override
    public BlockHolder holder() {
      Region r = open.peek();
      return r == null || r.owner == null ? root : r.owner;
    }

    @Override
    public DocPointer holderAt() {
      Region r = open.peek();
      return r == null || r.owner == null ? rootAt : r.ownerAt;
    }

    @Override
    public int depth() {
      return Math.max(0, open.size() - 1);
    }

    @Override
    public List<BlockHolder> holders() {
      List<BlockHolder> out = new java.util.ArrayList<>(open.size());
      out.add(root);
      java.util.Iterator<Region> it = open.descendingIterator();
      while (it.hasNext()) {
        Region r = it.next();
        if (r.owner != null) {
          out.add(r.owner);
        }
      }
      return out;
    }

    @Override
    public BasicBlock block() {
      Region r = open.peek();
      return r == null || r.block < 0 || r.block >= r.blocks.size() ? null : r.blocks.get(r.block);
    }

    @Override
    public int blockIndex() {
      Region r = open.peek();
      return r == null ? -1 : r.block;
    }

    @Override
    public int instructionIndex() {
      Region r = open.peek();
      return r == null || r.instruction <= 0 ? -1 : r.instruction - 1;
    }

    private void blockHead(DocPointer bp, BasicBlock b) {
      v.block(bp, b, this);
      if (!content) {
        return;
      }
      if (b.arguments() != null) {
        for (int a = 0; a < b.arguments().size(); a++) {
          DocPointer ap = bp.key(Keys.ARGUMENTS).index(a);
          BlockArgument arg = b.arguments().get(a);
          if (arg.incomingValues() != null) {
            for (int k = 0; k < arg.incomingValues().size(); k++) {
              json(
                  ap.key(Keys.INCOMING_VALUES).index(k).index(0),
                  arg.incomingValues().get(k).value());
            }
          }
          unknown(ap, Places.BLOCK_ARGUMENT, arg);
        }
      }
    }

    private void instruction(DocPointer at, Instruction i) {
      v.instruction(at, i, this);
      if (!content) {
        return;
      }
      if (i.unrollDependencies() != null) {
        for (int k = 0; k < i.unrollDependencies().size(); k++) {
          UnrollDependency d = i.unrollDependencies().get(k);
          DocPointer dp = at.key(Keys.UNROLL_DEPENDENCIES).index(k);
          exprs(dp.index(2), d.exprs());
          predicates(dp.index(3), d.predicates());
        }
      }
      if (i.syncInfo() != null) {
        syncInfo(at.key(Keys.SYNC_INFO), i.syncInfo());
      }
      // A pointer is made only for what the instruction has: most keys are absent or empty.
      if (i.ins() != null && !i.ins().isEmpty()) {
        operands(at.key(Keys.INS), i.ins());
      }
      if (i.indirectionIns() != null && !i.indirectionIns().isEmpty()) {
        operands(at.key(Keys.INDIRECTION_INS), i.indirectionIns());
      }
      if (i.outs() != null && !i.outs().isEmpty()) {
        operands(at.key(Keys.OUTS), i.outs());
      }
      if (holdsExpressions(i.debug())) {
        json(at.key(Keys.DEBUG), i.debug());
      }
      props(at, i.props());
      if (i.predicates() != null) {
        predicates(at.key(Keys.PREDICATES), i.predicates());
      }
      if (i.order() != null && !i.order().isEmpty()) {
        exprs(at.key(Keys.ORDER), i.order());
      }
      if (i.queueExpr() != null) {
        expr(at.key(Keys.QUEUE), i.queueExpr());
      }
      if (i instanceof Loop l && l.axis() != null) {
        unknown(at.key(Keys.LOOP_AXIS), Keys.LOOP_AXIS, l.axis());
      } else if (i instanceof DynamicForLoop d) {
        if (d.axis() != null) {
          unknown(at.key(Keys.DYNAMIC_FOR_LOOP_AXIS), Keys.DYNAMIC_FOR_LOOP_AXIS, d.axis());
        }
        expr(at.key(Keys.LB), d.lb());
        expr(at.key(Keys.UB), d.ub());
        expr(at.key(Keys.STRIDE), d.stride());
      } else if (i instanceof DoWhile w) {
        expr(at.key(Keys.COND), w.cond());
      }
      if (i.fields() != null && v.visitsFields()) {
        fields(at, i.fields());
      }
      // The region, then the unknown keys: the caller walks them (see blocks).
    }

    private void syncInfo(DocPointer at, SyncInfo s) {
      if (s.onWait() != null) {
        for (int k = 0; k < s.onWait().size(); k++) {
          unknown(at.key(Keys.ON_WAIT).index(k), Places.ON_WAIT, s.onWait().get(k));
        }
      }
      if (s.onUpdate() != null) {
        for (int k = 0; k < s.onUpdate().size(); k++) {
          unknown(at.key(Keys.ON_UPDATE).index(k), Places.ON_UPDATE, s.onUpdate().get(k));
        }
      }
      unknown(at, Keys.SYNC_INFO, s);
    }

    private void predicates(DocPointer at, List<AffinePredicate> preds) {
      for (int k = 0; k < preds.size(); k++) {
        DocPointer pp = at.index(k);
        expr(pp.key(Keys.EXPR), preds.get(k).expr());
        unknown(pp, Places.PREDICATE, preds.get(k));
      }
    }

    private void operands(DocPointer at, List<Operand> ops) {
      if (ops == null) {
        return;
      }
      for (int k = 0; k < ops.size(); k++) {
        DocPointer op = at.index(k);
        Operand o = ops.get(k);
        v.operand(op, o);
        if (o instanceof SymbolicAp s) {
          exprs(op.key(Keys.ADDRS), s.addrs());
        } else if (o instanceof PhysicalAp p && p.dynamicApInfo() != null) {
          DynamicApInfo d = p.dynamicApInfo();
          DocPointer dp = op.key(Keys.DYNAMIC_AP_INFO);
          expr(dp.key(Keys.OFFSET_EXPR), d.offsetExpr());
          unknown(dp, Keys.DYNAMIC_AP_INFO, d);
        } else if (o instanceof ImmValue x) {
          json(op.key(Keys.VALUE), x.value());
        } else if (o instanceof SymbolicImmValue x) {
          json(op.key(Keys.VALUE), x.value());
          jsonList(op.key(Keys.VALUE_LIST), x.valueList());
          expr(op.key(Keys.EXPR), x.expr());
        } else if (o instanceof ImmArray x) {
          jsonList(op.key(Keys.VALUE_ARRAY), x.valueArray());
        }
        if (content && o.hasUnknownKeys()) {
          unknown(op, Places.operand(o), o);
        }
      }
    }

    private void expr(DocPointer at, QuasiAffineExpr e) {
      if (e != null) {
        v.expr(at, e);
      }
    }

    private void exprs(DocPointer at, List<QuasiAffineExpr> list) {
      if (list != null) {
        for (int k = 0; k < list.size(); k++) {
          v.expr(at.index(k), list.get(k));
        }
      }
    }

    private void props(DocPointer at, Props props) {
      if (props.isEmpty()) {
        return; // most objects hold none: no list of keys to make
      }
      for (String key : props.presentKeys()) {
        json(at.key(key), props.get(key));
      }
    }

    /** An instruction's unknown keys; its place's name is made only when it has some. */
    private void unknownOfInstruction(DocPointer at, Instruction i) {
      if (content && i.hasUnknownKeys()) {
        unknown(at, Places.instruction(i), i);
      }
    }

    private void unknown(DocPointer at, String place, ModelObject o) {
      if (content && o.hasUnknownKeys()) {
        for (JsonValue.Member m : o.unknownKeys()) {
          DocPointer key = at.key(m.key());
          if (!m.known()) {
            v.unknownKey(key, place, m);
          }
          json(key, m.value());
        }
      }
    }

    /** An allocation of a {@code Skind} no model holds: each of its keys is unknown. */
    private void unknownAllocation(DocPointer at, UnknownAllocation u) {
      if (u.value() instanceof JsonValue.JsonObject o) {
        String place = Places.allocation(u.skind());
        for (JsonValue.Member m : o.members()) {
          if (!m.key().equals(Allocation.KEY_SKIND)) {
            v.unknownKey(at.key(m.key()), place, m);
          }
        }
      }
    }

    private void jsonList(DocPointer at, List<JsonValue> list) {
      if (list != null) {
        for (int k = 0; k < list.size(); k++) {
          json(at.index(k), list.get(k));
        }
      }
    }

    /** The expressions in {@code value}, in document order; iterative (any depth). */
    private void json(DocPointer at, JsonValue value) {
      if (!content) {
        return;
      }
      if (!(value instanceof JsonValue.JsonExpr)
          && !(value instanceof JsonValue.JsonObject)
          && !(value instanceof JsonValue.JsonArray)) {
        return;
      }
      ArrayDeque<DocPointer> where = new ArrayDeque<>();
      ArrayDeque<JsonValue> what = new ArrayDeque<>();
      where.push(at);
      what.push(value);
      while (!what.isEmpty()) {
        DocPointer p = where.pop();
        JsonValue x = what.pop();
        if (x instanceof JsonValue.JsonExpr e) {
          v.expr(p, e.expr());
        } else if (x instanceof JsonValue.JsonObject o) {
          List<JsonValue.Member> ms = o.members();
          for (int k = ms.size() - 1; k >= 0; k--) {
            if (holdsExpressions(ms.get(k).value())) {
              where.push(p.key(ms.get(k).key()));
              what.push(ms.get(k).value());
            }
          }
        } else if (x instanceof JsonValue.JsonArray a) {
          List<JsonValue> items = a.items();
          for (int k = items.size() - 1; k >= 0; k--) {
            if (holdsExpressions(items.get(k))) {
              where.push(p.index(k));
              what.push(items.get(k));
            }
          }
        }
      }
    }

    /** False for a scalar: nothing to visit in it. */
    private static boolean holdsExpressions(JsonValue x) {
      return x instanceof JsonValue.JsonExpr
          || x instanceof JsonValue.JsonObject
          || x instanceof JsonValue.JsonArray;
    }

    /** The opcode's keys, written by the opcode into nothing, each expression visited. */
    private void fields(DocPointer at, OpcodeFields fields) {
      try {
        JsonGenerator g = probe();
        g.writeStartObject();
        fields.writeFields(
            g,
            new FieldWriteContext() {
              @Override
              public int targetVersion() {
                return ExprDispatch.DEFAULT_WRITE_VERSION;
              }

              @Override
              public void writeExpr(JsonGenerator gen, String key, QuasiAffineExpr e)
                  throws IOException {
                v.expr(inside(at, gen), e);
                gen.writeNull();
              }

              @Override
              public void writeUnknown(JsonGenerator gen, String key, JsonValue value)
                  throws IOException {
                json(inside(at, gen), value);
                gen.writeNull();
              }
            });
        g.writeEndObject();
      } catch (IOException e) {
        throw new UncheckedIOException("writing an opcode's keys into nothing failed", e);
      }
    }

    private JsonGenerator probe() throws IOException {
      if (probe == null) {
        probe = TrackingGenerator.nullGenerator(Integer.MAX_VALUE);
      }
      return probe;
    }

    /** {@code at} extended by where the probe's next value goes inside the opcode's keys. */
    private static DocPointer inside(DocPointer at, JsonGenerator gen) {
      return DocPointer.extend(at, DocPointer.segmentsOfNextValue(gen.getOutputContext()));
    }
  }
}
