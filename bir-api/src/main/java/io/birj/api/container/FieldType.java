package io.birj.api.container;

import java.util.Locale;

/**
 * The type of a container key's value, as the container spec gives it (bir-api's {@code
 * src/main/container/container.json}): a scalar, a list, a reference by name, an object of the
 * spec, or a named shape ({@code form}) that the reader and writer know by hand.
 */
public sealed interface FieldType {
  /** The scalars of the spec. {@code UNKNOWN} is any JSON value, kept as read. */
  enum Scalar implements FieldType {
    NAT,
    INT,
    FLOAT,
    BOOL,
    STRING,
    UNKNOWN;

    /** As the spec spells it: {@code Nat}, {@code Int}, ... */
    public String spelling() {
      return name().charAt(0) + name().substring(1).toLowerCase(Locale.ROOT);
    }

    @Override
    public String toString() {
      return spelling();
    }
  }

  /** A list of {@code item}. */
  record ListOf(FieldType item) implements FieldType {
    @Override
    public String toString() {
      return "a list of " + item;
    }
  }

  /**
   * The name of a {@code kind} (Function, Queue, Block, Instruction, MemoryLocation,
   * MemoryLocationSet, Register, LoopAxis), looked up where the key stands: in its function, or in
   * the module for a Function or a Queue.
   */
  record Ref(String kind) implements FieldType {
    @Override
    public String toString() {
      return "the name of a " + kind;
    }
  }

  /** An object of the container spec, by its place ({@code function}, {@code operand}, ...). */
  record ObjectOf(String place) implements FieldType {
    @Override
    public String toString() {
      return "a " + place;
    }
  }

  /** A shape the spec names and describes ({@code dependency}, {@code expression}, ...). */
  record Form(String name) implements FieldType {
    @Override
    public String toString() {
      return "a " + name;
    }
  }
}
