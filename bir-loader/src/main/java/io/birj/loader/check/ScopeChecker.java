package io.birj.loader.check;

import io.birj.api.container.FieldType;
import io.birj.api.container.Keys;
import io.birj.api.error.CodedMessage;
import io.birj.api.expr.MaybeAffine;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.instruction.RefKind;
import io.birj.api.instruction.ReferenceVisitor;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.ApOperand;
import io.birj.api.model.Axis;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicApInfo;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.Function;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.api.name.Named;
import io.birj.api.pointer.DocPointer;
import io.birj.loader.check.InstructionRefs.InstructionRef;
import io.birj.loader.check.Scope.Block;
import io.birj.loader.check.Scope.Group;
import io.birj.loader.check.Scope.Site;
import io.birj.loader.diagnostics.Messages;
import io.birj.loader.diagnostics.Problems;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the blocks and instructions of one {@link Scope} against the name tables, resolving every
 * reference it meets (docs/wire/checks.md). Each instruction is visited once, and each lookup is a
 * hash-table probe: the check is linear in the size of the scope.
 */
final class ScopeChecker {
  private final ModuleTables module;

  private final Scope scope;
  // For a queue: the functions' scopes, main first, where its references to instructions of a
  // function are found (a DMA block's dma_trigger names the DMATrigger that starts it).
  private final List<Scope> outer;
  private final StorageLookup storage;
  private final ExprFacts facts;
  private final Problems problems;
  private final DocPointer.Cursor path = new DocPointer.Cursor();
  private final Visitor visitor = new Visitor();
  private final InstructionRefs refs;
  private Site site;

  ScopeChecker(
      ModuleTables module, Scope scope, StorageLookup storage, ExprFacts facts, Problems problems) {
    this(module, scope, List.of(), storage, facts, problems);
  }

  /** A checker whose instruction references not found in {@code scope} look in {@code outer}. */
  ScopeChecker(
      ModuleTables module,
      Scope scope,
      List<Scope> outer,
      StorageLookup storage,
      ExprFacts facts,
      Problems problems) {
    this.module = module;
    this.scope = scope;
    this.outer = outer;
    this.storage = storage;
    this.facts = facts;
    this.problems = problems;
    this.refs = new InstructionRefs(module, scope, outer, problems, path);
  }

  void check() {
    for (Block b : scope.blocks) {
      block(b);
    }
    for (Site s : scope.sites) {
      instruction(s);
    }
  }

  // ---- blocks ------------------------------------------------------------------------------

  private void block(Block b) {
    BasicBlock block = b.block();
    if (block.instructions().isEmpty()) {
      problems.warn(
          Messages.emptyBasicBlock(block.isNamed() ? block.name() : b.loc().toString()),
          b.loc().toString(),
          block.sourcePosition());
    }
    List<BlockArgument> arguments = block.arguments();
    for (int ai = 0; arguments != null && ai < arguments.size(); ai++) {
      List<BlockArgument.IncomingValue> values = arguments.get(ai).incomingValues();
      for (int vi = 0; values != null && vi < values.size(); vi++) {
        NameRef<BasicBlock> pred = values.get(vi).predecessor();
        if (pred == null) {
          continue;
        }
        BasicBlock target = scope.block(pred.name());
        pred.resolve(target);
        if (target == null) {
          // Wire form [value, predecessor]: the predecessor is element 1.
          problems.warn(
              Messages.incomingPredecessorMissing(pred.name(), scope.description),
              b.loc().with(Keys.ARGUMENTS, ai, Keys.INCOMING_VALUES, vi, 1),
              pred.position());
        }
      }
    }
  }

  // ---- instructions ------------------------------------------------------------------------

