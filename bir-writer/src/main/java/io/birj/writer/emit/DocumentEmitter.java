package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.container.FieldSchema;
import io.birj.api.container.Keys;
import io.birj.api.dispatch.ExprDispatch;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.FieldWriteContext;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonWrites;
import io.birj.api.model.AccessPattern;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Allocation;
import io.birj.api.model.ApOperand;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.BlockArgument;
import io.birj.api.model.BlockHolder;
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
import io.birj.api.model.ModelObject;
import io.birj.api.model.Module;
import io.birj.api.model.NamedObject;
import io.birj.api.model.Operand;
import io.birj.api.model.PhysicalAp;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.RegisterAccess;
import io.birj.api.model.RegisterAp;
import io.birj.api.model.StorageObject;
import io.birj.api.model.SymbolicAp;
import io.birj.api.model.SymbolicImmValue;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnknownAllocation;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.api.pointer.DocPointer;
import io.birj.api.walk.ModelWalker;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * One write of a module onto a generator: every object's keys in the emit order its model class
 * documents, then its unknown keys in read order; a key absent (null) stays absent. Expressions go
 * to an {@link ExprOut} in the target version, except {@code dynamic_ap_info.offset_expr}, which
 * the compiler always writes in version 2 (docs/wire/conversion.md, "The always-v2 site").
 *
 * <p>Streaming: the emitter holds nothing but the generator, so memory is bounded by the nesting
 * depth of the regions, and keeps no path: a pointer is made from the generator's write context
 * only when an error or a report needs one.
 */
public final class DocumentEmitter implements FieldWriteContext {
  /** The version the compiler's ADL serializer writes {@code offset_expr} in, whatever the rest. */
  public static final int ALWAYS_V2_VERSION = ExprDispatch.DEFAULT_WRITE_VERSION;

  private final JsonGenerator g;
  private final int version;
  private final ExprOut exprs;
  private final JsonValueWriter values;
  private final JsonValueWriter alwaysV2Values;

  public DocumentEmitter(JsonGenerator g, int version, ExprOut exprs) {
    this.g = g;
    this.version = version;
    this.exprs = exprs;
    this.values = new JsonValueWriter(exprs, version);
    this.alwaysV2Values = new JsonValueWriter(exprs, ALWAYS_V2_VERSION);
  }

  // ---- FieldWriteContext: how the opcodes' typed keys write their expressions and unknown values

  @Override
  public int targetVersion() {
    return version;
  }

  @Override
  public void writeExpr(JsonGenerator gen, String key, QuasiAffineExpr e) throws IOException {
    exprs.write(gen, e, version);
  }

  @Override
  public void writeUnknown(JsonGenerator gen, String key, JsonValue v) throws IOException {
    values.write(gen, v);
  }

  // ---- small pieces

  private void expr(String key, QuasiAffineExpr e) throws IOException {
    if (e != null) {
      g.writeFieldName(key);
      exprs.write(g, e, version);
    }
  }

  private void exprs(String key, List<QuasiAffineExpr> list) throws IOException {
    if (list != null) {
      g.writeFieldName(key);
      exprArray(list);
    }
  }

  private void exprArray(List<QuasiAffineExpr> list) throws IOException {
    g.writeStartArray();
    for (QuasiAffineExpr e : list) {
      exprs.write(g, e, version);
    }
    g.writeEndArray();
  }

  private void string(String key, String v) throws IOException {
    if (v != null) {
      g.writeStringField(key, v);
    }
  }

  private void strings(String key, List<String> v) throws IOException {
    if (v != null) {
      g.writeFieldName(key);
      g.writeStartArray();
      for (String s : v) {
        g.writeString(s);
      }
      g.writeEndArray();
    }
  }

  private void number(String key, Long v) throws IOException {
    if (v != null) {
      g.writeNumberField(key, v);
    }
  }

