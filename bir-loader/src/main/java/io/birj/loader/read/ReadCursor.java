package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.birj.api.error.BirException;
import io.birj.api.error.CodedMessage;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.HeldParser;
import io.birj.api.json.HeldValue;
import io.birj.api.json.JsonReads;
import io.birj.api.json.JsonValue;
import io.birj.api.json.TokenPositions;
import io.birj.api.pointer.DocPointer;
import io.birj.api.position.SourcePosition;
import io.birj.loader.diagnostics.Problems;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * The position of one read in its document: owns the parser (the document's, or, while a held value
 * is replayed, a {@link HeldParser} over it), knows the JSON Pointer and the source position of the
 * current value, reads scalars with positioned errors, and reports errors to the run's {@link
 * Problems} with recovery to a known place. The readers are plain loops over it:
 *
 * <pre>{@code
 * cursor.expectObject("a function");
 * JsonStreamContext here = cursor.container();
 * while (cursor.nextKey()) {
 *   try {
 *     member(f, cursor.key());
 *   } catch (BirException e) {
 *     cursor.recover(e, here);    // report, skip the rest of this member's value
 *   }
 * }
 * }</pre>
 */
final class ReadCursor {
  private JsonParser document;
  private final Problems problems;
  private final StreamReadConstraints constraints;
  private final NameTable names = new NameTable();

  private JsonParser p;

  /** The pointer of the held value being replayed, or {@code null}. */
  private String replayPrefix;

  /**
   * The member being replayed whose pointer is made only when asked for ({@link #holdMember}), or
   * {@code null}: until then {@link #replayPrefix} is {@code null} too.
   */
  private HeldValue replayMember;

  ReadCursor(JsonParser document, Problems problems, StreamReadConstraints constraints) {
    this.document = document;
    this.p = document;
    this.problems = problems;
    this.constraints = constraints;
  }

  /**
   * Reads on from {@code parser}, a parser of another part of the same document, keeping what the
   * cursor shares across a document (its names, values and boxes): a reader of runs (ParallelRead)
   * reads one run after another so.
   */
  void readFrom(JsonParser parser) {
    if (p != document) {
      throw new IllegalStateException("a held value is being replayed");
    }
    document = parser;
    p = parser;
    replayPrefix = null;
    replayMember = null;
  }

  /** The parser in use (codecs and opcode readers read from it). */
  JsonParser parser() {
    return p;
  }

  Problems problems() {
    return problems;
  }

  JsonToken token() {
    return p.currentToken();
  }

  /** The next token; a syntax error or the end of input is a positioned document error. */
  JsonToken next() throws IOException {
    return JsonReads.next(p);
  }

  /** Fails unless the current token starts an object. */
  void expectObject(String what) throws IOException {
    JsonReads.expect(p, JsonToken.START_OBJECT, what);
  }

  /** Fails unless the current token starts an array. */
  void expectArray(String what) throws IOException {
    JsonReads.expect(p, JsonToken.START_ARRAY, what);
  }

  /**
   * Moves to the next member of the object being read and onto its value: true, with {@link #key()}
   * naming the member; false at the object's end.
   */
  boolean nextKey() throws IOException {
    JsonToken t = JsonReads.next(p);
    if (t == JsonToken.END_OBJECT) {
      return false;
    }
    JsonReads.next(p);
    return true;
  }

  /** Moves to the next item of the array being read: true on an item's first token. */
  boolean nextItem() throws IOException {
    JsonToken t = JsonReads.next(p);
    return t != JsonToken.END_ARRAY;
  }

  /** The name of the member whose value is current. */
  String key() throws IOException {
    return p.currentName();
  }

  /** True when the current token is JSON {@code null}. */
  boolean isNull() {
    return p.currentToken() == JsonToken.VALUE_NULL;
  }

  boolean isObject() {
    return p.currentToken() == JsonToken.START_OBJECT;
  }

  boolean isArray() {
    return p.currentToken() == JsonToken.START_ARRAY;
  }

  boolean isString() {
    return p.currentToken() == JsonToken.VALUE_STRING;
  }

  // ---- where ---------------------------------------------------------------------------------

  /** The JSON Pointer of the current value. */
  String pointer() {
    String here = DocPointer.of(p);
    String prefix = replayPrefix();
    return prefix == null ? here : prefix + here;
  }

  /** The pointer of the held value being replayed, made now if it was left to be. */
  private String replayPrefix() {
    if (replayPrefix == null && replayMember != null) {
      // The document's parser is still on a member of the object the value was held in.
      replayPrefix = DocPointer.member(objectPointer(document), replayMember.key());
    }
    return replayPrefix;
  }

  /** The packed source position of the current token. */
  long position() {
    return TokenPositions.of(p);
  }

  /** A document error of a coded message at the current value. */
  BirException error(CodedMessage message) {
    return BirException.atPosition(message, pointer(), position());
  }

  /** A document error of {@code code} at the current value. */
  BirException error(DiagnosticCode code, String message) {
    return BirException.atPosition(code, message, pointer(), position());
  }

