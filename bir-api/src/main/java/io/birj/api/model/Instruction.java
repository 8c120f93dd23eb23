package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.instruction.OpcodeFields;
import io.birj.api.json.JsonValue;
import io.birj.api.name.NameRef;
import java.util.List;

/**
 * An instruction: the common header every opcode carries (the compiler's {@code
 * Instruction::toJson}; docs/wire/container.md, "Instructions"), the opcode's own keys ({@link
 * #fields()}, typed by the installed catalog), an optional nested block region ({@link #blocks()}:
 * loops, DoWhile, DMABlocks and any other structured instruction), and the unknown keys in read
 * order. For an opcode no catalog knows, {@code fields()} is {@code null} and its keys are unknown
 * keys.
 *
 * <p>Keys in emit order: {@code name}, {@code origin}, {@code opcode}, {@code engine}, {@code
 * engine_id}, {@code scheduled_start}, {@code scheduled_end}, {@code optin_passes}, {@code
 * dependencies}, {@code loop_carried_dependencies}, {@code unroll_dependencies}, {@code sync_info},
 * {@code ins}, {@code indirection_ins}, {@code outs}, {@code debug}, {@code loopnest}, {@code
 * predicates}, {@code order}, {@code dma_trigger_debug_update_semaphore_id}, {@code queue}, the
 * subclass's keys, the opcode's keys (the ISA spec's order), {@code blocks}, then the unknown keys.
 * Optional keys are {@code null} when absent, so what was absent stays absent.
 */
