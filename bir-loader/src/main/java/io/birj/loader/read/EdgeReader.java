package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Dependency;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Instruction;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an instruction's dependency lists and its {@code sync_info} (docs/wire/container.md,
 * "Dependencies" and "Synchronisation"). The compiler writes {@code dependencies} as {@code [name,
 * kind]} pairs; its loader also takes a bare name (a Flow edge) and a numeric kind.
 */
final class EdgeReader {
  private final ReadCursor cursor;
  private final ExprSite site;

  private final Gathered<Dependency> gathered = new Gathered<>();

  EdgeReader(ReadCursor cursor, ExprSite site) {
    this.cursor = cursor;
    this.site = site;
  }

  List<Dependency> dependencies() throws IOException {
    requireArray(Keys.DEPENDENCIES);
    JsonStreamContext here = cursor.container();
    Gathered<Dependency> out = gathered.start();
    while (cursor.nextItem()) {
      try {
        out.add(dependency());
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out.take();
  }

  private Dependency dependency() throws IOException {
    if (cursor.isString()) {
      return new Dependency(target(), EdgeKind.FLOW, EdgeKind.Form.IMPLIED);
    }
    if (!cursor.isArray()) {
      throw cursor.error(Messages.dependencyShape(cursor.describe()));
    }
    long start = cursor.position();
    NameRef<Instruction> target = null;
    EdgeKind kind = null;
    EdgeKind.Form form = null;
    int n = 0;
    while (cursor.nextItem()) {
      if (n == 0) {
        target = target();
      } else if (n == 1) {
        form = cursor.isString() ? EdgeKind.Form.SPELLED : EdgeKind.Form.NUMBERED;
        kind = kind();
      } else {
        throw cursor.error(Messages.dependencyShape("an array of more than two elements"));
      }
      n++;
    }
    if (n != 2) {
      throw BirException.atPosition(
          Messages.dependencyShape("an array of " + n + " element" + (n == 1 ? "" : "s")),
          cursor.pointer(),
          start);
    }
    return new Dependency(target, kind, form);
  }

  List<LoopCarriedDependency> loopCarried() throws IOException {
    requireArray(Keys.LOOP_CARRIED_DEPENDENCIES);
    JsonStreamContext here = cursor.container();
    List<LoopCarriedDependency> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      try {
        out.add(loopCarriedEntry());
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out;
  }

  private LoopCarriedDependency loopCarriedEntry() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.loopCarriedShape(cursor.describe()));
    }
    long start = cursor.position();
    NameRef<Instruction> target = null;
    EdgeKind kind = null;
    EdgeKind.Form form = null;
    List<Long> distance = null;
    int n = 0;
    while (cursor.nextItem()) {
      switch (n) {
        case 0:
          target = target();
          break;
        case 1:
          form = cursor.isString() ? EdgeKind.Form.SPELLED : EdgeKind.Form.NUMBERED;
          kind = kind();
          break;
        case 2:
          distance = longs("a loop-carried distance");
          break;
        default:
          throw cursor.error(Messages.loopCarriedShape("an array of more than three elements"));
      }
      n++;
    }
    if (n < 2) {
      throw BirException.atPosition(
          Messages.loopCarriedShape("an array of " + n + " element" + (n == 1 ? "" : "s")),
          cursor.pointer(),
          start);
    }
    return new LoopCarriedDependency(target, kind, form, distance);
  }

