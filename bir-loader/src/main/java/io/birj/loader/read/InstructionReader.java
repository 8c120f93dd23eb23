package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.FieldSchema;
import io.birj.api.container.Keys;
import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeCatalog;
import io.birj.api.instruction.OpcodeDescriptor;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonValue;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Axis;
import io.birj.api.model.BasicBlock;
import io.birj.api.model.Dependency;
import io.birj.api.model.DmaQueue;
import io.birj.api.model.DoWhile;
import io.birj.api.model.DynamicForLoop;
import io.birj.api.model.DynamicForLoopAxis;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.LoopAxis;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.Operand;
import io.birj.api.model.Props;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads one instruction: the common header, read directly whatever the key order, and the nested
 * block region ({@code blocks}), which {@link BlockReader} reads without recursing; and the keys
 * whose meaning depends on the {@code opcode} (the opcode's own keys, a Loop's {@code LoopAxis}, a
 * DynamicForLoop's axis and bounds, a DoWhile's {@code cond}), held as tokens when they come before
 * the opcode and replayed once it is known. A writer that sorts keys puts {@code opcode} after most
 * header keys, so only the few opcode keys that sort before it are ever held.
 */
final class InstructionReader {
  private final ReadCursor cursor;
  private final ExprSite site;
  private final OpcodeCatalog catalog;
  private final OperandReader operands;
  private final EdgeReader edges;
  private final List<String> engines;
  private final ObjectSchema header;
  private final boolean headerProps;
  private final PropValues props;

  InstructionReader(
      ReadCursor cursor,
      ExprSite site,
      OpcodeCatalog catalog,
      OperandReader operands,
      EdgeReader edges,
      ContainerSchema container) {
    this.cursor = cursor;
    this.header = container.object(StandardContainer.INSTRUCTION.place());
    this.headerProps = !header.props().isEmpty();
    this.props = new PropValues(cursor);
    this.site = site;
    this.catalog = catalog;
    this.operands = operands;
    this.edges = edges;
    List<String> e = catalog.spellings("EngineType");
    this.engines = e == null ? catalog.spellings("Engine") : e;
  }

  /** What the header holds until the opcode decides the instruction's class. */
  private static class Header {
    String name;
    boolean named;
    String origin;
    List<String> optinPasses;
    String engine;
    Long engineId;
    Long scheduledStart;
    Long scheduledEnd;
    List<Dependency> dependencies;
    List<LoopCarriedDependency> loopCarried;
    List<UnrollDependency> unroll;
    SyncInfo syncInfo;
    List<Operand> ins;
    List<Operand> indirectionIns;
    List<Operand> outs;
    JsonValue debug;
    List<NameRef<Axis>> loopnest;
    List<AffinePredicate> predicates;
    List<QuasiAffineExpr> order;
    Long dmaSemaphoreId;
    NameRef<DmaQueue> queue;
    QuasiAffineExpr queueExpr;
    List<BasicBlock> blocks;
    // Made on the first header key held in props (the spec's standard header holds none).
    Props props;
    // Made on the first unknown or null key: most instructions have none.
    List<JsonValue.Member> unknown;

    List<JsonValue.Member> unknown() {
      if (unknown == null) {
        unknown = new ArrayList<>(2);
      }
      return unknown;
    }
  }

  /**
   * One instruction being read, key by key (its header is its own): {@link BlockReader} drives it,
   * and reads the nested region itself when {@link #next} meets {@code blocks} (so that nesting
   * never recurses).
   */
  final class Reading extends Header {
    final long start;
    final JsonStreamContext here;
    // Replayed on the opcode, while the document's parser is on this instruction's member.
    List<HeldValue> held;
    Instruction inst;

    /** Opens the instruction at the cursor (its first token). */
    Reading() throws IOException {
      cursor.expectObject("an instruction");
      start = cursor.position();
      here = cursor.container();
    }