  /** A key of type {@code Nat}: read as an unsigned 64-bit value, written as one. */
  private void natural(String key, Long v) throws IOException {
    if (v != null) {
      g.writeFieldName(key);
      JsonWrites.unsigned(g, v);
    }
  }

  private void numbers(String key, List<Long> v) throws IOException {
    if (v != null) {
      g.writeFieldName(key);
      numberArray(v);
    }
  }

  private void numberArray(List<Long> v) throws IOException {
    g.writeStartArray();
    for (Long n : v) {
      g.writeNumber(n);
    }
    g.writeEndArray();
  }

  private void bool(String key, Boolean v) throws IOException {
    if (v != null) {
      g.writeBooleanField(key, v);
    }
  }

  private void value(String key, JsonValue v) throws IOException {
    if (v != null) {
      g.writeFieldName(key);
      values.write(g, v);
    }
  }

  private void valueList(String key, List<JsonValue> v) throws IOException {
    if (v != null) {
      g.writeFieldName(key);
      g.writeStartArray();
      for (JsonValue item : v) {
        values.write(g, item);
      }
      g.writeEndArray();
    }
  }

  private void ref(String key, NameRef<?> r) throws IOException {
    if (r != null) {
      g.writeStringField(key, r.name());
    }
  }

  private void props(Props props) throws IOException {
    for (String k : props.specOrder()) {
      value(k, props.get(k));
    }
  }

  private void unknown(ModelObject o) throws IOException {
    if (o.hasUnknownKeys()) {
      for (JsonValue.Member m : o.unknownKeys()) {
        g.writeFieldName(m.key());
        values.write(g, m.value());
      }
    }
  }

  /** {@code name}, {@code origin}, {@code optin_passes}: the keys every named object may carry. */
  private void named(NamedObject o) throws IOException {
    string(Keys.NAME, o.name()); // a nameless block or instruction stays nameless
    string(Keys.ORIGIN, o.origin());
    strings(Keys.OPTIN_PASSES, o.optinPasses());
  }

  // ---- module, functions, queues

  public void module(Module m) throws IOException {
    g.writeStartObject();
    g.writeNumberField(Keys.VERSION, version);
    string(Keys.ARCH, m.arch());
    value(Keys.ARCH_REV, m.archRev());
    string(Keys.REVISION, m.revision());
    value(Keys.ATTRIBUTES, m.attributes());
    g.writeFieldName(Keys.FUNCTIONS);
    functions(m.functions());
    if (m.nkiFunctions() != null) {
      g.writeFieldName(Keys.NKI_FUNCTIONS);
      functions(m.nkiFunctions());
    }
    if (m.queues() != null) {
      g.writeFieldName(m.queuesKey());
      g.writeStartArray();
      for (DmaQueue q : m.queues()) {
        queue(q);
      }
      g.writeEndArray();
    }
    if (m.callToPhysicalMemlocs() != null) {
      g.writeFieldName(Keys.CALL_TO_PHYSICAL_MEMLOCS);
      g.writeStartObject();
      for (CallBinding b : m.callToPhysicalMemlocs()) {
        g.writeFieldName(b.call().name());
        g.writeStartArray();
        for (NameRef<MemoryLocation> ml : b.memoryLocations()) {
          g.writeString(ml.name());
        }
        g.writeEndArray();
      }
      g.writeEndObject();
    }
    unknown(m);
    g.writeEndObject();
  }

  private void functions(List<Function> fs) throws IOException {
    g.writeStartArray();
    for (Function f : fs) {
      function(f);
    }
    g.writeEndArray();
  }

  private void function(Function f) throws IOException {
    g.writeStartObject();
    named(f);
    value(Keys.ATTRIBUTES, f.attributes());
    if (f.allocations() != null) {
      g.writeFieldName(Keys.ALLOCATIONS);
      g.writeStartArray();
      for (Allocation a : f.allocations()) {
        allocation(a);
      }
      g.writeEndArray();
    }
    g.writeFieldName(Keys.BLOCKS);
    blocks(f);
    unknown(f);
    g.writeEndObject();
  }

