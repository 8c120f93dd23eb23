package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

/**
 * The JSON Pointer of a parser's current value, made straight from its context chain: the same
 * string as {@code BirException.pointerOf} (jackson's {@code JsonPointer.forPath}), without the
 * segment objects jackson builds and parses back. The reader asks for pointers for messages and
 * held values only, but those are many in a big document.
 */
final class Pointers {
  private Pointers() {}

  /** The pointer of the value at {@code p}'s current token. */
  static String of(JsonParser p) {
    JsonStreamContext ctx = p.getParsingContext();
    JsonToken t = p.currentToken();
    // On a start token jackson has entered the new container: the value's pointer is its parent's.
    if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && ctx.getParent() != null) {
      ctx = ctx.getParent();
    }
    return of(ctx);
  }

  static String of(JsonStreamContext ctx) {
    if (ctx != null && !ctx.hasPathSegment()) {
      ctx = ctx.getParent(); // a container before its first member or item adds nothing
    }
    int depth = 0;
    for (JsonStreamContext c = ctx; c != null; c = c.getParent()) {
      depth++;
    }
    JsonStreamContext[] chain = new JsonStreamContext[depth];
    for (JsonStreamContext c = ctx; c != null; c = c.getParent()) {
      chain[--depth] = c;
    }
    StringBuilder s = new StringBuilder(chain.length * 12);
    for (JsonStreamContext c : chain) {
      if (c.inObject()) {
        s.append('/');
        String name = c.getCurrentName();
        if (name != null) {
          escape(s, name);
        }
      } else if (c.inArray()) {
        s.append('/').append(c.getCurrentIndex());
      }
    }
    return s.toString();
  }

  /** The pointer of member {@code key} of the object at {@code objectPointer}. */
  static String member(String objectPointer, String key) {
    StringBuilder s = new StringBuilder(objectPointer.length() + key.length() + 1);
    s.append(objectPointer).append('/');
    escape(s, key);
    return s.toString();
  }

  /** RFC 6901: {@code ~} as {@code ~0}, {@code /} as {@code ~1}. */
  private static void escape(StringBuilder s, String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '~') {
        s.append("~0");
      } else if (c == '/') {
        s.append("~1");
      } else {
        s.append(c);
      }
    }
  }
}
