package io.birj.api.name;

import io.birj.api.position.PackedPosition;
import io.birj.api.position.SourcePosition;

/**
 * A reference by name (a memory location, a register, an instruction, a block, a queue, a
 * function): the name as written, the object the loader's second pass resolved it to ({@code null}
 * before resolution, or when the name is unknown), and the source position of the name.
 *
 * <p>Once resolved, {@link #name()} is the target's current name: renaming an object renames every
 * reference to it, so an edit cannot leave a reference dangling.
 *
 * @param <T> what the name refers to
 */
public final class NameRef<T extends Named> {
  // A dump has a reference for every operand's memory and every edge (81,597 in the 10 MB mixed
  // bench document), so each is kept in 24 bytes: the name as written, the target, and the position
  // packed into an int (PackedPosition). A position too far into its document for that moves out
  // of line with the name, into a Wide.
  private final Object written;
  private final int position;
  private T target;

  /** The name and the position of a reference whose position does not pack into an int. */
  private record Wide(String name, long position) {}

  public NameRef(String name) {
    this(name, SourcePosition.UNKNOWN);
  }

  public NameRef(String name, long position) {
    if (name == null) {
      throw new IllegalArgumentException("name is null");
    }
    int packed = PackedPosition.pack(position);
    this.written = packed == PackedPosition.WIDE ? new Wide(name, position) : name;
    this.position = packed;
  }

  /** A reference already bound to {@code target} (for models built in memory). */
  public static <T extends Named> NameRef<T> to(T target) {
    NameRef<T> r = new NameRef<>(target.name());
    r.resolve(target);
    return r;
  }

  /** The target's name when resolved, else the name as written. */
  public String name() {
    T t = target;
    return t == null ? writtenName() : t.name();
  }

  /** The name as it was written (or given), whatever the target is called now. */
  public String writtenName() {
    return written instanceof String s ? s : ((Wide) written).name();
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
    return position == PackedPosition.WIDE
        ? ((Wide) written).position()
        : PackedPosition.unpack(position);
  }

  @Override
  public String toString() {
    return name();
  }
}