public sealed class Instruction extends NamedObject implements BlockHolder
    permits Loop, DynamicForLoop, DoWhile {
  private String opcode;
  private String engine;
  // ins, outs and dependencies in a ShortList's storage: null, the one item, or an array of them.
  private Object dependencies;
  private Object ins = ShortList.EMPTY;
  private Object outs = ShortList.EMPTY;
  private OpcodeFields fields;
  private Object blocks; // a ShortList's storage

  // The keys most instructions do not have, out of line in an array of those present (RareKeys),
  // numbered below; the standard spec holds no header key in props, so props are rare too.
  private Object[] rare;

  // Numbered in the order a reader sets them (InstructionReader.apply, the emit order), so that
  // each key it adds goes at the end of the array.
  private static final int ORIGIN = 0;
  private static final int OPTIN_PASSES = 1;
  private static final int ENGINE_ID = 2;
  private static final int SCHEDULED_START = 3;
  private static final int SCHEDULED_END = 4;
  private static final int LOOP_CARRIED_DEPENDENCIES = 5;
  private static final int UNROLL_DEPENDENCIES = 6;
  private static final int SYNC_INFO = 7;
  private static final int INDIRECTION_INS = 8;
  private static final int DEBUG = 9;
  private static final int PROPS = 10;
  private static final int LOOPNEST = 11;
  private static final int PREDICATES = 12;
  private static final int ORDER = 13;
  private static final int DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID = 14;
  private static final int QUEUE = 15;
  private static final int QUEUE_EXPR = 16;

  @Override
  final String originValue() {
    return (String) rare(ORIGIN);
  }

  @Override
  final void setOriginValue(String origin) {
    setRare(ORIGIN, origin);
  }

  @Override
  final Object optinPassesValue() {
    return rare(OPTIN_PASSES);
  }

  @Override
  final void setOptinPassesValue(Object passes) {
    setRare(OPTIN_PASSES, passes);
  }

  private Object rare(int key) {
    return RareKeys.get(rare, key);
  }

  private void setRare(int key, Object value) {
    rare = RareKeys.set(rare, key, value);
  }

  /** A live view of the rare list {@code key} (its storage present when this is called). */
  private <E> List<E> rareList(int key) {
    return new ShortList<>() {
      @Override
      Object load() {
        return rare(key);
      }

      @Override
      void store(Object items) {
        setRare(key, items);
      }
    };
  }

  private static final boolean HEADER_PROPS = !StandardContainer.INSTRUCTION.props().isEmpty();

  /** Shared by every instruction while the spec holds no header key in props: nothing to set. */
  private static final Props NO_PROPS = new Props(StandardContainer.INSTRUCTION);

  /** An instruction; {@code name} may be {@code null}: a nameless instruction stays nameless. */
  public Instruction(String opcode, String name) {
    super(name);
    setOpcode(opcode);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.INSTRUCTION;
  }

  /**
   * An instruction may have no name: KLR writes its Loops without one, and a nameless instruction
   * is written back without one (docs/wire/container.md, "Instructions"). Only a named instruction
   * can be the target of a dependency or a wait.
   */
  @Override
  protected boolean nameOptional() {
    return true;
  }

  public String opcode() {
    return opcode;
  }

  /**
   * Changes the opcode. The typed fields belong to the old opcode: replace them with {@link
   * #setFields} (or {@code null}) as well.
   */
  public void setOpcode(String opcode) {
    if (opcode == null) {
      throw new IllegalArgumentException("an instruction needs an opcode");
    }
    this.opcode = opcode;
  }

  /** The EngineType spelling ({@code PE}, {@code DMA}, ...), or {@code null} when absent. */
  public String engine() {
    return engine;
  }

  public void setEngine(String engine) {
    this.engine = engine;
  }

  public Long engineId() {
    return (Long) rare(ENGINE_ID);
  }

  public void setEngineId(Long engineId) {
    setRare(ENGINE_ID, engineId);
  }

  public Long scheduledStart() {
    return (Long) rare(SCHEDULED_START);
  }

  public void setScheduledStart(Long scheduledStart) {
    setRare(SCHEDULED_START, scheduledStart);
  }

  public Long scheduledEnd() {
    return (Long) rare(SCHEDULED_END);
  }

  public void setScheduledEnd(Long scheduledEnd) {
    setRare(SCHEDULED_END, scheduledEnd);
  }

  /**
   * The dependency edges, or {@code null} when absent; a live view (a new one each call: equal, not
   * identical), mutable.
   */
  public List<Dependency> dependencies() {
    return dependencies == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return dependencies;
          }

          @Override
          void store(Object items) {
            dependencies = items;
          }
        };
  }

  /** Sets the dependency edges to a copy of {@code dependencies} ({@code null}: absent). */
  public void setDependencies(List<Dependency> dependencies) {
    this.dependencies = ShortList.encode(dependencies);
  }

  public List<LoopCarriedDependency> loopCarriedDependencies() {
    return rare(LOOP_CARRIED_DEPENDENCIES) == null ? null : rareList(LOOP_CARRIED_DEPENDENCIES);
  }

  public void setLoopCarriedDependencies(List<LoopCarriedDependency> loopCarriedDependencies) {
    setRare(LOOP_CARRIED_DEPENDENCIES, ShortList.encode(loopCarriedDependencies));
  }

  public List<UnrollDependency> unrollDependencies() {
    return rare(UNROLL_DEPENDENCIES) == null ? null : rareList(UNROLL_DEPENDENCIES);
  }

  public void setUnrollDependencies(List<UnrollDependency> unrollDependencies) {
    setRare(UNROLL_DEPENDENCIES, ShortList.encode(unrollDependencies));
  }

  public SyncInfo syncInfo() {
    return (SyncInfo) rare(SYNC_INFO);
  }

  public void setSyncInfo(SyncInfo syncInfo) {
    setRare(SYNC_INFO, syncInfo);
  }

  /**
   * The input operands, or {@code null} when the key is absent; a live view (a new one each call:
   * equal, not identical), mutable.
   */
  public List<Operand> ins() {
    return ins == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return ins;
          }

          @Override
          void store(Object items) {
            ins = items;
          }
        };
  }

  /** Sets the input operands to a copy of {@code ins} ({@code null}: the key is absent). */
  public void setIns(List<Operand> ins) {
    this.ins = ShortList.encode(ins);
  }

  /** The indirection operands ({@code indirection_ins}), or {@code null} when absent. */
  public List<Operand> indirectionIns() {
    return rare(INDIRECTION_INS) == null ? null : rareList(INDIRECTION_INS);
  }

  public void setIndirectionIns(List<Operand> indirectionIns) {
    setRare(INDIRECTION_INS, ShortList.encode(indirectionIns));
  }

  /**
   * The output operands, or {@code null} when the key is absent; a live view (a new one each call:
   * equal, not identical), mutable.
   */
  public List<Operand> outs() {
    return outs == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return outs;
          }

          @Override
          void store(Object items) {
            outs = items;
          }
        };
  }

  /** Sets the output operands to a copy of {@code outs} ({@code null}: the key is absent). */
  public void setOuts(List<Operand> outs) {
    this.outs = ShortList.encode(outs);
  }

  /** {@code debug} (OpDebugInfo, e.g. {@code {lineno, filename, op_name}}) as read, or null. */
  public JsonValue debug() {
    return (JsonValue) rare(DEBUG);
  }

  public void setDebug(JsonValue debug) {
    setRare(DEBUG, debug);
  }

  /** {@code loopnest}: the names of the loop axes the instruction sits in, or {@code null}. */
  public List<NameRef<Axis>> loopnest() {
    return rare(LOOPNEST) == null ? null : rareList(LOOPNEST);
  }

  public void setLoopnest(List<NameRef<Axis>> loopnest) {
    setRare(LOOPNEST, ShortList.encode(loopnest));
  }

  /** The affine predicates guarding the instruction, or {@code null} when absent. */
  public List<AffinePredicate> predicates() {
    return rare(PREDICATES) == null ? null : rareList(PREDICATES);
  }

  public void setPredicates(List<AffinePredicate> predicates) {
    setRare(PREDICATES, ShortList.encode(predicates));
  }

  /** {@code order}: the symbolic schedule, or {@code null} when absent. */
  public List<QuasiAffineExpr> order() {
    return rare(ORDER) == null ? null : rareList(ORDER);
  }

  public void setOrder(List<QuasiAffineExpr> order) {
    setRare(ORDER, ShortList.encode(order));
  }

  public Long dmaTriggerDebugUpdateSemaphoreId() {
    return (Long) rare(DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID);
  }

  public void setDmaTriggerDebugUpdateSemaphoreId(Long id) {
    setRare(DMA_TRIGGER_DEBUG_UPDATE_SEMAPHORE_ID, id);
  }

  /** The queue this instruction runs on (a queue of the module), or {@code null}. */
  @SuppressWarnings("unchecked")
  public NameRef<DmaQueue> queue() {
    return (NameRef<DmaQueue>) rare(QUEUE);
  }

  public void setQueue(NameRef<DmaQueue> queue) {
    setRare(QUEUE, queue);
    if (queue != null) {
      setRare(QUEUE_EXPR, null);
    }
  }

  /**
   * A {@code queue} written as an expression (a collective's queue in the form one reference gives,
   * docs/wire/container.md), or {@code null}.
   */
  public QuasiAffineExpr queueExpr() {
    return (QuasiAffineExpr) rare(QUEUE_EXPR);
  }

  public void setQueueExpr(QuasiAffineExpr queueExpr) {
    setRare(QUEUE_EXPR, queueExpr);
    if (queueExpr != null) {
      setRare(QUEUE, null);
    }
  }

  /** The opcode's typed keys, or {@code null} for an opcode no catalog knows. */
  /**
   * The header keys held in props (the container spec's {@code "held": "props"} keys of an
   * instruction, or those of the reader's schema), in emit order.
   */
  public Props props() {
    Props p = (Props) rare(PROPS);
    if (p == null) {
      if (!HEADER_PROPS) {
        return NO_PROPS;
      }
      p = new Props(StandardContainer.INSTRUCTION);
      setRare(PROPS, p);
    }
    return p;
  }

  /**
   * Holds header props of this instruction's own: the reader's, for the schema it reads with;
   * {@code null} gives the instruction the standard spec's again.
   */
  public void setProps(Props props) {
    setRare(PROPS, props);
  }

  public OpcodeFields fields() {
    return fields;
  }

  public void setFields(OpcodeFields fields) {
    this.fields = fields;
  }

  /** The nested block region, or {@code null} for an instruction without one; mutable. */
  @Override
  public List<BasicBlock> blocks() {
    return blocks == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return blocks;
          }

          @Override
          void store(Object items) {
            blocks = items;
          }
        };
  }

  public void setBlocks(List<BasicBlock> blocks) {
    this.blocks = ShortList.encode(blocks);
  }
}
