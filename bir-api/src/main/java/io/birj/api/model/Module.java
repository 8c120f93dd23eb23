package io.birj.api.model;

import io.birj.api.json.JsonValue;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;

/**
 * A BIR module: the document root.
 *
 * <p>The {@code version} (1 = legacy, 2 = modern) is set once, from the top-level key, and read
 * once: by the QuasiAffineExpr read dispatch, to pick the pelican codec. Nothing else in birj asks
 * for it (seed 001: {@code Module::getVersion} has exactly one caller), and an architecture test
 * keeps it so. Writers take their target version as an argument.
 *
 * <p>Keys in emit order: {@code version}, {@code arch}, {@code archRev}, {@code attributes}, {@code
 * functions}, the DMA queues ({@code DMAQueues} as seed 001 names them, or {@code queues} as other
 * releases spell it: the key read is the key written), then the unknown keys in read order.
 */
public class Module extends ModelObject {
  public static final String KEY_DMA_QUEUES = "DMAQueues";
  public static final String KEY_QUEUES = "queues";

  private int version = 2;
  private final PelicanContext pelican;
  private String arch;
  private JsonValue archRev;
  private JsonValue attributes;
  private final List<Function> functions = new ArrayList<>();
  private String queuesKey;
  private JsonValue queues;

  /** An empty module with its own expression arena. */
  public Module() {
    this(new PelicanContext());
  }

  /** An empty module whose expressions live in {@code pelican} (one context per document). */
  public Module(PelicanContext pelican) {
    this.pelican = pelican;
  }

  /** The wire version of this module's pelican expressions. Only the read dispatch calls this. */
  public int getVersion() {
    return version;
  }

  public void setVersion(int version) {
    this.version = version;
  }

  /** The arena of this document's expressions: build replacement expressions with it. */
  public PelicanContext pelican() {
    return pelican;
  }

  /** The {@code arch} string, or {@code null} when absent. */
  public String arch() {
    return arch;
  }

  public void setArch(String arch) {
    this.arch = arch;
  }

  /** {@code archRev} as read (its type varies between releases), or {@code null}. */
  public JsonValue archRev() {
    return archRev;
  }

  public void setArchRev(JsonValue archRev) {
    this.archRev = archRev;
  }

  /** The {@code attributes} object as read, or {@code null} when absent. */
  public JsonValue attributes() {
    return attributes;
  }

  public void setAttributes(JsonValue attributes) {
    this.attributes = attributes;
  }

  /** The functions, mutable. */
  public List<Function> functions() {
    return functions;
  }

  /** The function of this name, or {@code null}. */
  public Function function(String name) {
    for (Function f : functions) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    return null;
  }

  /** {@code "DMAQueues"} or {@code "queues"}: the key the queues were read under; {@code null}. */
  public String queuesKey() {
    return queuesKey;
  }

  /** The DMA queues as read (their inner shape is not fixed by the reference), or {@code null}. */
  public JsonValue queues() {
    return queues;
  }

  /**
   * Sets the queues and the key to write them under ({@link #KEY_DMA_QUEUES} or {@link
   * #KEY_QUEUES}).
   */
  public void setQueues(String key, JsonValue queues) {
    if (queues != null && !KEY_DMA_QUEUES.equals(key) && !KEY_QUEUES.equals(key)) {
      throw new IllegalArgumentException("queues key must be DMAQueues or queues, not " + key);
    }
    this.queuesKey = queues == null ? null : key;
    this.queues = queues;
  }

  /**
   * The names of the declared queues: the strings of an array of strings, the {@code name} of an
   * array of objects, or the keys of an object. Empty when there are none.
   */
  public List<String> queueNames() {
    List<String> names = new ArrayList<>();
    if (queues instanceof JsonValue.JsonArray a) {
      for (JsonValue v : a.items()) {
        if (v instanceof JsonValue.JsonString s) {
          names.add(s.value());
        } else if (v instanceof JsonValue.JsonObject o
            && o.get("name") instanceof JsonValue.JsonString s) {
          names.add(s.value());
        }
      }
    } else if (queues instanceof JsonValue.JsonObject o) {
      for (JsonValue.Member m : o.members()) {
        names.add(m.key());
      }
    }
    return names;
  }
}