  List<UnrollDependency> unroll() throws IOException {
    requireArray(Keys.UNROLL_DEPENDENCIES);
    JsonStreamContext here = cursor.container();
    List<UnrollDependency> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      try {
        UnrollDependency d = unrollEntry();
        if (d != null) {
          out.add(d);
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return out;
  }

  private UnrollDependency unrollEntry() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.unrollElementNotArray());
    }
    long start = cursor.position();
    NameRef<Instruction> target = null;
    EdgeKind kind = null;
    EdgeKind.Form form = null;
    List<QuasiAffineExpr> exprs = null;
    List<AffinePredicate> predicates = null;
    int n = 0;
    while (cursor.nextItem()) {
      switch (n) {
        case 0:
          target = target();
          break;
        case 1:
          form = cursor.isString() ? EdgeKind.Form.SPELLED : EdgeKind.Form.NUMBERED;
          kind = kind();
          break;
        case 2:
          exprs = site.exprs("the expressions of an unroll dependency");
          break;
        case 3:
          predicates = site.predicates("the predicates of an unroll dependency");
          break;
        default:
          throw cursor.error(Messages.unrollShape("an array of more than four elements"));
      }
      n++;
    }
    if (n != 4) {
      throw BirException.atPosition(
          Messages.unrollShape("an array of " + n + " element" + (n == 1 ? "" : "s")),
          cursor.pointer(),
          start);
    }
    if (site.versionUnavailable()) {
      return null; // its expressions could not be read; the cause was reported once
    }
    return new UnrollDependency(target, kind, form, exprs, predicates);
  }

  private void requireArray(String key) throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.mustBeArray(key));
    }
  }

  private NameRef<Instruction> target() throws IOException {
    return new NameRef<>(cursor.name("a dependency's target"), cursor.position());
  }

  /** An EdgeKind spelling, or a number that fits the 3-bit tag. */
  private EdgeKind kind() throws IOException {
    JsonParser p = cursor.parser();
    JsonToken t = cursor.token();
    if (t == JsonToken.VALUE_STRING) {
      EdgeKind k = EdgeKind.ofSpelling(p.getText());
      if (k == null) {
        throw cursor.error(Messages.unknownEdgeKind(p.getText(), EdgeKind.spellings()));
      }
      return k;
    }
    if (t == JsonToken.VALUE_NUMBER_INT) {
      if (p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
          || p.getLongValue() < 0
          || p.getLongValue() > EdgeKind.MAX_CODE) {
        throw cursor.error(Messages.edgeKindTooLarge(p.getText()));
      }
      return EdgeKind.ofCode(p.getLongValue());
    }
    throw cursor.error(
        "an edge kind is an EdgeKind spelling or a number below 8, found " + cursor.describe());
  }

  private List<Long> longs(String what) throws IOException {
    cursor.expectArray(what);
    List<Long> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      out.add(cursor.signedLong(what));
    }
    return out;
  }

  // ---- sync_info ---------------------------------------------------------------------------

  SyncInfo syncInfo() throws IOException {
    cursor.expectObject(Keys.SYNC_INFO);
    SyncInfo s = new SyncInfo();
    s.setSourcePosition(cursor.position());
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        switch (key) {
          case Keys.ON_WAIT:
            if (!cursor.keptNull(s.unknownKeys(), key)) {
              s.setOnWait(waits());
            }
            break;
          case Keys.ON_UPDATE:
            if (!cursor.keptNull(s.unknownKeys(), key)) {
              s.setOnUpdate(updates());
            }
            break;
          default:
            s.unknownKeys().add(site.unknownMember(key));
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    return s;
  }

  private List<SyncInfo.Wait> waits() throws IOException {
    requireArray(Keys.ON_WAIT);
    List<SyncInfo.Wait> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      cursor.expectObject("an on_wait entry");
      SyncInfo.Wait w = new SyncInfo.Wait(null, null, null);
      w.setSourcePosition(cursor.position());
      while (cursor.nextKey()) {
        String key = cursor.key();
        switch (key) {
          case Keys.FROM:
            w.setFrom(new NameRef<>(cursor.name("from"), cursor.position()));
            break;
          case Keys.ID:
            w.setId(cursor.signedLong("id"));
            break;
          case Keys.WAIT_VALUE:
            w.setWaitValue(cursor.signedLong("wait_value"));
            break;
          default:
            w.unknownKeys().add(site.unknownMember(key));
        }
      }
      out.add(w);
    }
    return out;
  }

  private List<SyncInfo.Update> updates() throws IOException {
    requireArray(Keys.ON_UPDATE);
    List<SyncInfo.Update> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      cursor.expectObject("an on_update entry");
      SyncInfo.Update u = new SyncInfo.Update(null, null);
      u.setSourcePosition(cursor.position());
      while (cursor.nextKey()) {
        String key = cursor.key();
        switch (key) {
          case Keys.ID:
            u.setId(cursor.signedLong("id"));
            break;
          case Keys.UPDATE_VALUE:
            u.setUpdateValue(cursor.signedLong("update_value"));
            break;
          default:
            u.unknownKeys().add(site.unknownMember(key));
        }
      }
      out.add(u);
    }
    return out;
  }
}
