package io.birj.brewer.spec;

import java.util.List;
import java.util.Map;

/**
 * The container spec (bir-api's {@code src/main/container/container.json}): every object of a
 * BIR-JSON document's container with its keys in emit order.
 *
 * @param about what the spec is, for the generated sources' comments
 * @param forms the named shapes, each with its JSON Schema (as plain Java values)
 * @param objects the container's objects, in the spec's order
 * @param moreKeys keys the loader or checker names that belong to no object (a form's members, an
 *     opcode's keys the checker reads): constants only
 */
public record ContainerSpec(
    String about, Map<String, Form> forms, List<Obj> objects, List<String> moreKeys) {

  /** A named shape: what it is and its JSON Schema. */
  public record Form(String name, String about, Object schema) {}

  /**
   * One object of the container. An object told apart by a tag ({@code tag}, e.g. an operand's
   * {@code kind}) has its keys per tag value in {@code orders}, in emit order ({@code tag} null and
   * {@code orders} empty otherwise).
   */
  public record Obj(
      String place, String what, List<Key> keys, String tag, Map<String, List<String>> orders) {}

  /**
   * One key of an object.
   *
   * @param type a type as {@link ContainerType}
   * @param or a second type the value may have, or {@code null}
   * @param held {@code model} or {@code props}
   * @param constant the Java constant's name when the derived one would not do, or {@code null}
   */
  public record Key(
      String key,
      ContainerType type,
      ContainerType or,
      boolean required,
      String held,
      boolean region,
      List<String> spellings,
      String constant) {}

  /** A container key's type, as the spec writes it. */
  public sealed interface ContainerType {
    /** {@code Nat}, {@code Int}, {@code Float}, {@code Bool}, {@code String}, {@code Unknown}. */
    record Scalar(String name) implements ContainerType {}

    record ListOf(ContainerType item) implements ContainerType {}

    record Ref(String kind) implements ContainerType {}

    record ObjectOf(String place) implements ContainerType {}

    record Form(String name) implements ContainerType {}
  }
}
