package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import java.util.List;

/**
 * A memory-location set (a logical tensor): {@code Skind: "memory_location_set"}, its name, its
 * memory locations and the keys the references list, kept as read in {@link #props()}
 * (docs/wire/container.md, "Storage").
 */
public final class MemoryLocationSet extends PropsStorageObject implements Allocation {
  public static final String SKIND = "memory_location_set";
  public static final String KEY_MEMORY_LOCATIONS = "memorylocations";

  /**
   * The keys held in props, in emit order (the container spec's, {@link
   * StandardContainer#MEMORY_LOCATION_SET}); {@code tensorId2MemLocSize} comes after {@code
   * memorylocations}.
   */
  public static final List<String> PROP_KEYS = StandardContainer.MEMORY_LOCATION_SET.propKeys();

  private List<MemoryLocation> memoryLocations;

  public MemoryLocationSet(String name) {
    super(name, StandardContainer.MEMORY_LOCATION_SET);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.MEMORY_LOCATION_SET;
  }

  @Override
  public String skind() {
    return SKIND;
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
    return props().string("kind");
  }

  public String dtype() {
    return props().string("dtype");
  }
}
