package io.birj.api.model;

/**
 * A reference by name (a memory location, a register, an instruction, a block, a queue): the name
 * as written, the object the loader's second pass resolved it to ({@code null} before resolution,
 * or for a model built in memory), and the source position of the name (for errors).
 *
 * @param <T> what the name refers to
 */
public final class NameRef<T> {
  private final String name;
  private final long position;
  private T target;

  public NameRef(String name) {
    this(name, SourcePosition.UNKNOWN);
  }

  public NameRef(String name, long position) {
    if (name == null) {
      throw new IllegalArgumentException("name is null");
    }
    this.name = name;
    this.position = position;
  }

  public String name() {
    return name;
  }

  /** The resolved object, or {@code null} when not (yet) resolved. */
  public T target() {
    return target;
  }

  public void resolve(T target) {
    this.target = target;
  }

  /** The packed source position of the name (see {@link SourcePosition}). */
  public long position() {
    return position;
  }

  @Override
  public String toString() {
    return name;
  }
}