    /**
     * Reads the next key. Returns {@link Step#REGION} on {@code blocks} (the cursor on its value:
     * the caller reads the region and hands it back with {@link #region}), {@link Step#END} at the
     * instruction's end, else {@link Step#KEY}. An error in one key is reported and the key
     * skipped.
     */
    Step next() throws IOException {
      if (!cursor.nextKey()) {
        return Step.END;
      }
      String key = cursor.key();
      try {
        if (Keys.BLOCKS.equals(key)) {
          return Step.REGION;
        }
        if (inst == null && Keys.OPCODE.equals(key)) {
          inst = create(cursor.name("opcode"));
          replayHeld();
          return Step.KEY;
        }
        if (header(this, key)) {
          return Step.KEY;
        }
        if (inst == null) {
          if (held == null) {
            held = new ArrayList<>(2);
          }
          held.add(cursor.holdMember());
          return Step.KEY;
        }
        tagged(inst, this, key);
      } catch (BirException e) {
        cursor.recover(e, here);
      }
      return Step.KEY;
    }

    /** The region read for the last {@link Step#REGION}. */
    void region(List<BasicBlock> blocks) {
      this.blocks = blocks;
    }

    /** An error that escaped the region's reading: reported, the rest of it skipped. */
    void regionFailed(BirException e) throws IOException {
      cursor.recover(e, here);
    }

    private void replayHeld() throws IOException {
      if (held == null) {
        return;
      }
      Instruction created = inst;
      for (HeldValue v : held) {
        try {
          cursor.replay(v, k -> tagged(created, this, k));
        } catch (BirException e) {
          cursor.report(e);
        }
      }
    }

    /** The instruction read, or {@code null} when it has no opcode (reported). */
    Instruction finish() {
      // finish() runs on the instruction's end token, where the cursor's pointer is the
      // instruction's own: it is made only when a message needs it.
      if (inst == null) {
        cursor.report(
            BirException.atPosition(
                Messages.missingKey(Keys.OPCODE, "an instruction"), cursor.pointer(), start));
        return null;
      }
      // A nameless instruction stays nameless (docs/wire/container.md, "Instructions"): KLR
      // writes its Loops so; for any other instruction no source says, so it is a warning.
      if (!named && blocks == null && !isRegion(inst)) {
        cursor.warn(Messages.namelessInstruction(inst.opcode()), cursor.pointer(), start);
      }
      apply(this, inst);
      inst.setSourcePosition(start);
      return inst;
    }
  }

  /** What {@link Reading#next} met. */
  enum Step {
    KEY,
    REGION,
    END
  }

  private Instruction create(String opcode) {
    OpcodeDescriptor d = catalog.find(opcode);
    OpcodeFields fields = null;
    if (d == null) {
      if (!catalog.providers().isEmpty()) {
        cursor.warn(Messages.unknownOpcode(opcode));
      }
    } else if (d.isAbstract()) {
      cursor.warn(Messages.abstractOpcode(opcode));
    } else {
      fields = d.factory().get();
    }
    // The name is set once the instruction is read (it may have none).
    Instruction inst;
    switch (opcode) {
      case Loop.OPCODE:
        inst = new Loop(null, null);
        break;
      case DynamicForLoop.OPCODE:
        inst = new DynamicForLoop(null);
        break;
      case io.birj.api.model.DoWhile.OPCODE:
        inst = new DoWhile(null);
        break;
      default:
        inst = new Instruction(opcode, null);
    }
    inst.setFields(fields);
    return inst;
  }

  /** A structured instruction: its opcode holds a block region, which it may not have written. */
  private static boolean isRegion(Instruction inst) {
    return inst instanceof Loop || inst instanceof DynamicForLoop || inst instanceof DoWhile;
  }

