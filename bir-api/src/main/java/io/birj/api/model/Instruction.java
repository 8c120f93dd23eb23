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

  /**
   * The header keys the container spec holds in props; shared and empty until one is set (the
   * standard spec holds none: a key added to the spec, or by a reader's own schema, lands here).
   */
  // The keys most instructions do not have, out of line: one object for those that have any.
  private Rare rare;

  /** The fields of {@link #rare}. */
  private static final class Rare {
    Long engineId;
    Long scheduledStart;
    Long scheduledEnd;
    Object loopCarriedDependencies;
    Object unrollDependencies;
    SyncInfo syncInfo;
    Object indirectionIns;
    JsonValue debug;
    Object loopnest;
    Object predicates;
    Object order;
    Long dmaTriggerDebugUpdateSemaphoreId;
    NameRef<DmaQueue> queue;
    QuasiAffineExpr queueExpr;
    // Out of line too: the standard spec holds no header key in props, so every instruction
    // shares NO_PROPS, and a field of its own would cost each instruction 8 bytes (its object
    // is 72 bytes without it; bir-bench/RESULTS.md).
    Props props;
  }

  /** The rare fields, made on the first that is set (a null set on none of them makes nothing). */
  private Rare rare() {
    if (rare == null) {
      rare = new Rare();
    }
    return rare;
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
    return rare == null ? null : rare.engineId;
  }

  public void setEngineId(Long engineId) {
    if (engineId != null || rare != null) {
      rare().engineId = engineId;
    }
  }

  public Long scheduledStart() {
    return rare == null ? null : rare.scheduledStart;
  }

  public void setScheduledStart(Long scheduledStart) {
    if (scheduledStart != null || rare != null) {
      rare().scheduledStart = scheduledStart;
    }
  }

  public Long scheduledEnd() {
    return rare == null ? null : rare.scheduledEnd;
  }

  public void setScheduledEnd(Long scheduledEnd) {
    if (scheduledEnd != null || rare != null) {
      rare().scheduledEnd = scheduledEnd;
    }
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
    return rare == null || rare.loopCarriedDependencies == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.loopCarriedDependencies;
          }

          @Override
          void store(Object items) {
            rare().loopCarriedDependencies = items;
          }
        };
  }

  public void setLoopCarriedDependencies(List<LoopCarriedDependency> loopCarriedDependencies) {
    if (loopCarriedDependencies != null || rare != null) {
      rare().loopCarriedDependencies = ShortList.encode(loopCarriedDependencies);
    }
  }

  public List<UnrollDependency> unrollDependencies() {
    return rare == null || rare.unrollDependencies == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.unrollDependencies;
          }

          @Override
          void store(Object items) {
            rare().unrollDependencies = items;
          }
        };
  }

  public void setUnrollDependencies(List<UnrollDependency> unrollDependencies) {
    if (unrollDependencies != null || rare != null) {
      rare().unrollDependencies = ShortList.encode(unrollDependencies);
    }
  }

  public SyncInfo syncInfo() {
    return rare == null ? null : rare.syncInfo;
  }

  public void setSyncInfo(SyncInfo syncInfo) {
    if (syncInfo != null || rare != null) {
      rare().syncInfo = syncInfo;
    }
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
    return rare == null || rare.indirectionIns == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.indirectionIns;
          }

          @Override
          void store(Object items) {
            rare().indirectionIns = items;
          }
        };
  }

  public void setIndirectionIns(List<Operand> indirectionIns) {
    if (indirectionIns != null || rare != null) {
      rare().indirectionIns = ShortList.encode(indirectionIns);
    }
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
    return rare == null ? null : rare.debug;
  }

  public void setDebug(JsonValue debug) {
    if (debug != null || rare != null) {
      rare().debug = debug;
    }
  }

  /** {@code loopnest}: the names of the loop axes the instruction sits in, or {@code null}. */
  public List<NameRef<Axis>> loopnest() {
    return rare == null || rare.loopnest == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.loopnest;
          }

          @Override
          void store(Object items) {
            rare().loopnest = items;
          }
        };
  }

  public void setLoopnest(List<NameRef<Axis>> loopnest) {
    if (loopnest != null || rare != null) {
      rare().loopnest = ShortList.encode(loopnest);
    }
  }

  /** The affine predicates guarding the instruction, or {@code null} when absent. */
  public List<AffinePredicate> predicates() {
    return rare == null || rare.predicates == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.predicates;
          }

          @Override
          void store(Object items) {
            rare().predicates = items;
          }
        };
  }

  public void setPredicates(List<AffinePredicate> predicates) {
    if (predicates != null || rare != null) {
      rare().predicates = ShortList.encode(predicates);
    }
  }

  /** {@code order}: the symbolic schedule, or {@code null} when absent. */
  public List<QuasiAffineExpr> order() {
    return rare == null || rare.order == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return rare == null ? null : rare.order;
          }

          @Override
          void store(Object items) {
            rare().order = items;
          }
        };
  }

  public void setOrder(List<QuasiAffineExpr> order) {
    if (order != null || rare != null) {
      rare().order = ShortList.encode(order);
    }
  }

  public Long dmaTriggerDebugUpdateSemaphoreId() {
    return rare == null ? null : rare.dmaTriggerDebugUpdateSemaphoreId;
  }

  public void setDmaTriggerDebugUpdateSemaphoreId(Long id) {
    if (id != null || rare != null) {
      rare().dmaTriggerDebugUpdateSemaphoreId = id;
    }
  }

  /** The queue this instruction runs on (a queue of the module), or {@code null}. */
  public NameRef<DmaQueue> queue() {
    return rare == null ? null : rare.queue;
  }

  public void setQueue(NameRef<DmaQueue> queue) {
    if (queue != null || rare != null) {
      rare().queue = queue;
    }
    if (queue != null) {
      rare.queueExpr = null;
    }
  }

  /**
   * A {@code queue} written as an expression (a collective's queue in the form one reference gives,
   * docs/wire/container.md), or {@code null}.
   */
  public QuasiAffineExpr queueExpr() {
    return rare == null ? null : rare.queueExpr;
  }

  public void setQueueExpr(QuasiAffineExpr queueExpr) {
    if (queueExpr != null || rare != null) {
      rare().queueExpr = queueExpr;
    }
    if (queueExpr != null) {
      rare.queue = null;
    }
  }

  /** The opcode's typed keys, or {@code null} for an opcode no catalog knows. */
  /**
   * The header keys held in props (the container spec's {@code "held": "props"} keys of an
   * instruction, or those of the reader's schema), in emit order.
   */
  public Props props() {
    Props p = rare == null ? null : rare.props;
    if (p == null) {
      if (!HEADER_PROPS) {
        return NO_PROPS;
      }
      p = new Props(StandardContainer.INSTRUCTION);
      rare().props = p;
    }
    return p;
  }

  /**
   * Holds header props of this instruction's own: the reader's, for the schema it reads with;
   * {@code null} gives the instruction the standard spec's again.
   */
  public void setProps(Props props) {
    if (props != null || rare != null) {
      rare().props = props;
    }
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