  private void queue(DmaQueue q) throws IOException {
    g.writeStartObject();
    named(q);
    if (q.blocks() != null) {
      g.writeFieldName(Keys.BLOCKS);
      blocks(q);
    }
    unknown(q);
    g.writeEndObject();
  }

  // ---- storage

  private void allocation(Allocation a) throws IOException {
    if (a instanceof UnknownAllocation u) {
      values.write(g, u.value());
    } else if (a instanceof MemoryLocationSet s) {
      g.writeStartObject();
      inSpecOrder(
          s.props(),
          key -> {
            if (!storageKey(s, key) && Keys.MEMORY_LOCATIONS.equals(key)) {
              if (s.memoryLocations() != null) {
                g.writeFieldName(Keys.MEMORY_LOCATIONS);
                g.writeStartArray();
                for (MemoryLocation ml : s.memoryLocations()) {
                  memoryLocation(ml);
                }
                g.writeEndArray();
              }
            }
          });
      unknown(s);
      g.writeEndObject();
    } else if (a instanceof MemoryLocation ml) {
      memoryLocation(ml);
    } else {
      Register r = (Register) a;
      g.writeStartObject();
      storageHead(r);
      unknown(r);
      g.writeEndObject();
    }
  }

  /**
   * Writes an object's keys in its schema's order: a key held in props from {@code props}, any
   * other by {@code bound}, which knows the model's typed accessors (docs/wire/container.md).
   */
  private void inSpecOrder(Props props, KeyWriter bound) throws IOException {
    for (FieldSchema f : props.schema().fields()) {
      if (f.isProp()) {
        value(f.key(), props.get(f.key()));
      } else {
        bound.write(f.key());
      }
    }
  }

  /** Writes the model's value of one key, if it has one. */
  @FunctionalInterface
  private interface KeyWriter {
    void write(String key) throws IOException;
  }

  /**
   * {@code Skind} (when it was written) and the named-object keys of a storage object; false for
   * another key.
   */
  private boolean storageKey(StorageObject o, String key) throws IOException {
    switch (key) {
      case Keys.SKIND:
        if (o.skindPresent()) {
          g.writeStringField(Keys.SKIND, ((Allocation) o).skind());
        }
        return true;
      case Keys.NAME:
        string(Keys.NAME, o.name());
        return true;
      case Keys.ORIGIN:
        string(Keys.ORIGIN, o.origin());
        return true;
      case Keys.OPTIN_PASSES:
        strings(Keys.OPTIN_PASSES, o.optinPasses());
        return true;
      default:
        return false;
    }
  }

  /** {@code Skind} (when it was written), then the named-object keys. */
  private void storageHead(StorageObject o) throws IOException {
    if (o.skindPresent()) {
      g.writeStringField(Keys.SKIND, ((Allocation) o).skind());
    }
    named(o);
  }

  private void memoryLocation(MemoryLocation ml) throws IOException {
    g.writeStartObject();
    inSpecOrder(
        ml.props(),
        key -> {
          if (storageKey(ml, key)) {
            return;
          }
          if (Keys.POINTER_REF_MEMLOC.equals(key)) {
            ref(Keys.POINTER_REF_MEMLOC, ml.pointerRefMemloc());
          } else if (Keys.ALIAS.equals(key) && ml.aliases() != null) {
            g.writeFieldName(Keys.ALIAS);
            g.writeStartArray();
            for (MemoryLocation.Alias a : ml.aliases()) {
              g.writeStartArray();
              if (a.destSet() != null) {
                g.writeString(a.destSet().name());
              }
              g.writeString(a.dest().name());
              values.write(g, a.kind());
              g.writeEndArray();
            }
            g.writeEndArray();
          }
        });
    unknown(ml);
    g.writeEndObject();
  }

  // ---- blocks and instructions

