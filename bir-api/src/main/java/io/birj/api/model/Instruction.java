package io.birj.api.model;

import io.birj.api.instruction.OpcodeFields;
import java.util.ArrayList;
import java.util.List;

/**
 * An instruction. Keys in emit order: {@code opcode}, {@code name}, {@code engine}, {@code ins},
 * {@code outs}, {@code dependencies}, {@code unroll_dependencies}, {@code
 * loop_carried_dependencies}, {@code queue}, {@code sync_info}, then the opcode's own keys (in the
 * ISA spec's order, through {@link OpcodeFields}), then the unknown keys in read order. For an
 * opcode no catalog knows, {@link #fields()} is {@code null} and its keys are unknown keys.
 *
 * <p>Optional keys are {@code null} when absent, so what was absent stays absent.
 */
public final class Instruction extends ModelObject implements BlockEntry {
  private String opcode;
  private String name;
  private String engine;
  private List<Operand> ins = new ArrayList<>();
  private List<Operand> outs = new ArrayList<>();
  private List<Dependency> dependencies;
  private List<Dependency> unrollDependencies;
  private List<Dependency> loopCarriedDependencies;
  private NameRef<String> queue;
  private SyncInfo syncInfo;
  private OpcodeFields fields;

  public Instruction(String opcode, String name) {
    setOpcode(opcode);
    setName(name);
  }

  @Override
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

  @Override
  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("an instruction needs a name");
    }
    this.name = name;
  }

  /** The engine spelling ({@code PE}, {@code DMA}, ...), or {@code null} when absent. */
  public String engine() {
    return engine;
  }

  public void setEngine(String engine) {
    this.engine = engine;
  }

  /** The input operands, or {@code null} when the key is absent; mutable. */
  public List<Operand> ins() {
    return ins;
  }

  public void setIns(List<Operand> ins) {
    this.ins = ins;
  }

  /** The output operands, or {@code null} when the key is absent; mutable. */
  public List<Operand> outs() {
    return outs;
  }

  public void setOuts(List<Operand> outs) {
    this.outs = outs;
  }

  public List<Dependency> dependencies() {
    return dependencies;
  }

  public void setDependencies(List<Dependency> dependencies) {
    this.dependencies = dependencies;
  }

  public List<Dependency> unrollDependencies() {
    return unrollDependencies;
  }

  public void setUnrollDependencies(List<Dependency> unrollDependencies) {
    this.unrollDependencies = unrollDependencies;
  }

  public List<Dependency> loopCarriedDependencies() {
    return loopCarriedDependencies;
  }

  public void setLoopCarriedDependencies(List<Dependency> loopCarriedDependencies) {
    this.loopCarriedDependencies = loopCarriedDependencies;
  }

  /** The queue reference (resolves to the queue's name in the module), or {@code null}. */
  public NameRef<String> queue() {
    return queue;
  }

  public void setQueue(NameRef<String> queue) {
    this.queue = queue;
  }

  /** Sets the queue by name ({@code null} removes the key). */
  public void setQueue(String queueName) {
    this.queue = queueName == null ? null : new NameRef<>(queueName);
  }

  public SyncInfo syncInfo() {
    return syncInfo;
  }

  public void setSyncInfo(SyncInfo syncInfo) {
    this.syncInfo = syncInfo;
  }

  /** The opcode's typed keys, or {@code null} for an opcode no catalog knows. */
  public OpcodeFields fields() {
    return fields;
  }

  public void setFields(OpcodeFields fields) {
    this.fields = fields;
  }
}
