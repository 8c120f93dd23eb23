package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.birj.api.container.Keys;
import io.birj.api.error.BirException;
import io.birj.api.model.NamedObject;
import io.birj.loader.diagnostics.Messages;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The keys every named object may carry ({@code name}, {@code origin}, {@code optin_passes}), read
 * the same way for functions, blocks, instructions, storage objects and queues.
 */
final class NamedKeys {
  private NamedKeys() {}

  /** Reads a member of a named object other than the three {@link #read} knows. */
  @FunctionalInterface
  interface Member<T> {
    void read(T o, String key) throws IOException;
  }

  /**
   * The object at the cursor, {@code what} (e.g. "a function"), made by {@code make} from a
   * placeholder name: its name, origin and optin passes read here, its other members by {@code
   * member}; a bad member is reported and skipped, and a missing name reported.
   */
  static <T extends NamedObject> T object(
      ReadCursor cursor, String what, Function<String, T> make, Member<T> member)
      throws IOException {
    cursor.expectObject(what);
    String pointer = cursor.pointer();
    long start = cursor.position();
    T o = make.apply(placeholder(pointer));
    o.setSourcePosition(start);
    boolean named = false;
    JsonStreamContext here = cursor.container();
    while (cursor.nextKey()) {
      String key = cursor.key();
      try {
        if (Keys.NAME.equals(key)) {
          named = true;
        }
        if (!read(cursor, o, key, what)) {
          member.read(o, key);
        }
      } catch (BirException e) {
        cursor.recover(e, here);
      }
    }
    if (!named) {
      cursor.report(missingName(o, what, pointer, start));
    }
    return o;
  }

  /** Reads {@code key} into {@code o} when it is one of the three; false otherwise. */
  static boolean read(ReadCursor cursor, NamedObject o, String key, String what)
      throws IOException {
    switch (key) {
      case Keys.NAME:
        o.setName(cursor.name(what + "'s name"));
        return true;
      case Keys.ORIGIN:
        if (!cursor.keptNull(o.unknownKeys(), key)) {
          o.setOrigin(cursor.name("origin"));
        }
        return true;
      case Keys.OPTIN_PASSES:
        if (!cursor.keptNull(o.unknownKeys(), key)) {
          o.setOptinPasses(strings(cursor, "optin_passes"));
        }
        return true;
      default:
        return false;
    }
  }

  /** An array of strings (each interned). */
  static List<String> strings(ReadCursor cursor, String what) throws IOException {
    cursor.expectArray(what);
    List<String> out = new ArrayList<>();
    while (cursor.nextItem()) {
      out.add(cursor.name(what + " entry"));
    }
    BlockReader.exactSize(out);
    return out;
  }

  /**
   * The name placeholder of an object read without one: its pointer, which no real name equals, so
   * that the missing name is one error and not also a duplicate.
   */
  static String placeholder(String pointer) {
    return "?" + pointer;
  }

  /** The error for a missing name, and the placeholder set on the object. */
  static BirException missingName(NamedObject o, String what, String pointer, long position) {
    o.setName(placeholder(pointer));
    return BirException.atPosition(Messages.missingKey(Keys.NAME, what), pointer, position);
  }
}