  private void instruction(Site s) {
    site = s;
    refs.at(s);
    Instruction in = s.instruction();
    path.at(s.block().loc(), Keys.INSTRUCTIONS, s.index());
    refs.dependencies(in);
    refs.loopCarried(in);
    unroll(in);
    SyncInfo sync = in.syncInfo();
    if (sync != null && sync.onWait() != null) {
      List<SyncInfo.Wait> waits = sync.onWait();
      for (int i = 0; i < waits.size(); i++) {
        refs.wait(waits.get(i), i);
      }
    }
    if (in.queue() != null) {
      path.key(Keys.QUEUE);
      queue(in.queue());
      path.truncate(0);
    }
    if (in.queueExpr() != null) {
      path.key(Keys.QUEUE);
      expr(in.queueExpr());
      path.truncate(0);
    }
    propRefs(in);
    operands(in.ins(), Keys.INS, false);
    operands(in.indirectionIns(), Keys.INDIRECTION_INS, false);
    operands(in.outs(), Keys.OUTS, true);
    loopnest(in);
    predicates(in.predicates(), Keys.PREDICATES);
    List<QuasiAffineExpr> order = in.order();
    for (int i = 0; order != null && i < order.size(); i++) {
      path.key(Keys.ORDER).index(i);
      expr(order.get(i));
      path.truncate(0);
    }
    visitor.dmaBlocks = 0;
    OpcodeFields fields = in.fields();
    if (fields != null) {
      fields.forEachReference(visitor);
      for (String key : fields.presentKeys()) {
        path.key(key);
        fieldValue(fields.value(key));
        path.truncate(0);
      }
    }
    region(in);
    if (module.classes.isA(in.opcode(), OpcodeClasses.DMA_TRIGGER)) {
      dmaTrigger(in, fields);
    }
  }

  // Wire form [name, kind, [expression...], [predicate...]]: elements 2 and 3.
  private void unroll(Instruction in) {
    List<UnrollDependency> deps = in.unrollDependencies();
    for (int i = 0; deps != null && i < deps.size(); i++) {
      UnrollDependency d = deps.get(i);
      path.key(Keys.UNROLL_DEPENDENCIES).index(i);
      refs.resolve(d.target(), InstructionRef.UNROLL);
      for (int j = 0; j < d.exprs().size(); j++) {
        path.index(2).index(j);
        expr(d.exprs().get(j));
        path.truncate(2);
      }
      for (int j = 0; j < d.predicates().size(); j++) {
        path.index(3).index(j).key(Keys.EXPR);
        expr(d.predicates().get(j).expr());
        path.truncate(2);
      }
      path.truncate(0);
    }
  }

  private void predicates(List<AffinePredicate> predicates, String key) {
    for (int i = 0; predicates != null && i < predicates.size(); i++) {
      path.key(key).index(i).key(Keys.EXPR);
      expr(predicates.get(i).expr());
      path.truncate(0);
    }
  }

  private void loopnest(Instruction in) {
    List<NameRef<Axis>> nest = in.loopnest();
    for (int i = 0; nest != null && i < nest.size(); i++) {
      NameRef<Axis> ref = nest.get(i);
      Axis axis = Scope.Axes.find(site.block().holder().axes(), ref.name());
      ref.resolve(axis);
      if (axis == null) {
        problems.error(
            Messages.unknownLoopAxis(ref.name()),
            path.key(Keys.LOOPNEST).index(i).toString(),
            ref.position());
        path.truncate(0);
      }
    }
  }

  private void region(Instruction in) {
    if (in instanceof Loop loop) {
      if (loop.axis() == null) {
        problems.error(
            Messages.missingKey(Keys.LOOP_AXIS, "a Loop"), path.toString(), in.sourcePosition());
      }
    } else if (in instanceof DynamicForLoop loop) {
      List<String> missing = new ArrayList<>(0);
      if (loop.axis() == null) {
        missing.add(Keys.DYNAMIC_FOR_LOOP_AXIS);
      }
      bound(loop.lb(), Keys.LB, missing);
      bound(loop.ub(), Keys.UB, missing);
      bound(loop.stride(), Keys.STRIDE, missing);
      if (!missing.isEmpty() && (facts.expressionsRead() || loop.axis() == null)) {
        problems.error(
            Messages.dynamicForLoopIncomplete(
                facts.expressionsRead() ? missing : List.of(Keys.DYNAMIC_FOR_LOOP_AXIS)),
            path.toString(),
            in.sourcePosition());
      }
    } else if (in instanceof DoWhile loop) {
      if (loop.cond() == null && facts.expressionsRead()) {
        problems.error(Messages.doWhileMissingCondition(), path.toString(), in.sourcePosition());
      } else if (loop.cond() != null) {
        path.key(Keys.COND);
        expr(loop.cond());
        path.truncate(0);
      }
    }
  }

  // A loop's bounds are evaluated outside it: they see the enclosing loops, not its own axis.
  private void bound(QuasiAffineExpr e, String key, List<String> missing) {
    if (e == null) {
      missing.add(key);
      return;
    }
    path.key(key);
    expr(e);
    path.truncate(0);
  }

