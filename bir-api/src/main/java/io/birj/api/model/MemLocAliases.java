package io.birj.api.model;

import io.birj.api.json.JsonValue;
import java.util.ArrayList;
import java.util.List;

/**
 * A function's memory-location alias table (key {@code memloc_aliases}), in one of the two shapes
 * seed 001 describes, told apart by JSON shape and never by the module version:
 *
 * <ul>
 *   <li>{@link Shape#OLD}: memloc-keyed 2-tuples, {@code {"src": [["dest", "kind"], ...]}};
 *   <li>{@link Shape#NEW}: set-keyed, under {@code memorylocations}, 3-tuples, {@code {"srcSet":
 *       {"memorylocations": {"src": [["destSet", "dest", "kind"], ...]}}}}.
 * </ul>
 *
 * The shape read is the shape written. A table of neither shape is kept as read ({@link
 * Shape#UNKNOWN}, {@link #raw()}).
 */
public final class MemLocAliases {
  public static final String KEY = "memloc_aliases";

  public enum Shape {
    OLD,
    NEW,
    UNKNOWN
  }

  /**
   * One alias: from {@code srcMemLoc} (in {@code srcSet}, NEW shape only) to {@code destMemLoc} (in
   * {@code destSet}, NEW shape only), of alias kind {@code kind}.
   */
  public record Alias(
      String srcSet, String srcMemLoc, String destSet, String destMemLoc, String kind) {}

  private final Shape shape;
  private final List<Alias> aliases = new ArrayList<>();
  private final JsonValue raw;

  private MemLocAliases(Shape shape, JsonValue raw) {
    this.shape = shape;
    this.raw = raw;
  }

  public static MemLocAliases old() {
    return new MemLocAliases(Shape.OLD, null);
  }

  public static MemLocAliases newShape() {
    return new MemLocAliases(Shape.NEW, null);
  }

  /** A table of a shape the model does not know, kept as read. */
  public static MemLocAliases unknown(JsonValue raw) {
    return new MemLocAliases(Shape.UNKNOWN, raw);
  }

  public Shape shape() {
    return shape;
  }

  /** The aliases in read order (empty for {@link Shape#UNKNOWN}); mutable. */
  public List<Alias> aliases() {
    return aliases;
  }

  /** The table as read, for {@link Shape#UNKNOWN} only. */
  public JsonValue raw() {
    return raw;
  }
}
