package io.birj.api.model;

import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.json.JsonValue;
import io.birj.api.name.NameRef;
import java.util.List;

/**
 * A memory location (a physical placement): {@code Skind: "memory_location"}, its name, the keys
 * the references list (kept as read in {@link #props()}), the memory location a pointer refers to
 * and the location's aliases (docs/wire/container.md, "Storage" and "Aliases").
 */
public final class MemoryLocation extends PropsStorageObject implements Allocation {
  public static final String SKIND = "memory_location";
  public static final String KEY_ALIAS = "alias";
  public static final String KEY_POINTER_REF_MEMLOC = "pointer_ref_memloc";

  /** The keys held in props, in emit order (the container spec's). */
  public static final List<String> PROP_KEYS = StandardContainer.MEMORY_LOCATION.propKeys();

  private NameRef<MemoryLocation> pointerRefMemloc;
  private Object aliases; // a ShortList's storage

  public MemoryLocation(String name) {
    super(name, StandardContainer.MEMORY_LOCATION);
  }

  @Override
  protected ObjectSchema schema() {
    return StandardContainer.MEMORY_LOCATION;
  }

  @Override
  public String skind() {
    return SKIND;
  }

  /**
   * The MemoryType: a name ({@code DRAM}, {@code SB}, {@code PSUM}, ...) as real dumps write it,
   * or, for the numeric bit-flag form, the name of the flag ({@code 8} is {@code DRAM}); {@code
   * null} when absent or of another form.
   */
  public String type() {
    JsonValue t = props().get("type");
    if (t instanceof JsonValue.JsonString s) {
      return s.value();
    }
    if (t instanceof JsonValue.JsonNumber n) {
      return MemoryType.nameOfFlag(n.text());
    }
    return null;
  }

  /** The memory location a pointer location refers to, or {@code null} when absent. */
  public NameRef<MemoryLocation> pointerRefMemloc() {
    return pointerRefMemloc;
  }

  public void setPointerRefMemloc(NameRef<MemoryLocation> pointerRefMemloc) {
    this.pointerRefMemloc = pointerRefMemloc;
  }

  /** The {@code alias} entries, or {@code null} when absent; mutable. */
  public List<Alias> aliases() {
    return aliases == null
        ? null
        : new ShortList<>() {
          @Override
          Object load() {
            return aliases;
          }

          @Override
          void store(Object items) {
            aliases = items;
          }
        };
  }

  public void setAliases(List<Alias> aliases) {
    this.aliases = ShortList.encode(aliases);
  }

  /**
   * One entry of {@code alias}. Two shapes, told apart by their length and never by the module
   * version: {@code [destSet, dest, kind]} (set-keyed: {@link #destSet()} is present) and {@code
   * [dest, kind]} (memory-location keyed: {@code destSet} is {@code null}). The kind is a JSON
   * number (an OR-able bit mask; a bool or a float is coerced, as the compiler does), kept as
   * written.
   */
  public record Alias(
      NameRef<MemoryLocationSet> destSet, NameRef<MemoryLocation> dest, JsonValue kind) {
    public Alias {
      if (dest == null || kind == null) {
        throw new IllegalArgumentException("an alias needs a destination and a kind");
      }
    }

    /** The kind as the compiler's integer coercion reads it. */
    public long kindBits() {
      if (kind instanceof JsonValue.JsonBool b) {
        return b.value() ? 1 : 0;
      }
      if (kind instanceof JsonValue.JsonNumber n) {
        try {
          return Long.parseLong(n.text());
        } catch (NumberFormatException e) {
          return (long) Double.parseDouble(n.text());
        }
      }
      throw new IllegalStateException("an alias kind is a number or a bool, not " + kind);
    }
  }
}
