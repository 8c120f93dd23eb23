package io.birj.loader;

import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Dependency;
import io.birj.api.model.NameRef;
import io.birj.api.model.SyncInfo;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** Reads an instruction's dependency lists and its sync_info. */
final class DependencyReader {
  private final ParseState state;
  private final ExpressionReader exprs;

  DependencyReader(ParseState state, ExpressionReader exprs) {
    this.state = state;
    this.exprs = exprs;
  }

  List<Dependency> readDependencies(String what) throws IOException {
    ArrayList<Dependency> out = new ArrayList<>(2);
    state.array(
        what,
        () -> {
          JsonToken t = state.p.currentToken();
          if (t == JsonToken.VALUE_STRING) {
            out.add(
                new Dependency.Named(
                    new NameRef<>(state.instructionName(state.p.getText()), state.position())));
            return;
          }
          if (t == JsonToken.START_OBJECT) {
            String ptr = state.objectPointer();
            long pos = state.position();
            JsonValue raw = JsonValues.read(state.p);
            if (raw instanceof JsonValue.JsonObject o
                && o.get(Keys.NAME) instanceof JsonValue.JsonString) {
              out.add(replayPredicated(raw, ptr, pos));
              return;
            }
            out.add(new Dependency.Unknown(raw));
            return;
          }
          out.add(new Dependency.Unknown(JsonValues.read(state.p)));
        });
    out.trimToSize();
    return out;
  }

  /** A predicated edge, read typed from its buffered object (its shape was checked first). */
  private Dependency replayPredicated(JsonValue raw, String ptr, long pos) throws IOException {
    Dependency[] result = {null};
    state.replay(
        raw,
        ptr,
        pos,
        () -> {
          String[] name = {null};
          long[] namePos = {pos};
          List<QuasiAffineExpr>[] exprList = new List[1];
          List<AffinePredicate>[] preds = new List[1];
          List<JsonValue.Member> unknown = new ArrayList<>();
          state.object(
              "a dependency",
              key -> {
                switch (key) {
                  case Keys.NAME:
                    name[0] = state.p.getText();
                    return;
                  case Keys.EXPRS:
                    exprList[0] = exprs.readExprs("exprs");
                    return;
                  case Keys.PREDICATES:
                    preds[0] = exprs.readPredicates();
                    return;
                  default:
                    state.unknown(unknown, key);
                }
              });
          result[0] =
              new Dependency.Predicated(
                  new NameRef<>(name[0], namePos[0]), exprList[0], preds[0], unknown);
        });
    return result[0] != null ? result[0] : new Dependency.Unknown(raw);
  }

  SyncInfo readSyncInfo() throws IOException {
    SyncInfo s = new SyncInfo();
    return state.readObject(
        "sync_info",
        s,
        key -> {
          switch (key) {
            case Keys.ON_WAIT:
              List<SyncInfo.Wait> waits = new ArrayList<>();
              s.setOnWait(waits);
              state.array("on_wait", () -> waits.add(readWait()));
              return;
            case Keys.ON_UPDATE:
              List<SyncInfo.Update> updates = new ArrayList<>();
              s.setOnUpdate(updates);
              state.array("on_update", () -> updates.add(readUpdate()));
              return;
            default:
              state.unknown(s.unknownKeys(), key);
          }
        });
  }

  private SyncInfo.Wait readWait() throws IOException {
    SyncInfo.Wait w = new SyncInfo.Wait(null, null, null);
    return state.readObject(
        "an on_wait entry",
        w,
        key -> {
          switch (key) {
            case Keys.FROM:
              w.setFrom(
                  new NameRef<>(
                      state.instructionName(JsonReads.string(state.p, "from")), state.position()));
              return;
            case Keys.ID:
              w.setId(JsonReads.signedLong(state.p, "id"));
              return;
            case Keys.WAIT_VALUE:
              w.setWaitValue(JsonReads.signedLong(state.p, "wait_value"));
              return;
            default:
              state.unknown(w.unknownKeys(), key);
          }
        });
  }

  private SyncInfo.Update readUpdate() throws IOException {
    SyncInfo.Update u = new SyncInfo.Update(null, null);
    return state.readObject(
        "an on_update entry",
        u,
        key -> {
          switch (key) {
            case Keys.ID:
              u.setId(JsonReads.signedLong(state.p, "id"));
              return;
            case Keys.UPDATE_VALUE:
              u.setUpdateValue(JsonReads.signedLong(state.p, "update_value"));
              return;
            default:
              state.unknown(u.unknownKeys(), key);
          }
        });
  }
}
