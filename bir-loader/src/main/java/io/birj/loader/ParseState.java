package io.birj.loader;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import io.birj.api.model.Instruction;
import io.birj.api.model.Loop;
import io.birj.api.model.ModelObject;
import io.birj.api.model.NameRef;
import io.birj.api.model.SourcePosition;
import io.birj.pelican.PelicanException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the readers of one document share: the parser in use (swapped while a buffered value is
 * replayed), the problems found, the scope of the function being read and the enclosing loops, and
 * the helpers every reader uses: pointers and positions, interning, objects, arrays, tagged objects
 * and named objects.
 */
final class ParseState {
  @FunctionalInterface
  interface FieldHandler {
    void field(String key) throws IOException;
  }

  @FunctionalInterface
  interface ItemHandler {
    void item() throws IOException;
  }

  @FunctionalInterface
  interface PreTag {
    boolean field(String key) throws IOException;
  }

  @FunctionalInterface
  interface TagDispatch {
    FieldHandler handlerFor(String tag, long objectStart, int membersBefore) throws IOException;
  }

  private record Buffered(String key, JsonValue value, String pointer, long position) {}

  private final JsonFactory factory;
  private final Problems problems;
  private final Map<String, String> interned = new HashMap<>();

  /** The loops enclosing what is read, innermost last (for axis lookups). */
  final List<Loop> nest = new ArrayList<>();

  /** The parser in use: the document's, or a replay parser over a buffered value. */
  JsonParser p;

  /** The scope of the function being read; null outside any function. */
  DocumentParser.Scope scope;

  private String replayPrefix;
  private long replayPosition;

  /**
   * Pending "this object needs a name" checks, run when each object ends ({@link #finishNamed}).
   */
  private final List<Runnable> nameChecks = new ArrayList<>();

  ParseState(JsonFactory factory, Problems problems) {
    this.factory = factory;
    this.problems = problems;
  }

  /**
   * The handler of a named object's members: {@code name} is read here, other members by {@code
   * typed} (false: kept as unknown). The object is placed at {@code start}; its name is checked
   * (present, not a duplicate in {@code names}) at its end ({@link #finishNamed}).
   */
  <T extends ModelObject> FieldHandler named(
      T object,
      java.util.function.Consumer<String> setName,
      String what,
      long start,
      Map<String, T> names,
      PreTag typed) {
    object.setSourcePosition(start);
    long[] namePos = {-1};
    String[] nameHolder = {null};
    String nameWhat = "a " + what + "'s name";
    // Run at the object's end: the parser's pointer is then the object's own (cheap, on error).
    nameChecks.add(
        () -> {
          if (namePos[0] < 0) {
            report(missingKey(Keys.NAME, "a " + what, pointer(), start));
            return;
          }
          T prior = names.putIfAbsent(nameHolder[0], object);
          if (prior != null && prior != object) {
            report(
                duplicate(
                    what, nameHolder[0], pointer() + "/name", namePos[0], prior.sourcePosition()));
          }
        });
    return key -> {
      if (Keys.NAME.equals(key)) {
        namePos[0] = position();
        nameHolder[0] = name(nameWhat);
        setName.accept(nameHolder[0]);
        return;
      }
      if (!typed.field(key)) {
        unknown(object.unknownKeys(), key);
      }
    };
  }

  void finishNamed() {
    if (!nameChecks.isEmpty()) {
      nameChecks.remove(nameChecks.size() - 1).run();
    }
  }

  void unknown(List<JsonValue.Member> into, String key) throws IOException {
    into.add(new JsonValue.Member(key, JsonValues.read(p)));
  }

