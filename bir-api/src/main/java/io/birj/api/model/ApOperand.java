package io.birj.api.model;

/** The operands that carry an access pattern ({@code ap}) into a memory-location set. */
public abstract sealed class ApOperand extends Operand
    permits PhysicalAp, SymbolicAp, SymbolicPwap, RegisterAp {
  private AccessPattern ap;
  private NameRef<MemoryLocationSet> memsetref;

  /** The access pattern, or {@code null} when absent. */
  public AccessPattern ap() {
    return ap;
  }

  public void setAp(AccessPattern ap) {
    this.ap = ap;
  }

  /** The memory-location set, or {@code null} when absent. */
  public NameRef<MemoryLocationSet> memsetref() {
    return memsetref;
  }

  public void setMemsetref(NameRef<MemoryLocationSet> memsetref) {
    this.memsetref = memsetref;
  }
}
