package io.birj.api.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A function: its name, attributes, storage ({@code allocations}), memory-location aliases and
 * blocks. Keys in emit order: {@code name}, {@code attributes}, {@code allocations}, {@code
 * memloc_aliases}, {@code blocks}, then the unknown keys. An absent list is {@code null}.
 */
public class Function extends ModelObject {
  private String name;
  private List<String> attributes;
  private List<Allocation> allocations;
  private MemLocAliases memLocAliases;
  private final List<BasicBlock> blocks = new ArrayList<>();

  public Function(String name) {
    setName(name);
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a function needs a name");
    }
    this.name = name;
  }

  /** The attribute strings (e.g. {@code need_dce}), or {@code null} when absent; mutable. */
  public List<String> attributes() {
    return attributes;
  }

  public void setAttributes(List<String> attributes) {
    this.attributes = attributes;
  }

  /** The storage objects, or {@code null} when absent; mutable. */
  public List<Allocation> allocations() {
    return allocations;
  }

  public void setAllocations(List<Allocation> allocations) {
    this.allocations = allocations;
  }

  /** The memory-location alias table, or {@code null} when absent. */
  public MemLocAliases memLocAliases() {
    return memLocAliases;
  }

  public void setMemLocAliases(MemLocAliases memLocAliases) {
    this.memLocAliases = memLocAliases;
  }

  /** The blocks, mutable. */
  public List<BasicBlock> blocks() {
    return blocks;
  }

  /** The register of this name among the allocations, or {@code null}. */
  public Register register(String name) {
    if (allocations != null) {
      for (Allocation a : allocations) {
        if (a instanceof Register r && r.name().equals(name)) {
          return r;
        }
      }
    }
    return null;
  }

  /** The memory-location set of this name among the allocations, or {@code null}. */
  public MemoryLocationSet memoryLocationSet(String name) {
    if (allocations != null) {
      for (Allocation a : allocations) {
        if (a instanceof MemoryLocationSet s && s.name().equals(name)) {
          return s;
        }
      }
    }
    return null;
  }
}
