package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.name.Named;
import java.util.List;

/**
 * An element of one of the compiler's named-object containers (a function, a block, an instruction,
 * a storage object, a queue): its {@code name}, unique within its container, and the two keys every
 * such element may carry, {@code origin} (a NamedObjectOrigin spelling: {@code Internal}, {@code
 * Penguin}, {@code NKI}) and {@code optin_passes} (pass names) (docs/wire/container.md, "Names and
 * scopes").
 */
public abstract class NamedObject extends ModelObject implements Named {
  private String name;

  // origin and optin_passes are kept by each kind of object: in fields (NamedObjectWithFields),
  // or, in an instruction, among its rare keys (most instructions have neither).

  /** The {@code origin} kept. */
  abstract String originValue();

  abstract void setOriginValue(String origin);

  /** The {@code optin_passes} kept: a ShortList's storage. */
  abstract Object optinPassesValue();

  abstract void setOptinPassesValue(Object passes);

  protected NamedObject(String name) {
    setName(name);
  }

  /**
   * The container's kind of object, which says what it is in messages: a method rather than a
   * field, since each class has one (a field cost 4 bytes on each of a dump's instructions).
   */
  protected abstract ObjectSchema schema();

  /**
   * The name, or {@code null} for an object its writer left nameless (only an instruction or a
   * block may be: {@link #nameOptional()}).
   */
  @Override
  public String name() {
    return name;
  }

  /** Whether this object has a name ({@link #name()} is not {@code null}). */
  public boolean isNamed() {
    return name != null;
  }

  public void setName(String name) {
    if (name == null && !nameOptional()) {
      throw new IllegalArgumentException(what() + " needs a name");
    }
    this.name = name;
  }

  /**
   * Whether this kind of object may have no name. Real writers name every container element but
   * two: KLR writes a Loop without a name, real dumps a queue's blocks (docs/wire/container.md).
   */
  protected boolean nameOptional() {
    return false;
  }

  /** The {@code origin} spelling, or {@code null} when absent. */
  public String origin() {
    return originValue();
  }

  public void setOrigin(String origin) {
    setOriginValue(origin);
  }

  /** The {@code optin_passes} names, or {@code null} when absent. */
  public List<String> optinPasses() {
    return optinPassesValue() == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return optinPassesValue();
          }

          @Override
          void store(Object items) {
            setOptinPassesValue(items);
          }
        };
  }

  public void setOptinPasses(List<String> optinPasses) {
    setOptinPassesValue(ShortList.encode(optinPasses));
  }

  /** What this is, for messages: "a function", "a block", ... (the container spec's words). */
  protected final String what() {
    return schema().what();
  }
}
