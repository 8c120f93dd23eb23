package io.birj.api.container;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The container of a BIR-JSON document: every object's keys, as the container spec gives them. The
 * standard one ({@link #standard()}) is generated from the spec by bir-brewer ({@link
 * StandardContainer}); the reader takes another (a key added, as a vendor's writer may add one),
 * and what it reads carries it into the writer, the walk and the diff.
 */
public final class ContainerSchema {
  private final List<ObjectSchema> objects;

  public ContainerSchema(List<ObjectSchema> objects) {
    this.objects = List.copyOf(objects);
  }

  /** The container as the spec describes it. */
  public static ContainerSchema standard() {
    return StandardContainer.SCHEMA;
  }

  public List<ObjectSchema> objects() {
    return objects;
  }

  /** The object at {@code place}; an unknown place is a bug of the caller. */
  public ObjectSchema object(String place) {
    for (ObjectSchema o : objects) {
      if (o.place().equals(place)) {
        return o;
      }
    }
    throw new IllegalArgumentException("no container object " + place);
  }

  /** This schema with {@code field} added to the object at {@code place}, after {@code after}. */
  public ContainerSchema with(String place, FieldSchema field, String after) {
    Objects.requireNonNull(place, "place");
    List<ObjectSchema> out = new ArrayList<>();
    for (ObjectSchema o : objects) {
      out.add(o.place().equals(place) ? o.with(field, after) : o);
    }
    object(place);
    return new ContainerSchema(out);
  }
}
