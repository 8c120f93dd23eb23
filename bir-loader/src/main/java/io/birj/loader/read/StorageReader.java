package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.ContainerSchema;
import io.birj.api.container.Keys;
import io.birj.api.container.ObjectSchema;
import io.birj.api.container.StandardContainer;
import io.birj.api.error.BirException;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Allocation;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.NamedObject;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.StorageObject;
import io.birj.api.model.UnknownAllocation;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a function's storage ({@code allocations}): memory-location sets with their memory
 * locations, top-level memory locations and registers, tagged by {@code Skind}. Keys met before the
 * tag are held and replayed once it is known (docs/wire/container.md, "Storage").
 */
final class StorageReader {
  private final ReadCursor cursor;
  private final ExprSite site;

  private final PropValues props;
  private final ObjectSchema memoryLocation;
  private final ObjectSchema memoryLocationSet;

  StorageReader(ReadCursor cursor, ExprSite site, ContainerSchema container) {
    this.props = new PropValues(cursor);
    this.memoryLocation = container.object(StandardContainer.MEMORY_LOCATION.place());
    this.memoryLocationSet = container.object(StandardContainer.MEMORY_LOCATION_SET.place());
    this.cursor = cursor;
    this.site = site;
  }

  List<Allocation> allocations() throws IOException {
    cursor.expectArray(Keys.ALLOCATIONS);
    List<Allocation> out = new ArrayList<>();
    cursor.eachItem(this::allocation, out::add);
    return out;
  }

  private Allocation allocation() throws IOException {
    cursor.expectObject("an allocation");
    String pointer = cursor.pointer();
    long start = cursor.position();
    JsonStreamContext here = cursor.container();
    List<HeldValue> held = new ArrayList<>(2);
    Allocation a = null;
    boolean named = false;
    List<JsonValue.Member> unknownKind = null;
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (a == null && unknownKind == null) {
          if (!Keys.SKIND.equals(key)) {
            held.add(cursor.hold(pointer));
            continue;
          }
          String skind = cursor.name("Skind");
          a = create(skind);
          if (a == null) {
            cursor.warn(Messages.unknownSkind(skind));
            unknownKind = new ArrayList<>();
            for (HeldValue h : held) {
              unknownKind.add(replayKept(h));
            }
            unknownKind.add(new JsonValue.Member(key, new JsonValue.JsonString(skind)));
            continue;
          }
          StorageObject created = (StorageObject) a;
          created.setSourcePosition(start);
          for (HeldValue h : held) {
            if (Keys.NAME.equals(h.key())) {
              named = true;
            }
            cursor.replay(h, k -> member(created, k));
          }
          continue;
        }
        if (unknownKind != null) {
          unknownKind.add(site.unknownMember(key));
          continue;
        }
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        member((StorageObject) a, key);
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (unknownKind != null) {
      return new UnknownAllocation(new JsonValue.JsonObject(unknownKind));
    }
    if (a == null) {
      // No tag at all: one error, and the kind told from the keys so nothing cascades.
      StorageObject inferred = infer(held);
      inferred.setSkindPresent(false);
      inferred.setSourcePosition(start);
      cursor.report(
          BirException.atPosition(
              Messages.missingSkind(((Allocation) inferred).skind()), pointer, start));
      for (HeldValue h : held) {
        if (Keys.NAME.equals(h.key())) {
          named = true;
        }
        try {
          cursor.replay(h, k -> member(inferred, k));
        } catch (BirException e) {
          cursor.report(e);
        }
      }
      a = (Allocation) inferred;
    }
    if (!named) {
      cursor.report(NamedKeys.missingName((NamedObject) a, "an allocation", pointer, start));
    }
    return a;
  }

  private Allocation create(String skind) {
    switch (skind) {
      case MemoryLocationSet.SKIND:
        return newSet();
      case MemoryLocation.SKIND:
        return newMemoryLocation();
      case Register.SKIND:
        return new Register("?");
      default:
        return null;
    }
  }

  /** The kind of an allocation without {@code Skind}, told from its keys. */
  private StorageObject infer(List<HeldValue> held) {
    boolean memLoc = false;
    for (HeldValue h : held) {
      if (Keys.MEMORY_LOCATIONS.equals(h.key())) {
        return newSet();
      }
      if (memoryLocation.field(h.key()) != null && memoryLocation.field(h.key()).isProp()
          || Keys.ALIAS.equals(h.key())) {
        memLoc = true;
      }
    }
    return memLoc ? newMemoryLocation() : new Register("?");
  }

  private JsonValue.Member replayKept(HeldValue h) throws IOException {
    JsonValue.Member[] v = {null};
    cursor.replay(h, k -> v[0] = site.unknownMember(k));
    return v[0];
  }

  private void member(StorageObject o, String key) throws IOException {
    if (NamedKeys.read(cursor, o, key, "a storage object")) {
      return;
    }
    if (o instanceof MemoryLocationSet s) {
      setMember(s, key);
    } else if (o instanceof MemoryLocation m) {
      memLocMember(m, key);
    } else {
      o.unknownKeys().add(site.unknownMember(key));
    }
  }