  private void dmaTrigger(Instruction in, OpcodeFields fields) {
    boolean hasQueue = in.queue() != null;
    boolean hasBlocks =
        visitor.dmaBlocks > 0
            || (fields != null
                && fields.value(Keys.DMA_BLOCKS) instanceof List<?> l
                && !l.isEmpty())
            || unknownNonEmptyArray(in, Keys.DMA_BLOCKS);
    if (!hasQueue || !hasBlocks) {
      problems.error(
          Messages.dmaTriggerIncomplete(hasQueue, hasBlocks), path.toString(), in.sourcePosition());
    }
  }

  private static boolean unknownNonEmptyArray(Instruction in, String key) {
    if (!in.hasUnknownKeys()) {
      return false;
    }
    for (JsonValue.Member m : in.unknownKeys()) {
      if (m.key().equals(key) && m.value() instanceof JsonValue.JsonArray a) {
        return !a.items().isEmpty();
      }
    }
    return false;
  }

  private void queue(NameRef<DmaQueue> ref) {
    DmaQueue q = module.queue(ref.name());
    ref.resolve(q);
    if (q == null) {
      problems.error(queueMissing(ref.name()), path.toString(), ref.position());
    }
  }

  /** The compiler's words for a queue name the module does not have. */
  private CodedMessage queueMissing(String name) {
    return module.declaresQueues()
        ? Messages.queueDoesNotExist(name)
        : Messages.queueDoesNotExistNoQueues(name);
  }

  /**
   * The header keys held in props that name something (their type in the container spec is a
   * reference): each name is looked up where a key of that type is, with the compiler's message for
   * that kind of name.
   */
  private void propRefs(Instruction in) {
    Props props = in.props();
    if (props.isEmpty()) {
      return;
    }
    for (String key : props.presentKeys()) {
      FieldType t = props.field(key).type();
      JsonValue v = props.get(key);
      path.key(key);
      if (t instanceof FieldType.Ref r && v instanceof JsonValue.JsonString name) {
        propRef(r.kind(), key, name.value(), in.sourcePosition());
      } else if (t instanceof FieldType.ListOf l
          && l.item() instanceof FieldType.Ref r
          && v instanceof JsonValue.JsonArray names) {
        for (int i = 0; i < names.items().size(); i++) {
          if (names.items().get(i) instanceof JsonValue.JsonString name) {
            path.index(i);
            propRef(r.kind(), key, name.value(), in.sourcePosition());
            path.truncate(1);
          }
        }
      }
      path.truncate(0);
    }
  }

  private void propRef(String kind, String key, String name, long position) {
    CodedMessage missing =
        switch (kind) {
          case "Function" -> module.function(name) == null ? Messages.functionNotFound(name) : null;
          case "Queue" -> module.queue(name) != null ? null : queueMissing(name);
          case "Instruction" ->
              scope.instruction(name) == null
                  ? Messages.instructionNotFound(name, scope.description)
                  : null;
          case "Block" ->
              scope.block(name) == null
                  ? Messages.basicBlockDoesNotExist(key, name, scope.description)
                  : null;
          case "MemoryLocation" ->
              storage.memoryLocation(name) == null
                  ? Messages.memoryLocationNotFound(name, storage.description())
                  : null;
          case "MemoryLocationSet" ->
              storage.memoryLocationSet(name) == null
                  ? Messages.memoryLocationSetNotFound(name, storage.description())
                  : null;
          case "Register" ->
              storage.register(name) == null
                  ? Messages.registerNotFound(name, storage.description())
                  : null;
          default ->
              throw new IllegalStateException(
                  "a header key held in props names a "
                      + kind
                      + ", which the checker cannot look up");
        };
    if (missing != null) {
      problems.error(missing, path.toString(), position);
    }
  }

  // ---- operands ----------------------------------------------------------------------------

  private void operands(List<Operand> ops, String key, boolean outs) {
    for (int i = 0; ops != null && i < ops.size(); i++) {
      Operand op = ops.get(i);
      path.key(key).index(i);
      if (outs && op.isImmediate()) {
        problems.warn(Messages.immediateInOuts(op.kind()), path.toString(), op.sourcePosition());
      }
      if (op instanceof ApOperand a) {
        apOperand(a);
      } else if (op instanceof RegisterAccess r) {
        r.setRegref(register(r.regref(), Keys.REGREF));
      } else if (op instanceof SymbolicImmValue v && v.expr() != null) {
        path.key(Keys.EXPR);
        expr(v.expr());
      }
      path.truncate(0);
    }
  }

