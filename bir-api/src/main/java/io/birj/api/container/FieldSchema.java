package io.birj.api.container;

import java.util.List;
import java.util.Objects;

/**
 * One key of a container object, as the container spec gives it.
 *
 * @param key the key as the compiler writes it
 * @param type its value's type
 * @param or a second type the value may have, told apart by shape ({@code null}: none); an
 *     instruction's {@code queue} is a queue's name or an expression
 * @param required whether the compiler's reader refuses the object without it
 * @param held who holds the value: the model's typed accessor, or the object's {@link
 *     io.birj.api.model.Props}
 * @param region whether the key belongs to a structured instruction's region (loops, DoWhile)
 * @param spellings other spellings read as this key (the first one met is written back)
 */
public record FieldSchema(
    String key,
    FieldType type,
    FieldType or,
    boolean required,
    Held held,
    boolean region,
    List<String> spellings) {

  /** Where a key's value lives in the model. */
  public enum Held {
    /** A typed accessor of the model; reader, writer and checker name the key. */
    MODEL,
    /**
     * The object's {@link io.birj.api.model.Props}: read and checked by its type, written at its
     * place, compared and walked, with no code naming the key.
     */
    PROPS
  }

  public FieldSchema {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(held, "held");
    spellings = List.copyOf(spellings);
  }

  /** An optional key held in the object's props. */
  public static FieldSchema prop(String key, FieldType type) {
    return new FieldSchema(key, type, null, false, Held.PROPS, false, List.of());
  }

  public boolean isProp() {
    return held == Held.PROPS;
  }
}