  private void setMember(MemoryLocationSet s, String key) throws IOException {
    if (Keys.MEMORY_LOCATIONS.equals(key)) {
      if (!cursor.keptNull(s.unknownKeys(), key)) {
        s.setMemoryLocations(memoryLocationsOfSet());
      }
      return;
    }
    if (prop(s.props(), key)) {
      return;
    }
    s.unknownKeys().add(site.unknownMember(key));
  }

  private List<MemoryLocation> memoryLocationsOfSet() throws IOException {
    cursor.expectArray(Keys.MEMORY_LOCATIONS);
    List<MemoryLocation> out = new ArrayList<>();
    cursor.eachItem(this::memoryLocationInSet, out::add);
    return out;
  }

  private MemoryLocation memoryLocationInSet() throws IOException {
    cursor.expectObject("a memory location");
    String pointer = cursor.pointer();
    long start = cursor.position();
    MemoryLocation m = newMemoryLocation();
    m.setSourcePosition(start);
    m.setSkindPresent(false);
    boolean named = false;
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.SKIND.equals(key)) {
          String tag = cursor.string("Skind");
          if (!MemoryLocation.SKIND.equals(tag)) {
            throw cursor.error(Messages.memLocSkindInSet(tag));
          }
          m.setSkindPresent(true);
          continue;
        }
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        member(m, key);
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (!named) {
      cursor.report(NamedKeys.missingName(m, "a memory location", pointer, start));
    }
    return m;
  }

  private void memLocMember(MemoryLocation m, String key) throws IOException {
    switch (key) {
      case Keys.POINTER_REF_MEMLOC:
        if (!cursor.keptNull(m.unknownKeys(), key)) {
          m.setPointerRefMemloc(new NameRef<>(cursor.name(key), cursor.position()));
        }
        return;
      case Keys.ALIAS:
        m.setAliases(aliases());
        return;
      default:
        if (!prop(m.props(), key)) {
          m.unknownKeys().add(site.unknownMember(key));
        }
    }
  }

  /**
   * {@code alias}: entries {@code [destSet, dest, kind]} or {@code [dest, kind]}, told apart by
   * length (never by the version); the kind a number, or a bool or float the compiler coerces.
   */
  private List<MemoryLocation.Alias> aliases() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.mustBeArray(Keys.ALIAS));
    }
    List<MemoryLocation.Alias> out = new ArrayList<>();
    cursor.eachItem(this::alias, out::add);
    return out;
  }

  private MemoryLocation.Alias alias() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.aliasShape(cursor.describe()));
    }
    long start = cursor.position();
    String pointer = cursor.pointer();
    List<Object> parts = new ArrayList<>(3);
    List<Long> positions = new ArrayList<>(3);
    while (cursor.nextItem()) {
      positions.add(cursor.position());
      JsonToken t = cursor.token();
      if (t == JsonToken.VALUE_STRING) {
        parts.add(cursor.name("an alias name"));
      } else if (t == JsonToken.VALUE_NUMBER_INT
          || t == JsonToken.VALUE_NUMBER_FLOAT
          || t == JsonToken.VALUE_TRUE
          || t == JsonToken.VALUE_FALSE) {
        parts.add(JsonValues.read(cursor.parser()));
      } else {
        throw cursor.error(Messages.aliasShape(cursor.describe()));
      }
    }
    int n = parts.size();
    boolean shaped =
        (n == 2 || n == 3)
            && parts.get(n - 1) instanceof JsonValue
            && parts.get(0) instanceof String
            && parts.get(n - 2) instanceof String;
    if (!shaped) {
      throw BirException.atPosition(
          Messages.aliasShape("an array of " + n + " elements"), pointer, start);
    }
    NameRef<MemoryLocationSet> set =
        n == 3 ? new NameRef<>((String) parts.get(0), positions.get(0)) : null;
    NameRef<MemoryLocation> dest = new NameRef<>((String) parts.get(n - 2), positions.get(n - 2));
    return new MemoryLocation.Alias(set, dest, (JsonValue) parts.get(n - 1));
  }

  private boolean prop(Props p, String key) throws IOException {
    return props.read(p, key);
  }

  /** A memory location holding the props of the reader's schema. */
  private MemoryLocation newMemoryLocation() {
    MemoryLocation m = new MemoryLocation("?");
    if (memoryLocation != StandardContainer.MEMORY_LOCATION) {
      m.setProps(new Props(memoryLocation));
    }
    return m;
  }

  private MemoryLocationSet newSet() {
    MemoryLocationSet s = new MemoryLocationSet("?");
    if (memoryLocationSet != StandardContainer.MEMORY_LOCATION_SET) {
      s.setProps(new Props(memoryLocationSet));
    }
    return s;
  }
}
