package io.birj.api.model;

import java.util.List;

/**
 * A memory-location set (a logical tensor): {@code Skind: "memory_location_set"}, its name, its
 * memory locations and the keys the references list, kept as read in {@link #props()}
 * (docs/wire/container.md, "Storage").
 */
public final class MemoryLocationSet extends StorageObject implements Allocation {
  public static final String SKIND = "memory_location_set";
  public static final String KEY_MEMORY_LOCATIONS = "memorylocations";

  /** Keys other than the named-object keys and {@code memorylocations}, in emit order. */
  public static final List<String> PROP_KEYS =
      List.of(
          "kind",
          "tensor_class",
          "addr_space",
          "dtype",
          "partition_dim",
          "tensor_shape",
          "file",
          "no_spill",
          "volatile",
          "virtual",
          "do_not_spill",
          "do_not_rotate",
          "debug");

  /** Emitted after {@code memorylocations}. */
  public static final List<String> TRAILING_PROP_KEYS = List.of("tensorId2MemLocSize");

  private final Props props = new Props(PROP_KEYS);
  private final Props trailing = new Props(TRAILING_PROP_KEYS);
  private List<MemoryLocation> memoryLocations;

  public MemoryLocationSet(String name) {
    super(name);
  }

  @Override
  protected String what() {
    return "a memory-location set";
  }

  @Override
  public String skind() {
    return SKIND;
  }

  /** {@code kind} .. {@code debug}, as read. */
  public Props props() {
    return props;
  }

  /** {@code tensorId2MemLocSize}, as read. */
  public Props trailingProps() {
    return trailing;
  }

  /** The memory locations, or {@code null} when the key is absent; mutable. */
  public List<MemoryLocation> memoryLocations() {
    return memoryLocations;
  }

  public void setMemoryLocations(List<MemoryLocation> memoryLocations) {
    this.memoryLocations = memoryLocations;
  }

  /** The memory location of this name in the set, or {@code null}. */
  public MemoryLocation memoryLocation(String name) {
    if (memoryLocations != null) {
      for (MemoryLocation m : memoryLocations) {
        if (m.name().equals(name)) {
          return m;
        }
      }
    }
    return null;
  }

  /** The TensorKind spelling ({@code ExternalInput}, {@code Pointer}, ...), or {@code null}. */
  public String kind() {
    return props.string("kind");
  }

  public String dtype() {
    return props.string("dtype");
  }
}
