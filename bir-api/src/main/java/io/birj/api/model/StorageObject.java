package io.birj.api.model;

/**
 * A named storage object of a function (a memory-location set, a memory location, a register):
 * whether its {@code Skind} tag was written (an entry of a set's {@code memorylocations} may leave
 * it out; an entry of {@code allocations} whose tag is missing is an error, but its kind is told
 * from its keys so that the references to it still resolve).
 */
public abstract sealed class StorageObject extends NamedObjectWithFields
    permits PropsStorageObject, Register {
  private boolean skindPresent = true;

  protected StorageObject(String name) {
    super(name);
  }

  public boolean skindPresent() {
    return skindPresent;
  }

  public void setSkindPresent(boolean skindPresent) {
    this.skindPresent = skindPresent;
  }
}