  private void apOperand(ApOperand a) {
    int mark = path.depth();
    NameRef<MemoryLocationSet> set = a.memsetref();
    if (set != null) {
      MemoryLocationSet target = storage.memoryLocationSet(set.name());
      set = resolved(set, target);
      a.setMemsetref(set);
      if (target == null) {
        problems.error(
            Messages.memoryLocationSetNotFound(set.name(), storage.description()),
            path.key(Keys.MEMSETREF).toString(),
            set.position());
        path.truncate(mark);
      } else {
        a.setMemsetref(module.shared(set, target));
      }
    }
    if (a.memref() != null) {
      memref(a);
    }
    if (a instanceof RegisterAp r) {
      r.setRegref(register(r.regref(), Keys.REGREF));
      r.setRegApOffset(register(r.regApOffset(), Keys.REG_AP_OFFSET));
      r.setRegSubTensorId(register(r.regSubTensorId(), Keys.REG_SUB_TENSOR_ID));
    } else if (a instanceof SymbolicAp s && s.addrs() != null) {
      for (int j = 0; j < s.addrs().size(); j++) {
        path.key(Keys.ADDRS).index(j);
        expr(s.addrs().get(j));
        path.truncate(mark);
      }
    } else if (a instanceof PhysicalAp p && p.dynamicApInfo() != null) {
      dynamicApInfo(p.dynamicApInfo());
    }
  }

  /** {@code memref}, in {@code memref_owner_func}'s function when given, else in this scope. */
  private void memref(ApOperand a) {
    int mark = path.depth();
    NameRef<MemoryLocation> ref = a.memref();
    StorageLookup in = storage;
    if (a instanceof PhysicalAp p && p.memrefOwnerFunc() != null) {
      NameRef<Function> owner = p.memrefOwnerFunc();
      Function f = module.function(owner.name());
      owner.resolve(f);
      if (f == null) {
        problems.error(
            Messages.functionNotFound(owner.name()),
            path.key(Keys.MEMREF_OWNER_FUNC).toString(),
            owner.position());
        path.truncate(mark);
        a.setMemref(resolved(ref, null));
        return;
      }
      in = module.storage(f);
    }
    MemoryLocation target = in.memoryLocation(ref.name());
    ref = resolved(ref, target);
    a.setMemref(ref);
    if (target == null) {
      problems.error(
          Messages.memoryLocationNotFound(ref.name(), in.description()),
          path.key(Keys.MEMREF).toString(),
          ref.position());
      path.truncate(mark);
    } else {
      a.setMemref(module.shared(ref, target));
    }
  }

  /**
   * {@code ref} resolved to {@code target}; or, when {@code ref} already names another object (a
   * model checked again after an edit), a reference of the operand's own. A model just read shares
   * one reference among the operands that name one storage object ({@link ModuleTables#shared}):
   * retargeting it in place would move every one of them, where only this operand's scope changed.
   */
  private static <T extends Named> NameRef<T> resolved(NameRef<T> ref, T target) {
    T before = ref.target();
    if (before != null && before != target) {
      NameRef<T> own = new NameRef<>(ref.name(), ref.position());
      own.resolve(target);
      return own;
    }
    ref.resolve(target);
    return ref;
  }

  /** Resolves a register reference; what its operand keeps for it ({@link ModuleTables#shared}). */
  private NameRef<Register> register(NameRef<Register> ref, String key) {
    if (ref == null) {
      return null;
    }
    Register r = storage.register(ref.name());
    ref = resolved(ref, r);
    if (r == null) {
      int mark = path.depth();
      problems.error(
          Messages.registerNotFound(ref.name(), storage.description()),
          path.key(key).toString(),
          ref.position());
      path.truncate(mark);
    }
    return module.shared(ref, r);
  }

  private void dynamicApInfo(DynamicApInfo info) {
    int mark = path.depth();
    path.key(Keys.DYNAMIC_AP_INFO);
    Long max = info.indirectDimMaxIndex();
    if (max != null && max <= 0) {
      problems.error(
          Messages.indirectDimMaxIndex(max),
          path.key(Keys.INDIRECT_DIM_MAX_INDEX).toString(),
          info.sourcePosition());
      path.truncate(mark + 1);
    }
    if (info.offsetExpr() != null) {
      path.key(Keys.OFFSET_EXPR);
      expr(info.offsetExpr());
    }
    path.truncate(mark);
  }

  // ---- expressions -------------------------------------------------------------------------

