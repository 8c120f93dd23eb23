package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A function: its name, attributes, storage ({@code allocations}) and blocks. Keys in emit order:
 * {@code name}, {@code origin}, {@code optin_passes}, {@code attributes}, {@code allocations},
 * {@code blocks}, then the unknown keys. An absent list is {@code null}.
 */
public class Function extends NamedObjectWithFields implements BlockHolder {
  private JsonValue attributes;
  private List<Allocation> allocations;
  private final List<BasicBlock> blocks = new ArrayList<>();

  public Function(String name) {
    super(name);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.FUNCTION;
  }

  /**
   * The {@code attributes} as read: a list of FunctionAttribute spellings in the releases the
   * references show, an object in earlier ones (docs/wire/container.md, "Function"); {@code null}
   * when absent.
   */
  public JsonValue attributes() {
    return attributes;
  }

  public void setAttributes(JsonValue attributes) {
    this.attributes = attributes;
  }

  /**
   * The attribute names: the strings of a list, or the keys of an object whose value is {@code
   * true}; empty when absent.
   */
  public List<String> attributeNames() {
    List<String> out = new ArrayList<>();
    if (attributes instanceof JsonValue.JsonArray a) {
      for (JsonValue v : a.items()) {
        if (v instanceof JsonValue.JsonString s) {
          out.add(s.value());
        }
      }
    } else if (attributes instanceof JsonValue.JsonObject o) {
      for (JsonValue.Member m : o.members()) {
        if (m.value() instanceof JsonValue.JsonBool b && b.value()) {
          out.add(m.key());
        }
      }
    }
    return out;
  }

  /** The storage objects, or {@code null} when absent; mutable. */
  public List<Allocation> allocations() {
    return allocations;
  }

  public void setAllocations(List<Allocation> allocations) {
    this.allocations = allocations;
  }

  /** The blocks, mutable. */
  @Override
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

  /**
   * The first memory location of this name, in a set or among the allocations ({@code
   * Function::getMemoryLocationByName}), or {@code null}.
   */
  public MemoryLocation memoryLocation(String name) {
    if (allocations != null) {
      for (Allocation a : allocations) {
        if (a instanceof MemoryLocation m && m.name().equals(name)) {
          return m;
        }
        if (a instanceof MemoryLocationSet s && s.memoryLocations() != null) {
          for (MemoryLocation m : s.memoryLocations()) {
            if (m.name().equals(name)) {
              return m;
            }
          }
        }
      }
    }
    return null;
  }
}
