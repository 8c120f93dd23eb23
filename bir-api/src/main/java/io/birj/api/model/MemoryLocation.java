package io.birj.api.model;

import java.util.List;

/**
 * A memory location: {@code Skind: "memory_location"}, its name and the keys the container
 * reference lists ({@code type}, {@code addr}, {@code dims}, ...), kept as read in {@link
 * #props()}.
 */
public final class MemoryLocation extends ModelObject implements Allocation {
  public static final String SKIND = "memory_location";

  /** Keys other than {@code Skind} and {@code name}, in emit order. */
  public static final List<String> PROP_KEYS =
      List.of("type", "addr", "dims", "bank", "base", "allocated", "pinned", "tensor_id");

  private String name;
  private final Props props = new Props(PROP_KEYS);
  private boolean skindPresent = true;

  public MemoryLocation(String name) {
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
      throw new IllegalArgumentException("a memory location needs a name");
    }
    this.name = name;
  }

  /**
   * Whether {@code Skind} is written: an entry of a set's {@code memorylocations} may leave it out,
   * and what was absent stays absent. Always true for an entry of {@code allocations}.
   */
  public boolean skindPresent() {
    return skindPresent;
  }

  public void setSkindPresent(boolean skindPresent) {
    this.skindPresent = skindPresent;
  }

  public Props props() {
    return props;
  }

  /** The MemoryType spelling ({@code SB}, {@code PSUM}, ...), or {@code null}. */
  public String type() {
    return props.string("type");
  }
}
