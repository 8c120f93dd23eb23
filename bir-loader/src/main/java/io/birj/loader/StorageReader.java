package io.birj.loader;

import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Allocation;
import io.birj.api.model.MemLocAliases;
import io.birj.api.model.MemoryLocation;
import io.birj.api.model.MemoryLocationSet;
import io.birj.api.model.Props;
import io.birj.api.model.Register;
import io.birj.api.model.UnknownAllocation;
import io.birj.loader.ParseState.FieldHandler;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads a function's storage: allocations, memory locations and sets, registers, aliases. */
final class StorageReader {
  private final ParseState state;

  StorageReader(ParseState state) {
    this.state = state;
  }

  void readAllocation(List<Allocation> out) throws IOException {
    state.tagged(
        "an allocation",
        Allocation.KEY_SKIND,
        null,
        (tag, start, before) -> {
          switch (tag) {
            case MemoryLocationSet.SKIND:
              {
                MemoryLocationSet s = new MemoryLocationSet("?");
                out.add(s);
                return memSetHandler(s, start);
              }
            case MemoryLocation.SKIND:
              {
                MemoryLocation m = new MemoryLocation("?");
                out.add(m);
                return memLocHandler(m, start);
              }
            case Register.SKIND:
              {
                Register r = new Register("?");
                out.add(r);
                return state.named(
                    r, r::setName, "register", start, state.scope.registers, k -> false);
              }
            default:
              {
                // A storage kind the model does not know: kept as read, its tag in its place.
                List<JsonValue.Member> members = new ArrayList<>();
                members.add(
                    new JsonValue.Member(Allocation.KEY_SKIND, new JsonValue.JsonString(tag)));
                int[] replayLeft = {before};
                int slot = out.size();
                out.add(new UnknownAllocation(new JsonValue.JsonObject(members)));
                return key -> {
                  JsonValue.Member m = new JsonValue.Member(key, JsonValues.read(state.p));
                  if (replayLeft[0] > 0) {
                    members.add(before - replayLeft[0], m);
                    replayLeft[0]--;
                  } else {
                    members.add(m);
                  }
                  out.set(slot, new UnknownAllocation(new JsonValue.JsonObject(members)));
                };
              }
          }
        });
  }

  private FieldHandler memSetHandler(MemoryLocationSet s, long start) {
    return state.named(
        s,
        s::setName,
        "memory-location set",
        start,
        state.scope.memSets,
        key -> {
          if (MemoryLocationSet.KEY_MEMORY_LOCATIONS.equals(key)) {
            List<MemoryLocation> locs = new ArrayList<>();
            s.setMemoryLocations(locs);
            state.array("memorylocations", () -> locs.add(readMemLocInSet()));
            return true;
          }
          return prop(s.props(), key) || prop(s.trailingProps(), key);
        });
  }

  private MemoryLocation readMemLocInSet() throws IOException {
    JsonReads.expect(state.p, JsonToken.START_OBJECT, "a memory location");
    MemoryLocation m = new MemoryLocation("?");
    m.setSkindPresent(false);
    FieldHandler h = memLocHandler(m, state.position());
    state.object(
        "a memory location",
        key -> {
          if (Allocation.KEY_SKIND.equals(key)) {
            String tag = JsonReads.string(state.p, "Skind");
            if (!MemoryLocation.SKIND.equals(tag)) {
              throw BirException.at(
                  state.p,
                  "an entry of memorylocations must have Skind \"memory_location\", not \""
                      + tag
                      + "\"");
            }
            m.setSkindPresent(true);
            return;
          }
          h.field(key);
        });
    state.finishNamed();
    return m;
  }

  private FieldHandler memLocHandler(MemoryLocation m, long start) {
    return state.named(
        m, m::setName, "memory location", start, state.scope.memLocs, key -> prop(m.props(), key));
  }

  private boolean prop(Props props, String key) throws IOException {
    if (!props.knows(key)) {
      return false;
    }
    props.set(key, internScalar(JsonValues.read(state.p)));
    return true;
  }

  private JsonValue internScalar(JsonValue v) {
    return v instanceof JsonValue.JsonString s
        ? new JsonValue.JsonString(state.intern(s.value()))
        : v;
  }

  MemLocAliases readAliases() throws IOException {
    JsonValue raw = JsonValues.read(state.p);
    MemLocAliases parsed = AliasShapes.parse(raw);
    if (parsed.shape() == MemLocAliases.Shape.UNKNOWN) {
      state.warn("memloc_aliases has neither the OLD nor the NEW shape (seed 001); kept as read");
    }
    return parsed;
  }
}
