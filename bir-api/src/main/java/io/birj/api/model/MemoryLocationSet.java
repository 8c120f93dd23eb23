package io.birj.api.model;

import java.util.List;

/**
 * An allocation (a tensor): {@code Skind: "memory_location_set"}, its name, its memory locations
 * and the keys the container reference lists, kept as read in {@link #props()}.
 */
public final class MemoryLocationSet extends ModelObject implements Allocation {
  public static final String SKIND = "memory_location_set";
  public static final String KEY_MEMORY_LOCATIONS = "memorylocations";

  /** Keys other than {@code Skind}, {@code name} and {@code memorylocations}, in emit order. */
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
          "virtual");

  /** Emitted after {@code memorylocations}. */
  public static final List<String> TRAILING_PROP_KEYS = List.of("tensorId2MemLocSize");

  private String name;
  private final Props props = new Props(PROP_KEYS);
  private final Props trailing = new Props(TRAILING_PROP_KEYS);
  private List<MemoryLocation> memoryLocations;

  public MemoryLocationSet(String name) {
    setName(name);
  }

  @Override
  public String skind() {
    return SKIND;
  }

  public String name() {
    return name;
  }

  public void setName(String name) {
    if (name == null) {
      throw new IllegalArgumentException("a memory-location set needs a name");
    }
    this.name = name;
  }

  /** {@code kind} .. {@code virtual}, as read. */
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

  /** The TensorKind spelling ({@code ExternalInput}, ...), or {@code null}. */
  public String kind() {
    return props.string("kind");
  }

  public String dtype() {
    return props.string("dtype");
  }
}
