package io.birj.api.model;

import io.birj.api.json.JsonValue;
import io.birj.api.name.Named;
import io.birj.pelican.PelicanContext;
import java.util.ArrayList;
import java.util.List;

/**
 * A BIR module: the document root (docs/wire/container.md, "Module").
 *
 * <p>The {@code version} (1 = legacy, 2 = modern) is set once, from the top-level key, and read
 * once: by the expression read dispatch ({@code ExprDispatch.read}), to pick the pelican codec.
 * Nothing else in birj asks for it (the compiler's {@code Module::getVersion} has exactly one
 * caller), and an architecture test keeps it so. Writers take their target version as an argument.
 *
 * <p>Keys in emit order: {@code version}, {@code arch}, {@code archRev}, {@code revision}, {@code
 * attributes}, {@code functions}, {@code nki_functions}, the queues ({@code queues}, or {@code
 * DMAQueues} when read under that name), {@code call_to_physical_memlocs}, then the unknown keys in
 * read order. Optional keys are {@code null} when absent, so what was absent stays absent.
 */
public class Module extends ModelObject {
  public static final String KEY_QUEUES = "queues";
  public static final String KEY_DMA_QUEUES = "DMAQueues";

  private int version = 2;
  private final PelicanContext pelican;
  private String arch;
  private JsonValue archRev;
  private String revision;
  private JsonValue attributes;
  private final List<Function> functions = new ArrayList<>();
  private List<Function> nkiFunctions;
  private String queuesKey = KEY_QUEUES;
  private List<DmaQueue> queues;
  private List<CallBinding> callToPhysicalMemlocs;

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

  /** The {@code arch} (an ArchLevel spelling), or {@code null} when absent. */
  public String arch() {
    return arch;
  }

  public void setArch(String arch) {
    this.arch = arch;
  }

  /** {@code archRev} as read (a spelling other releases use for {@code revision}), or null. */
  public JsonValue archRev() {
    return archRev;
  }

  public void setArchRev(JsonValue archRev) {
    this.archRev = archRev;
  }

  /** {@code revision}, an ArchRevision spelling ({@code v1}, {@code v2}), or {@code null}. */
  public String revision() {
    return revision;
  }

  public void setRevision(String revision) {
    this.revision = revision;
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

  /** The function of this name among {@code functions}, or {@code null}. */
  public Function function(String name) {
    return find(functions, name);
  }

  /** The {@code nki_functions} (a second function container), or {@code null} when absent. */
  public List<Function> nkiFunctions() {
    return nkiFunctions;
  }

  public void setNkiFunctions(List<Function> nkiFunctions) {
    this.nkiFunctions = nkiFunctions;
  }

  /** The queues, or {@code null} when absent; mutable. */
  public List<DmaQueue> queues() {
    return queues;
  }

  /** The key the queues are written under: {@code queues}, or {@code DMAQueues} as read. */
  public String queuesKey() {
    return queuesKey;
  }

  /** Sets the queues ({@code null} removes the key). */
  public void setQueues(List<DmaQueue> queues) {
    this.queues = queues;
  }

  /**
   * Sets the queues and the key to write them under ({@link #KEY_QUEUES} or {@link
   * #KEY_DMA_QUEUES}).
   */
  public void setQueues(String key, List<DmaQueue> queues) {
    if (!KEY_QUEUES.equals(key) && !KEY_DMA_QUEUES.equals(key)) {
      throw new IllegalArgumentException("queues are written as queues or DMAQueues, not " + key);
    }
    this.queuesKey = key;
    this.queues = queues;
  }

  /** The queue of this name, or {@code null}. */
  public DmaQueue queue(String name) {
    return queues == null ? null : find(queues, name);
  }

  /** {@code call_to_physical_memlocs}, or {@code null} when absent; mutable. */
  public List<CallBinding> callToPhysicalMemlocs() {
    return callToPhysicalMemlocs;
  }

  public void setCallToPhysicalMemlocs(List<CallBinding> bindings) {
    this.callToPhysicalMemlocs = bindings;
  }

  private static <T extends Named> T find(List<T> list, String name) {
    for (T t : list) {
      if (t.name().equals(name)) {
        return t;
      }
    }
    return null;
  }
}
