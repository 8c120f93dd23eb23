package io.birj.api.model;

import io.birj.api.name.NameRef;
import java.util.List;

/**
 * The operands that carry an access pattern ({@code ap}) into storage: {@code memsetref} names a
 * memory-location set, {@code memref} a memory location; {@code access_shape} is the shape
 * accessed.
 */
public abstract sealed class ApOperand extends Operand permits PhysicalAp, SymbolicAp, RegisterAp {
  private AccessPattern ap;
  private NameRef<MemoryLocationSet> memsetref;
  private NameRef<MemoryLocation> memref;
  private List<Long> accessShape;

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

  /** The memory location, or {@code null} when absent. */
  public NameRef<MemoryLocation> memref() {
    return memref;
  }

  public void setMemref(NameRef<MemoryLocation> memref) {
    this.memref = memref;
  }

  /**
   * The access shape, or {@code null} when absent. A read document shares equal shapes between
   * operands as unmodifiable lists: change one with {@link #setAccessShape}.
   */
  public List<Long> accessShape() {
    return accessShape;
  }

  public void setAccessShape(List<Long> accessShape) {
    this.accessShape = accessShape;
  }
}