  /** Reads a header or region key into {@code h}; false for a key that depends on the opcode. */
  private boolean header(Header h, String key) throws IOException {
    switch (key) {
      case Keys.NAME:
        h.name = cursor.name("an instruction's name");
        h.named = true;
        return true;
      default:
        break;
    }
    FieldSchema f = headerProps ? header.field(key) : null;
    if (f != null && f.isProp()) {
      if (h.props == null) {
        h.props = new Props(header);
      }
      return props.read(h.props, key);
    }
    if (!isHeaderKey(key)) {
      return false;
    }
    if (cursor.isNull() && cursor.keptNull(h.unknown(), key)) {
      return true;
    }
    switch (key) {
      case Keys.ORIGIN:
        h.origin = cursor.name("origin");
        return true;
      case Keys.OPTIN_PASSES:
        h.optinPasses = NamedKeys.strings(cursor, "optin_passes");
        return true;
      case Keys.ENGINE:
        h.engine = engine();
        return true;
      case Keys.ENGINE_ID:
        h.engineId = cursor.unsignedLong("engine_id");
        return true;
      case Keys.SCHEDULED_START:
        // One box per document for each time: an instruction often ends where another starts.
        h.scheduledStart = cursor.shared(cursor.signedLong("scheduled_start"));
        return true;
      case Keys.SCHEDULED_END:
        h.scheduledEnd = cursor.shared(cursor.signedLong("scheduled_end"));
        return true;
      case Keys.DEPENDENCIES:
        h.dependencies = edges.dependencies();
        return true;
      case Keys.LOOP_CARRIED_DEPENDENCIES:
        h.loopCarried = edges.loopCarried();
        return true;
      case Keys.UNROLL_DEPENDENCIES:
        h.unroll = edges.unroll();
        return true;
      case Keys.SYNC_INFO:
        h.syncInfo = edges.syncInfo();
        return true;
      case Keys.INS:
        h.ins = operands.operands(key);
        return true;
      case Keys.INDIRECTION_INS:
        h.indirectionIns = operands.operands(key);
        return true;
      case Keys.OUTS:
        h.outs = operands.operands(key);
        return true;
      case Keys.DEBUG:
        h.debug = cursor.value();
        return true;
      case Keys.LOOPNEST:
        h.loopnest = loopnest();
        return true;
      case Keys.PREDICATES:
        h.predicates = site.predicates(key);
        return true;
      case Keys.ORDER:
        h.order = site.exprs(key);
        return true;
      case Keys.DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID:
        h.dmaSemaphoreId = cursor.unsignedLong(key);
        return true;
      case Keys.QUEUE:
        if (cursor.isObject()) {
          // One reference gives a collective's queue as an expression (docs/wire/container.md).
          h.queueExpr = site.expr();
        } else {
          h.queue = new NameRef<>(cursor.name("queue"), cursor.position());
        }
        return true;
      default:
        throw new IllegalStateException("header key without a reader: " + key);
    }
  }

  /**
   * A key of the header the model holds and this reader reads in {@link #header}: the container
   * spec's instruction keys, but for {@code name} and {@code opcode} (read first), the region's
   * keys (which depend on the opcode) and those held in props.
   */
  private boolean isHeaderKey(String key) {
    FieldSchema f = header.field(key);
    return f != null
        && !f.region()
        && !f.isProp()
        && !Keys.OPCODE.equals(key)
        && !Keys.NAME.equals(key);
  }

  /** A key that depends on the opcode: a region's bounds, the opcode's own keys, or unknown. */
  private void tagged(Instruction inst, Header h, String key) throws IOException {
    if (inst instanceof Loop loop && Keys.LOOP_AXIS.equals(key)) {
      loop.setAxis(loopAxis());
      return;
    }
    if (inst instanceof DynamicForLoop d) {
      switch (key) {
        case Keys.DYNAMIC_FOR_LOOP_AXIS:
          d.setAxis(dynamicAxis());
          return;
        case Keys.LB:
          d.setLb(site.expr());
          return;
        case Keys.UB:
          d.setUb(site.expr());
          return;
        case Keys.STRIDE:
          d.setStride(site.expr());
          return;
        default:
          break;
      }
    } else if (inst instanceof DoWhile w && Keys.COND.equals(key)) {
      w.setCond(site.expr());
      return;
    }
    OpcodeFields fields = inst.fields();
    if (fields != null && fields.readField(key, cursor.parser(), site)) {
      return;
    }
    h.unknown().add(site.unknownMember(key));
  }

  private String engine() throws IOException {
    String engine = cursor.name("engine");
    if (engines != null && !engines.contains(engine)) {
      cursor.warn(Messages.unknownEngine(engine, engines));
    }
    return engine;
  }

