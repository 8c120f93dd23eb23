package io.birj.api.pointer;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A place in a document: a JSON Pointer (RFC 6901), the one way birj says where something is. A
 * pointer is an immutable chain of steps (a member name or an array index) from the document's
 * root, cheap to extend and to keep, and made into text only when a message needs it ({@link
 * #toString()}); the reader's and the writer's streams give theirs from jackson's contexts ({@link
 * #of(JsonParser)}, {@link #ofNextValue}), and a checker that descends and climbs often uses a
 * {@link Cursor}, which allocates nothing per step.
 */
public final class DocPointer {
  /** The document itself ({@code ""}). */
  public static final DocPointer ROOT = new DocPointer(null, null, -1);

  private final DocPointer parent;
  private final String key;
  private final int index;

  private DocPointer(DocPointer parent, String key, int index) {
    this.parent = parent;
    this.key = key;
    this.index = index;
  }

  /** The member {@code key} of the object here. */
  public DocPointer key(String key) {
    return new DocPointer(this, key, -1);
  }

  /** The element {@code index} of the array here. */
  public DocPointer index(int index) {
    return new DocPointer(this, null, index);
  }

  /** The member {@code key}, then its element {@code index} when that is not negative. */
  public DocPointer child(String key, int index) {
    DocPointer k = key(key);
    return index < 0 ? k : k.index(index);
  }

  /** The pointer this one extends, or {@code null} for {@link #ROOT}. */
  public DocPointer parent() {
    return parent;
  }

  /** This pointer followed by {@code tail}: member names ({@code String}) and indexes. */
  public String with(Object... tail) {
    StringBuilder sb = appendTo(new StringBuilder());
    for (Object segment : tail) {
      sb.append('/');
      if (segment instanceof Integer i) {
        sb.append(i.intValue());
      } else {
        appendEscaped(sb, segment.toString());
      }
    }
    return sb.toString();
  }

  /** Appends this pointer's text to {@code sb}. */
  public StringBuilder appendTo(StringBuilder sb) {
    // Iterative: a hostile document may nest deeper than the stack allows.
    int depth = 0;
    for (DocPointer p = this; p.parent != null; p = p.parent) {
      depth++;
    }
    DocPointer[] chain = new DocPointer[depth];
    DocPointer p = this;
    for (int k = depth - 1; k >= 0; k--) {
      chain[k] = p;
      p = p.parent;
    }
    for (DocPointer c : chain) {
      sb.append('/');
      if (c.key != null) {
        appendEscaped(sb, c.key);
      } else {
        sb.append(c.index);
      }
    }
    return sb;
  }

  /** The JSON Pointer, e.g. {@code /functions/0/blocks/1/instructions/3/ins/0/addrs/0}. */
  @Override
  public String toString() {
    return appendTo(new StringBuilder()).toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DocPointer p && p.toString().equals(toString());
  }

  @Override
  public int hashCode() {
    return toString().hashCode();
  }

  // ---- text

  /**
   * Appends a member name as a pointer segment: {@code ~} as {@code ~0}, {@code /} as {@code ~1}.
   */
  public static void appendEscaped(StringBuilder sb, String name) {
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '~') {
        sb.append("~0");
      } else if (c == '/') {
        sb.append("~1");
      } else {
        sb.append(c);
      }
    }
  }

  /** The pointer of member {@code key} of the object at {@code objectPointer}. */
  public static String member(String objectPointer, String key) {
    StringBuilder sb = new StringBuilder(objectPointer.length() + key.length() + 1);
    sb.append(objectPointer).append('/');
    appendEscaped(sb, key);
    return sb.toString();
  }

  // ---- from a stream

  /**
   * The pointer of the value at {@code p}'s current token, made straight from its context chain
   * (the text of jackson's {@code JsonPointer.forPath}, without the segment objects it builds).
   */
  public static String of(JsonParser p) {
    JsonStreamContext ctx = p.getParsingContext();
    JsonToken t = p.currentToken();
    // On a start token jackson has entered the new container: the value's pointer is its parent's.
    if ((t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) && ctx.getParent() != null) {
      ctx = ctx.getParent();
    }
    return ofReadContext(ctx);
  }

  /** The pointer of the value a parser's context {@code ctx} stands at. */
  public static String ofReadContext(JsonStreamContext ctx) {
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
    StringBuilder sb = new StringBuilder(chain.length * 12);
    for (JsonStreamContext c : chain) {
      if (c.inObject()) {
        sb.append('/');
        String name = c.getCurrentName();
        if (name != null) {
          appendEscaped(sb, name);
        }
      } else if (c.inArray()) {
        sb.append('/').append(c.getCurrentIndex());
      }
    }
    return sb.toString();
  }

  /**
   * The segments (a {@code String} member name or an {@code Integer} index) of the value a
   * generator is about to write at {@code ctx}, outermost first. Inside an array that value is the
   * next element; every enclosing array is at the element being written.
   */
  public static List<Object> segmentsOfNextValue(JsonStreamContext ctx) {
    List<Object> out = new ArrayList<>();
    boolean innermost = true;
    for (JsonStreamContext c = ctx; c != null && !c.inRoot(); c = c.getParent()) {
      if (c.inArray()) {
        out.add(innermost ? c.getEntryCount() : c.getEntryCount() - 1);
      } else {
        String name = c.getCurrentName();
        out.add(name == null ? "" : name);
      }
      innermost = false;
    }
    Collections.reverse(out);
    return out;
  }

  /** The pointer of the value a generator is about to write at {@code ctx}. */
  public static String ofNextValue(JsonStreamContext ctx) {
    return ROOT.with(segmentsOfNextValue(ctx).toArray());
  }

  /** {@code at} extended by {@code segments} ({@link #segmentsOfNextValue}). */
  public static DocPointer extend(DocPointer at, List<Object> segments) {
    DocPointer p = at;
    for (Object s : segments) {
      p = s instanceof String k ? p.key(k) : p.index((Integer) s);
    }
    return p;
  }

  /**
   * A place that moves: a base {@link DocPointer} and a tail of steps pushed and popped as a walk
   * descends and climbs, with nothing allocated per step; {@link #toString()} makes the text when a
   * finding needs it.
   */
  public static final class Cursor {
    private DocPointer base = ROOT;
    private String baseKey;
    private int baseIndex;
    private String[] keys = new String[16];
    private int[] indexes = new int[16];
    private int depth;

    /** Starts at {@code base} with an empty tail. */
    public Cursor at(DocPointer base) {
      return at(base, null, -1);
    }

    /**
     * Starts at {@code base/key/index} ({@code index} -1: {@code base/key}) with an empty tail: an
     * element of a list needs no pointer of its own.
     */
    public Cursor at(DocPointer base, String key, int index) {
      this.base = base;
      this.baseKey = key;
      this.baseIndex = index;
      this.depth = 0;
      return this;
    }

    public Cursor key(String key) {
      grow();
      keys[depth] = key;
      indexes[depth++] = -1;
      return this;
    }

    public Cursor index(int index) {
      grow();
      keys[depth] = null;
      indexes[depth++] = index;
      return this;
    }

    /** The tail's length, for {@link #truncate}. */
    public int depth() {
      return depth;
    }

    /** Drops the tail back to {@code mark} (a {@link #depth()}). */
    public void truncate(int mark) {
      depth = mark;
    }

    @Override
    public String toString() {
      StringBuilder sb = base.appendTo(new StringBuilder());
      if (baseKey != null) {
        sb.append('/');
        appendEscaped(sb, baseKey);
        if (baseIndex >= 0) {
          sb.append('/').append(baseIndex);
        }
      }
      for (int i = 0; i < depth; i++) {
        sb.append('/');
        if (keys[i] == null) {
          sb.append(indexes[i]);
        } else {
          appendEscaped(sb, keys[i]);
        }
      }
      return sb.toString();
    }

    private void grow() {
      if (depth == keys.length) {
        keys = Arrays.copyOf(keys, depth * 2);
        indexes = Arrays.copyOf(indexes, depth * 2);
      }
    }
  }
}