  /** Every axis the expression names must be an enclosing loop's; every register must exist. */
  private void expr(QuasiAffineExpr e) {
    ExprFacts.Names names = facts.of(e.expr());
    if (names.isEmpty()) {
      return;
    }
    Scope.Axes axes = site.block().holder().axes();
    for (String axis : names.axes()) {
      if (Scope.Axes.find(axes, axis) == null) {
        problems.error(Messages.unknownLoopAxis(axis), path.toString(), e.sourcePosition());
      }
    }
    for (String register : names.registers()) {
      if (storage.register(register) == null) {
        problems.error(
            Messages.registerNotFound(register, storage.description()),
            path.toString(),
            e.sourcePosition());
      }
    }
  }

  /** The expressions in an opcode key's value: an expression, a MaybeAffine, or lists of them. */
  private void fieldValue(Object v) {
    if (v instanceof QuasiAffineExpr e) {
      expr(e);
    } else if (v instanceof MaybeAffine<?> m) {
      if (m.isAffine()) {
        expr(m.expr());
      }
    } else if (v instanceof List<?> list) {
      int mark = path.depth();
      for (int i = 0; i < list.size(); i++) {
        path.index(i);
        fieldValue(list.get(i));
        path.truncate(mark);
      }
    }
  }

  // ---- opcode references -------------------------------------------------------------------

  /** Resolves the references an opcode's keys report, each in the scope its kind names. */
  private final class Visitor implements ReferenceVisitor {
    int dmaBlocks;

    @Override
    public void reference(String key, int index, RefKind kind, NameRef<?> ref) {
      int mark = path.depth();
      path.key(key);
      if (index >= 0) {
        path.index(index);
      }
      switch (kind) {
        case BLOCK -> block(key, cast(ref));
        case QUEUE -> queue(cast(ref));
        case DMA_BLOCK -> dmaBlock(cast(ref));
        case FUNCTION -> function(cast(ref));
        case INSTRUCTION -> refs.resolve(cast(ref), InstructionRef.OTHER);
        case REGISTER -> registerRef(cast(ref));
        case MEMORY_LOCATION -> memoryLocationRef(cast(ref));
      }
      path.truncate(mark);
    }

    // The catalog declares what each reference names ({"ref": KIND} in the ISA spec).
    @SuppressWarnings("unchecked")
    private <T extends Named> NameRef<T> cast(NameRef<?> ref) {
      return (NameRef<T>) ref;
    }

    private void block(String key, NameRef<BasicBlock> ref) {
      Scope.Holder h = site.block().holder();
      Block b = h.blocks().get(ref.name());
      ref.resolve(b == null ? null : b.block());
      if (b == null) {
        problems.error(
            Messages.basicBlockDoesNotExist(key, ref.name(), h.description()),
            path.toString(),
            ref.position());
      }
    }

    // Looked up in the instruction's queue; without a resolved queue there is nothing to look in,
    // and the missing queue is reported once (Queue does not exist!, or the DMATrigger rule).
    private void dmaBlock(NameRef<Instruction> ref) {
      dmaBlocks++;
      NameRef<DmaQueue> q = site.instruction().queue();
      DmaQueue queue = q == null ? null : q.target();
      if (queue == null) {
        ref.resolve(null);
        return;
      }
      Object entry = module.dmaBlock(queue, ref.name());
      if (entry == null) {
        ref.resolve(null);
        problems.error(
            Messages.dmaBlockDoesNotExist(ref.name(), queue.name()),
            path.toString(),
            ref.position());
      } else if (entry instanceof Site t) {
        ref.resolve(t.instruction());
      } else {
        Group g = (Group) entry;
        refs.bind(
            ref,
            g.first(),
            g.sites.size(),
            "queue \"" + queue.name() + "\"",
            Messages.ruleFirst(),
            path.toString());
      }
    }

    private void function(NameRef<Function> ref) {
      Function f = module.function(ref.name());
      ref.resolve(f);
      if (f == null) {
        problems.error(Messages.functionNotFound(ref.name()), path.toString(), ref.position());
      }
    }

    private void registerRef(NameRef<Register> ref) {
      Register r = storage.register(ref.name());
      ref.resolve(r);
      if (r == null) {
        problems.error(
            Messages.registerNotFound(ref.name(), storage.description()),
            path.toString(),
            ref.position());
      }
    }

    private void memoryLocationRef(NameRef<MemoryLocation> ref) {
      MemoryLocation m = storage.memoryLocation(ref.name());
      ref.resolve(m);
      if (m == null) {
        problems.error(
            Messages.memoryLocationNotFound(ref.name(), storage.description()),
            path.toString(),
            ref.position());
      }
    }
  }
}