  private List<NameRef<Axis>> loopnest() throws IOException {
    cursor.expectArray(Keys.LOOPNEST);
    List<NameRef<Axis>> out = new ArrayList<>();
    while (cursor.nextItem()) {
      out.add(new NameRef<>(cursor.name("a loopnest axis"), cursor.position()));
    }
    BlockReader.exactSize(out);
    return out;
  }

  private LoopAxis loopAxis() throws IOException {
    cursor.expectObject(Keys.LOOP_AXIS);
    long start = cursor.position();
    LoopAxis axis = new LoopAxis("?", 0, 0, 0);
    axis.setSourcePosition(start);
    boolean[] seen = new boolean[4];
    while (cursor.nextKey()) {
      String key = cursor.key();
      switch (key) {
        case Keys.NAME:
          seen[0] = true;
          axis.setName(cursor.name("a loop axis name"));
          break;
        case Keys.LB:
          seen[1] = true;
          axis.setLb(cursor.signedLong("lb"));
          break;
        case Keys.UB:
          seen[2] = true;
          axis.setUb(cursor.signedLong("ub"));
          break;
        case Keys.STRIDE:
          seen[3] = true;
          axis.setStride(cursor.signedLong("stride"));
          break;
        default:
          axis.unknownKeys().add(site.unknownMember(key));
      }
    }
    String[] names = {Keys.NAME, Keys.LB, Keys.UB, Keys.STRIDE};
    String pointer = null; // made only when a key is missing
    for (int i = 0; i < names.length; i++) {
      if (!seen[i]) {
        pointer = pointer == null ? cursor.pointer() : pointer;
        cursor.report(
            BirException.atPosition(Messages.missingKey(names[i], "LoopAxis"), pointer, start));
      }
    }
    return axis;
  }

  private DynamicForLoopAxis dynamicAxis() throws IOException {
    cursor.expectObject(Keys.DYNAMIC_FOR_LOOP_AXIS);
    long start = cursor.position();
    DynamicForLoopAxis axis = new DynamicForLoopAxis("?");
    axis.setSourcePosition(start);
    boolean named = false;
    while (cursor.nextKey()) {
      String key = cursor.key();
      if (Keys.NAME.equals(key)) {
        named = true;
        axis.setName(cursor.name("a loop axis name"));
      } else {
        axis.unknownKeys().add(site.unknownMember(key));
      }
    }
    if (!named) {
      cursor.report(
          BirException.atPosition(
              Messages.missingKey(Keys.NAME, Keys.DYNAMIC_FOR_LOOP_AXIS), cursor.pointer(), start));
    }
    return axis;
  }

  private void apply(Header h, Instruction inst) {
    inst.setName(h.name);
    inst.setOrigin(h.origin);
    inst.setOptinPasses(h.optinPasses);
    inst.setEngine(h.engine);
    inst.setEngineId(h.engineId);
    inst.setScheduledStart(h.scheduledStart);
    inst.setScheduledEnd(h.scheduledEnd);
    inst.setDependencies(h.dependencies);
    inst.setLoopCarriedDependencies(h.loopCarried);
    inst.setUnrollDependencies(h.unroll);
    inst.setSyncInfo(h.syncInfo);
    inst.setIns(h.ins);
    inst.setIndirectionIns(h.indirectionIns);
    inst.setOuts(h.outs);
    inst.setDebug(h.debug);
    if (h.props != null) {
      inst.setProps(h.props);
    } else if (headerProps && header != StandardContainer.INSTRUCTION) {
      inst.setProps(new Props(header)); // a standard instruction makes its own
    }
    inst.setLoopnest(h.loopnest);
    inst.setPredicates(h.predicates);
    inst.setOrder(h.order);
    inst.setDmaTriggerDebugUpdateSemaphoreId(h.dmaSemaphoreId);
    if (h.queueExpr != null) {
      inst.setQueueExpr(h.queueExpr);
    } else {
      inst.setQueue(h.queue);
    }
    inst.setBlocks(h.blocks);
    if (h.unknown != null) {
      inst.unknownKeys().addAll(h.unknown);
    }
  }
}
