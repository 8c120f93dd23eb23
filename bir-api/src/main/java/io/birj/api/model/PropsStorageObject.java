package io.birj.api.model;

import io.birj.api.container.ObjectSchema;

/**
 * A storage object whose keys the references list are kept as read in {@link #props()} (a
 * memory-location set, a memory location; docs/wire/container.md, "Storage").
 */
public abstract sealed class PropsStorageObject extends StorageObject
    permits MemoryLocationSet, MemoryLocation {
  private Props props;

  PropsStorageObject(String name, ObjectSchema schema) {
    super(name);
    this.props = new Props(schema);
  }

  /**
   * Holds the props of this object's schema when it is not the standard one (a reader with a schema
   * of its own sets them before reading any).
   */
  public void setProps(Props props) {
    this.props = props;
  }

  public Props props() {
    return props;
  }
}