  /**
   * Reads an object's members with {@code h}; an error in one member is reported and the member
   * skipped, so {@code validate} goes on to find the next error.
   */
  void object(String what, FieldHandler h) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
    JsonStreamContext ctx = p.getParsingContext();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = p.currentName();
      p.nextToken();
      guarded(ctx, () -> h.field(key));
    }
  }

  /** Reads the object that starts here into {@code into}, which is placed at the object. */
  <T extends ModelObject> T readObject(String what, T into, FieldHandler h) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
    into.setSourcePosition(position());
    object(what, h);
    return into;
  }

  /** Reads an array's items with {@code h}, reporting and skipping a bad item. */
  void array(String what, ItemHandler h) throws IOException {
    JsonReads.expect(p, JsonToken.START_ARRAY, what);
    JsonStreamContext ctx = p.getParsingContext();
    while (p.nextToken() != JsonToken.END_ARRAY) {
      guarded(ctx, h);
    }
  }

  /** Runs {@code body}; an error is reported and the bad value skipped (back to {@code ctx}). */
  private void guarded(JsonStreamContext ctx, ItemHandler body) throws IOException {
    try {
      body.item();
    } catch (BirException e) {
      report(e);
      skipTo(ctx);
    } catch (PelicanException | IllegalArgumentException | IllegalStateException e) {
      report(BirException.at(p, String.valueOf(e.getMessage()), e));
      skipTo(ctx);
    }
  }

  /** Advances until the parser is back in {@code ctx}: the bad value is skipped. */
  private void skipTo(JsonStreamContext ctx) throws IOException {
    while (p.getParsingContext() != ctx) {
      if (p.nextToken() == null) {
        return;
      }
    }
  }

  /**
   * Reads an object tagged by {@code tagKey}: keys before the tag are buffered (or handled by
   * {@code pre}) and replayed into the tag's handler. Returns false when the tag is missing.
   */
  boolean tagged(String what, String tagKey, PreTag pre, TagDispatch dispatch) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
    long start = position();
    List<Buffered> buffered = new ArrayList<>(0);
    FieldHandler[] handler = {null};
    int namedBefore = nameChecks.size();
    object(
        what,
        key -> {
          if (handler[0] != null) {
            handler[0].field(key);
            return;
          }
          if (tagKey.equals(key)) {
            String tag = JsonReads.string(p, tagKey);
            handler[0] = dispatch.handlerFor(intern(tag), start, buffered.size());
            for (Buffered b : buffered) {
              replayMember(b, handler[0]);
            }
            buffered.clear();
            return;
          }
          if (pre != null && pre.field(key)) {
            return;
          }
          String vptr = pointer();
          long vpos = position();
          buffered.add(new Buffered(key, JsonValues.read(p), vptr, vpos));
        });
    if (nameChecks.size() > namedBefore) {
      finishNamed();
    }
    if (handler[0] == null) {
      report(missingKey(tagKey, what, pointer(), start));
      return false;
    }
    return true;
  }

  private void replayMember(Buffered b, FieldHandler h) throws IOException {
    replay(b.value(), b.pointer(), b.position(), () -> h.field(b.key()));
  }

  /**
   * Runs {@code body} with the parser on a buffered value; errors inside are placed at the buffered
   * value's pointer and position.
   */
  void replay(JsonValue value, String ptr, long pos, ItemHandler body) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (JsonGenerator g = factory.createGenerator(bytes)) {
      JsonValues.write(g, value);
    }
    JsonParser saved = p;
    String savedPrefix = replayPrefix;
    long savedPos = replayPosition;
    try (JsonParser rp = factory.createParser(bytes.toByteArray())) {
      rp.nextToken();
      replayPrefix = ptr;
      replayPosition = pos;
      p = rp;
      try {
        body.item();
      } catch (BirException e) {
        report(e);
      }
    } finally {
      p = saved;
      replayPrefix = savedPrefix;
      replayPosition = savedPos;
    }
  }

  /** Reports an error, placing errors raised while replaying at the buffered value. */
  void report(BirException e) {
    if (problems.wasThrown(e)) {
      throw e;
    }
    BirException placed = e;
    if (replayPrefix != null) {
      placed =
          new BirException(
              e.reason(),
              replayPrefix + e.pointer(),
              SourcePosition.line(replayPosition),
              SourcePosition.column(replayPosition),
              e.getCause());
    }
    problems.error(placed);
  }

  void warn(String message) {
    long pos = position();
    problems.warn(message, pointer(), SourcePosition.line(pos), SourcePosition.column(pos));
  }

  /** The JSON Pointer of the current token's value (for an object's start: the object). */
  String pointer() {
    String here = BirException.pointerOf(p);
    return replayPrefix == null ? here : replayPrefix + here;
  }

  /** The pointer of the object or array whose start token is current. */
  String objectPointer() {
    return pointer();
  }

  long position() {
    if (replayPrefix != null) {
      return replayPosition;
    }
    JsonLocation loc = p.currentTokenLocation();
    return SourcePosition.of(loc.getLineNr(), loc.getColumnNr());
  }

  /**
   * An instruction name as referred to: most references point back to an instruction already read,
   * whose name string is then shared (a large document has millions of references).
   */
  String instructionName(String name) {
    Instruction known = scope == null ? null : scope.instructions.get(name);
    return known == null ? name : known.name();
  }

  /** A reference by name (a string value), positioned at the value; resolved in pass 2. */
  <T> NameRef<T> nameRef(String what) throws IOException {
    return new NameRef<>(name(what), position());
  }

  String name(String what) throws IOException {
    return intern(JsonReads.string(p, what));
  }

  String intern(String s) {
    String prior = interned.putIfAbsent(s, s);
    return prior == null ? s : prior;
  }

  /** The scope of the function being read (an expression needs one). */
  DocumentParser.Scope scope() {
    if (scope == null) {
      throw BirException.at(p, "an expression outside any function");
    }
    return scope;
  }

  /** An error at {@code ptr}, placed at the packed position {@code pos}. */
  static BirException errorAt(String message, String ptr, long pos) {
    return new BirException(message, ptr, SourcePosition.line(pos), SourcePosition.column(pos));
  }

  static BirException missingKey(String key, String what, String ptr, long pos) {
    return errorAt("missing required key \"" + key + "\" in " + what, ptr, pos);
  }

  static BirException duplicate(String what, String name, String ptr, long pos, long firstPos) {
    return errorAt(
        "duplicate "
            + what
            + " name \""
            + name
            + "\" (first defined at "
            + SourcePosition.line(firstPos)
            + ":"
            + SourcePosition.column(firstPos)
            + ")",
        ptr,
        pos);
  }
}
