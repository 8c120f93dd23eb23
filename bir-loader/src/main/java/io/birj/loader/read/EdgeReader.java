package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.model.AffinePredicate;
import io.birj.api.model.Dependency;
import io.birj.api.model.EdgeKind;
import io.birj.api.model.Instruction;
import io.birj.api.model.LoopCarriedDependency;
import io.birj.api.model.ModelObject;
import io.birj.api.model.SyncInfo;
import io.birj.api.model.UnrollDependency;
import io.birj.api.name.NameRef;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

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
    Gathered<Dependency> out = gathered.start();
    cursor.eachItem(this::dependency, out::add);
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
    Head h = new Head();
    int n = 0;
    while (cursor.nextItem()) {
      if (!h.read(n)) {
        throw cursor.error(Messages.dependencyShape("an array of more than two elements"));
      }
      n++;
    }
    if (n != 2) {
      throw BirException.atPosition(Messages.dependencyShape(elements(n)), cursor.pointer(), start);
    }
    return new Dependency(h.target, h.kind, h.form);
  }

  List<LoopCarriedDependency> loopCarried() throws IOException {
    requireArray(Keys.LOOP_CARRIED_DEPENDENCIES);
    List<LoopCarriedDependency> out = new ArrayList<>(1);
    cursor.eachItem(this::loopCarriedEntry, out::add);
    return out;
  }

  private LoopCarriedDependency loopCarriedEntry() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.loopCarriedShape(cursor.describe()));
    }
    long start = cursor.position();
    Head h = new Head();
    List<Long> distance = null;
    int n = 0;
    while (cursor.nextItem()) {
      if (!h.read(n)) {
        if (n != 2) {
          throw cursor.error(Messages.loopCarriedShape("an array of more than three elements"));
        }
        distance = longs("a loop-carried distance");
      }
      n++;
    }
    if (n < 2) {
      throw BirException.atPosition(
          Messages.loopCarriedShape(elements(n)), cursor.pointer(), start);
    }
    return new LoopCarriedDependency(h.target, h.kind, h.form, distance);
  }

  List<UnrollDependency> unroll() throws IOException {
    requireArray(Keys.UNROLL_DEPENDENCIES);
    List<UnrollDependency> out = new ArrayList<>(1);
    cursor.eachItem(
        this::unrollEntry,
        d -> {
          if (d != null) {
            out.add(d);
          }
        });
    return out;
  }

  private UnrollDependency unrollEntry() throws IOException {
    if (!cursor.isArray()) {
      throw cursor.error(Messages.unrollElementNotArray());
    }
    long start = cursor.position();
    Head h = new Head();
    List<QuasiAffineExpr> exprs = null;
    List<AffinePredicate> predicates = null;
    int n = 0;
    while (cursor.nextItem()) {
      if (!h.read(n)) {
        if (n == 2) {
          exprs = site.exprs("the expressions of an unroll dependency");
        } else if (n == 3) {
          predicates = site.predicates("the predicates of an unroll dependency");
        } else {
          throw cursor.error(Messages.unrollShape("an array of more than four elements"));
        }
      }
      n++;
    }
    if (n != 4) {
      throw BirException.atPosition(Messages.unrollShape(elements(n)), cursor.pointer(), start);
    }
    if (site.versionUnavailable()) {
      return null; // its expressions could not be read; the cause was reported once
    }
    return new UnrollDependency(h.target, h.kind, h.form, exprs, predicates);
  }

  /** Reads one member {@code key} of {@code into}, or says it is not one it knows. */
  @FunctionalInterface
  private interface Member<T> {
    boolean read(T into, String key) throws IOException;
  }

  /**
   * The array {@code arrayKey} of objects, each made by {@code make} and its members read by {@code
   * member} (the others kept as unknown keys).
   */
  private <T extends ModelObject> List<T> objects(
      String arrayKey, String what, Supplier<T> make, Member<T> member) throws IOException {
    requireArray(arrayKey);
    List<T> out = new ArrayList<>(1);
    while (cursor.nextItem()) {
      cursor.expectObject(what);
      T t = make.get();
      t.setSourcePosition(cursor.position());
      while (cursor.nextKey()) {
        String key = cursor.key();
        if (!member.read(t, key)) {
          t.unknownKeys().add(site.unknownMember(key));
        }
      }
      out.add(t);
    }
    return out;
  }

  /** "an array of {@code n} element(s)", for a shape message. */
  private static String elements(int n) {
    return "an array of " + n + " element" + (n == 1 ? "" : "s");
  }

  /** The {@code [target, kind, ...]} head that every dependency entry starts with. */
  private final class Head {
    NameRef<Instruction> target;
    EdgeKind kind;
    EdgeKind.Form form;

    /** Reads the entry's item {@code n} when it is the target (0) or the kind (1); else false. */
    boolean read(int n) throws IOException {
      if (n == 0) {
        target = target();
        return true;
      }
      if (n == 1) {
        form = form();
        kind = kind();
        return true;
      }
      return false;
    }
  }

  /** How the edge kind at the cursor is written. */
  private EdgeKind.Form form() {
    return cursor.isString() ? EdgeKind.Form.SPELLED : EdgeKind.Form.NUMBERED;
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
        DiagnosticCode.BIRJ_E0302,
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
    return objects(
        Keys.ON_WAIT,
        "an on_wait entry",
        () -> new SyncInfo.Wait(null, null, null),
        (w, key) -> {
          switch (key) {
            case Keys.FROM:
              w.setFrom(new NameRef<>(cursor.name("from"), cursor.position()));
              return true;
            case Keys.ID:
              w.setId(cursor.signedLong("id"));
              return true;
            case Keys.WAIT_VALUE:
              w.setWaitValue(cursor.signedLong("wait_value"));
              return true;
            default:
              return false;
          }
        });
  }

  private List<SyncInfo.Update> updates() throws IOException {
    return objects(
        Keys.ON_UPDATE,
        "an on_update entry",
        () -> new SyncInfo.Update(null, null),
        (u, key) -> {
          switch (key) {
            case Keys.ID:
              u.setId(cursor.signedLong("id"));
              return true;
            case Keys.UPDATE_VALUE:
              u.setUpdateValue(cursor.signedLong("update_value"));
              return true;
            default:
              return false;
          }
        });
  }
}