  // ---- scalars -------------------------------------------------------------------------------

  String string(String what) throws IOException {
    return JsonReads.string(p, what);
  }

  /** A string that repeats across the document (a name, a dtype): one copy is kept. */
  String name(String what) throws IOException {
    return name(p, what);
  }

  /** {@link #name(String)} for the current value of {@code q} (a codec's parser). */
  String name(JsonParser q, String what) throws IOException {
    if (q.currentToken() == JsonToken.VALUE_STRING && q.hasTextCharacters()) {
      try {
        return names.intern(q.getTextCharacters(), q.getTextOffset(), q.getTextLength());
      } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
        throw JsonReads.syntaxError(q, e); // jackson decodes the string's bytes only now
      }
    }
    return names.intern(JsonReads.string(q, what));
  }

  String intern(String s) {
    return names.intern(s);
  }

  // One copy per document of each number and string kept as a value (immediates, debug content):
  // a dump repeats a few of them tens of thousands of times. Keyed by text (numbers by their exact
  // text, so "1" and "1.0" stay apart).
  private final java.util.Map<String, JsonValue> numbers = new java.util.HashMap<>();
  private final java.util.Map<String, JsonValue> strings = new java.util.HashMap<>();

  /** The document's copy of a scalar value equal to {@code v} ({@code v} itself the first time). */
  JsonValue share(JsonValue v) {
    if (v instanceof JsonValue.JsonNumber n) {
      JsonValue prior = numbers.putIfAbsent(n.text(), n);
      return prior == null ? n : prior;
    }
    if (v instanceof JsonValue.JsonString t) {
      JsonValue prior = strings.putIfAbsent(t.value(), t);
      return prior == null ? t : prior;
    }
    return v;
  }

  /** The value at the cursor ({@link io.birj.api.json.JsonValues#read}), its scalars shared. */
  JsonValue value() throws IOException {
    return io.birj.api.json.JsonValues.read(p, this::share);
  }

  // Longs a document repeats (offsets): one box per distinct value.
  private final java.util.Map<Long, Long> longs = new java.util.HashMap<>();

  /** The document's box of {@code v}. */
  Long shared(long v) {
    Long boxed = v;
    if (v >= -128 && v <= 127) {
      return boxed; // the JDK's own cache
    }
    Long prior = longs.putIfAbsent(boxed, boxed);
    return prior == null ? boxed : prior;
  }

  long signedLong(String what) throws IOException {
    return JsonReads.signedLong(p, what);
  }

  long unsignedLong(String what) throws IOException {
    return JsonReads.unsignedLong(p, what);
  }

  boolean bool(String what) throws IOException {
    return JsonReads.bool(p, what);
  }

  String describe() throws IOException {
    return JsonReads.describe(p);
  }

  /** Skips the current value (its children, for a container). */
  void skipValue() throws IOException {
    JsonReads.skipChildren(p);
  }

  // ---- errors and recovery -------------------------------------------------------------------

  /** Reports an error (throws it when the run does not collect). */
  void report(BirException e) {
    problems.error(e);
  }

  /** Reports a warning of a coded message at the current value. */
  void warn(CodedMessage message) {
    problems.warn(message, pointer(), position());
  }

  /** Reports a warning of a coded message at a given place. */
  void warn(CodedMessage message, String pointer, long position) {
    problems.warn(message, pointer, position);
  }

  /** Reports a warning of {@code code} at a given place. */
  void warn(DiagnosticCode code, String message, String pointer, long position) {
    problems.warn(code, message, pointer, position);
  }

  /**
   * Reports {@code e} and skips what is left of the member or item that raised it, back to {@code
   * container} (the object or array being read, from {@link #container()}): reading goes on with
   * the next member, so {@code validate} finds the next error too.
   */
  void recover(BirException e, JsonStreamContext container) throws IOException {
    if (!(e instanceof VersionUnavailable)) {
      problems.error(e);
    }
    if (e.getCause() instanceof com.fasterxml.jackson.core.JsonProcessingException) {
      // Malformed bytes or a broken limit: the parser cannot go on, so neither can the read.
      throw new Abort();
    }
    // After a container's end token jackson's context is the parent again, so this stops right
    // after the bad value, whatever depth the error was raised at.
    while (p.getParsingContext() != container) {
      if (p.nextToken() == null) {
        return;
      }
    }
  }

  /** Reads one item of an array. */
  @FunctionalInterface
  interface Item<T> {
    T read() throws IOException;
  }

  /**
   * Reads each item of the array at the cursor with {@code item} and gives {@code add} what it
   * read; an item that raises a {@link BirException} is reported and skipped ({@link #recover}).
   */
  <T> void eachItem(Item<T> item, Consumer<? super T> add) throws IOException {
    JsonStreamContext here = container();
    while (nextItem()) {
      try {
        add.accept(item.read());
      } catch (BirException e) {
        recover(e, here);
      }
    }
  }

  /** The read cannot go on (the parser failed); the error was reported. */
  static final class Abort extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Abort() {
      super(null, null, false, false);
    }
  }

  /** The context of the object or array whose start token is current (see {@link #recover}). */
  JsonStreamContext container() {
    return p.getParsingContext();
  }

  /**
   * An explicit {@code null} on an optional modelled key: kept as written (an unknown member, so it
   * writes back) and warned about, never rejected. Returns false when the value is not null.
   */
  boolean keptNull(java.util.List<io.birj.api.json.JsonValue.Member> into, String key) {
    if (p.currentToken() != JsonToken.VALUE_NULL) {
      return false;
    }
    into.add(nullKept(key));
    return true;
  }

  /** The member an explicit {@code null} is kept as (see {@link #keptNull}), warned about. */
  io.birj.api.json.JsonValue.Member nullKept(String key) {
    warn(io.birj.loader.diagnostics.Messages.explicitNull(key));
    return new io.birj.api.json.JsonValue.Member(
        key, io.birj.api.json.JsonValue.JsonNull.NULL, position(), true);
  }

  // ---- held values ---------------------------------------------------------------------------

  /** Holds the current value as tokens (it belongs to the member {@link #key()}). */
  HeldValue hold() throws IOException {
    return HeldValue.capture(p, p.currentName(), pointer());
  }

  /**
   * {@link #hold()} for a member of the object whose pointer is {@code objectPointer} (made once
   * for all the members an object holds).
   */
  HeldValue hold(String objectPointer) throws IOException {
    String key = p.currentName();
    return HeldValue.capture(p, key, DocPointer.member(objectPointer, key));
  }

  private static String objectPointer(JsonParser on) {
    String member = DocPointer.of(on);
    return member.substring(0, member.lastIndexOf('/'));
  }

  /**
   * {@link #hold()} without a pointer, for a member replayed ({@link #replay}) while the document's
   * parser is still on a member of the same object: its pointer is made from there, and only if a
   * message needs it (a writer that sorts keys makes most instructions hold a member or two).
   */
  HeldValue holdMember() throws IOException {
    return HeldValue.capture(p, p.currentName(), null);
  }

  /** What reads a held value, with the cursor on the value's first token. */
  @FunctionalInterface
  interface HeldReader {
    void read(String key) throws IOException;
  }

  /**
   * Replays a held value: {@code reader} reads it as if it stood here; errors inside it keep the
   * positions the tokens had in the document and get the held value's pointer.
   */
  void replay(HeldValue held, HeldReader reader) throws IOException {
    replayRange(held, 0, held.size() - 1, held.pointer(), () -> reader.read(held.key()));
  }

  /** What reads from a replayed range. */
  @FunctionalInterface
  interface Body<T> {
    T read() throws IOException;
  }

  /**
   * Replays tokens {@code from..to} of {@code held} (a value whose pointer is {@code pointer}, or
   * {@code null} for a value of {@link #holdMember}).
   */
  <T> T replayRange(HeldValue held, int from, int to, String pointer, Body<T> body)
      throws IOException {
    JsonParser saved = p;
    String savedPrefix = replayPrefix;
    HeldValue savedMember = replayMember;
    try (HeldParser hp = new HeldParser(held, from, to, constraints)) {
      hp.nextToken();
      p = hp;
      replayPrefix = pointer;
      replayMember = pointer == null ? held : null;
      return body.read();
    } catch (BirException e) {
      throw relocate(e, replayPrefix());
    } finally {
      p = saved;
      replayPrefix = savedPrefix;
      replayMember = savedMember;
    }
  }

  private void replayRange(HeldValue held, int from, int to, String pointer, Runnable0 body)
      throws IOException {
    replayRange(
        held,
        from,
        to,
        pointer,
        () -> {
          body.run();
          return null;
        });
  }

  @FunctionalInterface
  private interface Runnable0 {
    void run() throws IOException;
  }

  /**
   * An error raised by a reader of a replayed value (whose pointers are relative to it), placed
   * under the value's pointer. One that stands for a condition already reported keeps its place and
   * its type, as {@link BirException#under} says of it: its pointer is the one {@code validate}
   * gives, e.g. the document's root for a missing {@code version} found while an expression of the
   * value was read. (The relocated error keeps the original's cause, which {@link #recover} reads.)
   */
  private static BirException relocate(BirException e, String prefix) {
    if (e.pointer().startsWith(prefix) || e.under(prefix) == e) {
      return e;
    }
    return new BirException(
        e.diagnosticCode(),
        e.reason(),
        prefix + e.pointer(),
        e.line(),
        e.column(),
        e.offset(),
        e.getCause());
  }

  /** Whether the parser is the document's (not a replay). */
  boolean onDocument() {
    return p == document;
  }

  /** The position of a packed location as a pair, for messages. */
  static String where(long position) {
    return SourcePosition.isOffset(position)
        ? "byte " + SourcePosition.offset(position)
        : SourcePosition.line(position) + ":" + SourcePosition.column(position);
  }
}