  /**
   * A holder's block list and every region nested in it, in the order of the model's one traversal
   * ({@link ModelWalker}, which keeps the open regions on its own stack, so nesting never reaches
   * the thread's).
   */
  private void blocks(BlockHolder holder) throws IOException {
    g.writeStartArray();
    try {
      ModelWalker.walkStructure(holder, DocPointer.ROOT, structure);
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
    g.writeEndArray();
  }

  /**
   * Writes what the walk of a region meets; the walk sees no content (each key is written here).
   */
  private final ModelWalker.Visitor structure =
      new ModelWalker.Visitor() {
        @Override
        public void block(DocPointer at, BasicBlock b, ModelWalker.Where where) {
          io(() -> blockHead(b));
        }

        @Override
        public void instruction(DocPointer at, Instruction i, ModelWalker.Where where) {
          io(() -> instructionHead(i));
        }

        @Override
        public void enterRegion(DocPointer at, Instruction owner, ModelWalker.Where where) {
          io(
              () -> {
                g.writeFieldName(Keys.BLOCKS);
                g.writeStartArray();
              });
        }

        @Override
        public void leaveInstruction(DocPointer at, Instruction i) {
          io(
              () -> {
                if (i.blocks() != null) {
                  g.writeEndArray();
                }
                unknown(i);
                g.writeEndObject();
              });
        }

        @Override
        public void leaveBlock(DocPointer at, BasicBlock b) {
          io(
              () -> {
                g.writeEndArray();
                unknown(b);
                g.writeEndObject();
              });
        }
      };

  /** A write inside the walk's callbacks, which cannot throw a checked exception. */
  private interface Io {
    void run() throws IOException;
  }

  private static void io(Io write) {
    try {
      write.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A block up to its instructions' first item. */
  private void blockHead(BasicBlock b) throws IOException {
    g.writeStartObject();
    named(b);
    if (b.arguments() != null) {
      g.writeFieldName(Keys.ARGUMENTS);
      g.writeStartArray();
      for (BlockArgument a : b.arguments()) {
        blockArgument(a);
      }
      g.writeEndArray();
    }
    g.writeFieldName(Keys.INSTRUCTIONS);
    g.writeStartArray();
  }

  private void blockArgument(BlockArgument a) throws IOException {
    g.writeStartObject();
    string(Keys.NAME, a.name());
    if (a.incomingValues() != null) {
      g.writeFieldName(Keys.INCOMING_VALUES);
      g.writeStartArray();
      for (BlockArgument.IncomingValue v : a.incomingValues()) {
        g.writeStartArray();
        values.write(g, v.value());
        g.writeString(v.predecessor().name());
        g.writeEndArray();
      }
      g.writeEndArray();
    }
    unknown(a);
    g.writeEndObject();
  }

  /**
   * An instruction up to its region, its keys in the order of its schema (the container spec's),
   * then its opcode's keys: the caller writes {@code blocks}, the spec's last key, and the unknown
   * keys.
   */
  private void instructionHead(Instruction i) throws IOException {
    g.writeStartObject();
    inSpecOrder(i.props(), key -> headerKey(i, key));
    OpcodeFields fields = i.fields();
    if (fields != null) {
      fields.writeFields(g, this);
    }
  }

  private void headerKey(Instruction i, String key) throws IOException {
    switch (key) {
      case Keys.NAME:
        string(Keys.NAME, i.name()); // a nameless instruction stays nameless
        break;
      case Keys.ORIGIN:
        string(Keys.ORIGIN, i.origin());
        break;
      case Keys.OPCODE:
        g.writeStringField(Keys.OPCODE, i.opcode());
        break;
      case Keys.ENGINE:
        string(Keys.ENGINE, i.engine());
        break;
      case Keys.ENGINE_ID:
        natural(Keys.ENGINE_ID, i.engineId());
        break;
      case Keys.SCHEDULED_START:
        number(Keys.SCHEDULED_START, i.scheduledStart());
        break;
      case Keys.SCHEDULED_END:
        number(Keys.SCHEDULED_END, i.scheduledEnd());
        break;
      case Keys.OPTIN_PASSES:
        strings(Keys.OPTIN_PASSES, i.optinPasses());
        break;
      case Keys.DEPENDENCIES:
        dependencies(i.dependencies());
        break;
      case Keys.LOOP_CARRIED_DEPENDENCIES:
        loopCarried(i.loopCarriedDependencies());
        break;
      case Keys.UNROLL_DEPENDENCIES:
        unroll(i.unrollDependencies());
        break;
      case Keys.SYNC_INFO:
        if (i.syncInfo() != null) {
          g.writeFieldName(Keys.SYNC_INFO);
          syncInfo(i.syncInfo());
        }
        break;
      case Keys.INS:
        operands(Keys.INS, i.ins());
        break;
      case Keys.INDIRECTION_INS:
        operands(Keys.INDIRECTION_INS, i.indirectionIns());
        break;
      case Keys.OUTS:
        operands(Keys.OUTS, i.outs());
        break;
      case Keys.DEBUG:
        value(Keys.DEBUG, i.debug());
        break;
      case Keys.LOOPNEST:
        if (i.loopnest() != null) {
          g.writeFieldName(Keys.LOOPNEST);
          g.writeStartArray();
          for (NameRef<?> axis : i.loopnest()) {
            g.writeString(axis.name());
          }
          g.writeEndArray();
        }
        break;
      case Keys.PREDICATES:
        predicates(Keys.PREDICATES, i.predicates());
        break;
      case Keys.ORDER:
        exprs(Keys.ORDER, i.order());
        break;
      case Keys.DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID:
        natural(Keys.DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID, i.dmaTriggerDebugUpdateSemaphoreId());
        break;
      case Keys.QUEUE:
        ref(Keys.QUEUE, i.queue());
        expr(Keys.QUEUE, i.queueExpr());
        break;
      case Keys.LOOP_AXIS:
        if (i instanceof Loop l) {
          loopAxis(l.axis());
        }
        break;
      case Keys.DYNAMIC_FOR_LOOP_AXIS:
        if (i instanceof DynamicForLoop d) {
          dynamicForLoopAxis(d.axis());
        }
        break;
      case Keys.LB:
      case Keys.UB:
      case Keys.STRIDE:
        if (i instanceof DynamicForLoop d) {
          expr(key, key.equals(Keys.LB) ? d.lb() : key.equals(Keys.UB) ? d.ub() : d.stride());
        }
        break;
      case Keys.COND:
        if (i instanceof DoWhile w) {
          expr(Keys.COND, w.cond());
        }
        break;
      case Keys.BLOCKS:
        break; // the caller's: a region is written as blocks are, without recursion
      default:
        throw new IllegalStateException(
            "the container spec gives the instruction key "
                + key
                + " to the model, which has none");
    }
  }

  private void loopAxis(LoopAxis a) throws IOException {
    if (a != null) {
      g.writeFieldName(Keys.LOOP_AXIS);
      g.writeStartObject();
      g.writeStringField(Keys.NAME, a.name());
      g.writeNumberField(Keys.LB, a.lb());
      g.writeNumberField(Keys.UB, a.ub());
      g.writeNumberField(Keys.STRIDE, a.stride());
      unknown(a);
      g.writeEndObject();
    }
  }

  private void dynamicForLoopAxis(DynamicForLoopAxis a) throws IOException {
    if (a != null) {
      g.writeFieldName(Keys.DYNAMIC_FOR_LOOP_AXIS);
      g.writeStartObject();
      g.writeStringField(Keys.NAME, a.name());
      unknown(a);
      g.writeEndObject();
    }
  }

  // ---- edges

  /**
   * An edge's kind as it was written: its spelling, or its code when it was written as a number or
   * has no spelling (codes 5 to 7).
   */
  private void edgeKind(EdgeKind kind, EdgeKind.Form form) throws IOException {
    if (form == EdgeKind.Form.SPELLED && kind.spelling() != null) {
      g.writeString(kind.spelling());
    } else {
      g.writeNumber(kind.code());
    }
  }

  private void dependencies(List<Dependency> deps) throws IOException {
    if (deps == null) {
      return;
    }
    g.writeFieldName(Keys.DEPENDENCIES);
    g.writeStartArray();
    for (Dependency d : deps) {
      if (d.form() == EdgeKind.Form.IMPLIED) {
        g.writeString(d.target().name());
      } else {
        g.writeStartArray();
        g.writeString(d.target().name());
        edgeKind(d.kind(), d.form());
        g.writeEndArray();
      }
    }
    g.writeEndArray();
  }

  private void loopCarried(List<LoopCarriedDependency> deps) throws IOException {
    if (deps == null) {
      return;
    }
    g.writeFieldName(Keys.LOOP_CARRIED_DEPENDENCIES);
    g.writeStartArray();
    for (LoopCarriedDependency d : deps) {
      g.writeStartArray();
      g.writeString(d.target().name());
      edgeKind(d.kind(), d.form());
      if (d.distance() != null) {
        numberArray(d.distance());
      }
      g.writeEndArray();
    }
    g.writeEndArray();
  }

  private void unroll(List<UnrollDependency> deps) throws IOException {
    if (deps == null) {
      return;
    }
    g.writeFieldName(Keys.UNROLL_DEPENDENCIES);
    g.writeStartArray();
    for (UnrollDependency d : deps) {
      g.writeStartArray();
      g.writeString(d.target().name());
      edgeKind(d.kind(), d.form());
      exprArray(d.exprs());
      predicateArray(d.predicates());
      g.writeEndArray();
    }
    g.writeEndArray();
  }

  private void predicates(String key, List<AffinePredicate> preds) throws IOException {
    if (preds != null) {
      g.writeFieldName(key);
      predicateArray(preds);
    }
  }

  private void predicateArray(List<AffinePredicate> preds) throws IOException {
    g.writeStartArray();
    for (AffinePredicate p : preds) {
      g.writeStartObject();
      expr(Keys.EXPR, p.expr());
      string(Keys.CMP, p.cmp());
      unknown(p);
      g.writeEndObject();
    }
    g.writeEndArray();
  }

  private void syncInfo(SyncInfo s) throws IOException {
    g.writeStartObject();
    if (s.onWait() != null) {
      g.writeFieldName(Keys.ON_WAIT);
      g.writeStartArray();
      for (SyncInfo.Wait w : s.onWait()) {
        g.writeStartObject();
        ref(Keys.FROM, w.from());
        number(Keys.ID, w.id());
        number(Keys.WAIT_VALUE, w.waitValue());
        unknown(w);
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    if (s.onUpdate() != null) {
      g.writeFieldName(Keys.ON_UPDATE);
      g.writeStartArray();
      for (SyncInfo.Update u : s.onUpdate()) {
        g.writeStartObject();
        number(Keys.ID, u.id());
        number(Keys.UPDATE_VALUE, u.updateValue());
        unknown(u);
        g.writeEndObject();
      }
      g.writeEndArray();
    }
    unknown(s);
    g.writeEndObject();
  }

  // ---- operands

  private void operands(String key, List<Operand> ops) throws IOException {
    if (ops == null) {
      return;
    }
    g.writeFieldName(key);
    g.writeStartArray();
    for (Operand op : ops) {
      operand(op);
    }
    g.writeEndArray();
  }

  private void operand(Operand op) throws IOException {
    g.writeStartObject();
    g.writeStringField(Keys.KIND, op.kind());
    if (op instanceof PhysicalAp x) {
      ap(x.ap());
      number(Keys.OFFSET, x.offset());
      string(Keys.DTYPE, x.dtype());
      ref(Keys.MEMREF, x.memref());
      ref(Keys.MEMSETREF, x.memsetref());
      numbers(Keys.ACCESS_SHAPE, x.accessShape());
      dynamicApInfo(x.dynamicApInfo());
      ref(Keys.MEMREF_OWNER_FUNC, x.memrefOwnerFunc());
    } else if (op instanceof SymbolicAp x) {
      apHead(x);
      number(Keys.TENSOR_INDIRECT_ARG_ID, x.tensorIndirectArgId());
      number(Keys.NUM_TENSOR_INDIRECT_INDICES, x.numTensorIndirectIndices());
      exprs(Keys.ADDRS, x.addrs());
      numbers(Keys.ACCESS_SHAPE, x.accessShape());
    } else if (op instanceof RegisterAp x) {
      apHead(x);
      ref(Keys.REGREF, x.regref());
      bool(Keys.IS_REGLOC_OFFSET, x.isReglocOffset());
      ref(Keys.REG_AP_OFFSET, x.regApOffset());
      number(Keys.CONST_AP_OFFSET, x.constApOffset());
      ref(Keys.REG_SUB_TENSOR_ID, x.regSubTensorId());
      number(Keys.CONST_SUB_TENSOR_ID, x.constSubTensorId());
      numbers(Keys.ACCESS_SHAPE, x.accessShape());
    } else {
      string(Keys.DTYPE, op.dtype());
      if (op instanceof ImmValue x) {
        value(Keys.VALUE, x.value());
      } else if (op instanceof SymbolicImmValue x) {
        value(Keys.VALUE, x.value());
        valueList(Keys.VALUE_LIST, x.valueList());
        expr(Keys.EXPR, x.expr());
      } else if (op instanceof ImmArray x) {
        valueList(Keys.VALUE_ARRAY, x.valueArray());
      } else {
        ref(Keys.REGREF, ((RegisterAccess) op).regref());
      }
    }
    if (op.hasUnknownKeys()) {
      for (JsonValue.Member m : op.unknownKeys()) {
        g.writeFieldName(m.key());
        // The reader takes an operand's dynamic_ap_info as typed whatever the operand's kind, its
        // offset_expr in version 2 (docs/wire/container.md): one kept on a kind without it is
        // written the same way, or it would not read back.
        (Keys.DYNAMIC_AP_INFO.equals(m.key()) ? alwaysV2Values : values).write(g, m.value());
      }
    }
    g.writeEndObject();
  }

  /** {@code ap}, {@code dtype}, {@code memsetref}, {@code memref}: symbolic and register APs. */
  private void apHead(ApOperand x) throws IOException {
    ap(x.ap());
    string(Keys.DTYPE, x.dtype());
    ref(Keys.MEMSETREF, x.memsetref());
    ref(Keys.MEMREF, x.memref());
  }

  private void ap(AccessPattern ap) throws IOException {
    if (ap == null) {
      return;
    }
    g.writeFieldName(Keys.AP);
    g.writeStartArray();
    for (AccessPattern.Pair p : ap.pairs()) {
      if (ap.objectForm()) {
        g.writeStartObject();
        g.writeNumberField(Keys.STEP, p.step());
        g.writeNumberField(Keys.NUM, p.num());
        g.writeEndObject();
      } else {
        g.writeStartArray();
        g.writeNumber(p.step());
        g.writeNumber(p.num());
        g.writeEndArray();
      }
    }
    g.writeEndArray();
  }

  private void dynamicApInfo(DynamicApInfo d) throws IOException {
    if (d == null) {
      return;
    }
    g.writeFieldName(Keys.DYNAMIC_AP_INFO);
    g.writeStartObject();
    string(Keys.INDIRECT_DIM, d.indirectDim());
    number(Keys.INDIRECT_DIM_MAX_INDEX, d.indirectDimMaxIndex());
    if (d.offsetExpr() != null) {
      g.writeFieldName(Keys.OFFSET_EXPR);
      exprs.write(g, d.offsetExpr(), ALWAYS_V2_VERSION);
    }
    unknown(d);
    g.writeEndObject();
  }
}
