package io.birj.loader.read;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import io.birj.api.codec.DuplicateKey;
import io.birj.api.json.TokenPositions;
import io.birj.api.position.SourcePosition;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * A JSON parser that refuses a key repeated in one object, as jackson's {@code
 * STRICT_DUPLICATE_DETECTION} does and by the one rule of {@link DuplicateKey}, at a fraction of
 * its cost: jackson keeps a hash set per object of three keys or more; this keeps the keys of the
 * open objects in one array per depth and compares a new key with those of its object, only when a
 * 64-bit filter of their hashes says it may repeat one. Names come canonical from jackson's symbol
 * table (one String per distinct name in a parser), so a compare is mostly the identity test that
 * {@code equals} makes first. Every token the reader, the codecs and the opcode readers take passes
 * through {@link #nextToken}.
 */
final class DuplicateKeys extends JsonParserDelegate implements TokenPositions.Source {
  /**
   * Past this many keys an object's keys also go into a set. Instructions of real dumps have 20 or
   * more keys, and an identity compare costs less than a set's hash and probe.
   */
  private static final int LINEAR = 48;

  private String[][] keys = new String[16][];
  private int[] counts = new int[16];
  // Per open object, one bit per key's hash mod 64: a key whose bit is clear is new, without a
  // compare (a twenty-key instruction sets about a quarter of the bits).
  private long[] blooms = new long[16];
  private Set<?>[] sets = new Set<?>[16];
  private int depth = -1;

  // Where the parser's first line lies in the document, for a parser of a part of it
  // (ParallelRead): its line 1 is the document's firstLine, shifted by columnShift columns.
  // Its byte offsets are offsetShift fewer than the document's.
  private final int firstLine;
  private final int columnShift;
  private final long offsetShift;

  private DuplicateKeys(JsonParser d, int firstLine, int columnShift, long offsetShift) {
    super(d);
    this.firstLine = firstLine;
    this.columnShift = columnShift;
    this.offsetShift = offsetShift;
  }

  /** {@code p} with jackson's own detection off and this one in its place. */
  static JsonParser wrap(JsonParser p) {
    return wrap(p, 1, 0, 0);
  }

  /**
   * As {@link #wrap(JsonParser)}, for a parser of a part of a document: its line 1 is the
   * document's line {@code firstLine}, its columns on that line {@code columnShift} fewer than the
   * document's, its byte offsets {@code offsetShift} fewer. Every position it gives, packed or as a
   * location, is the document's.
   */
  static JsonParser wrap(JsonParser p, int firstLine, int columnShift, long offsetShift) {
    p.disable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    return new DuplicateKeys(p, firstLine, columnShift, offsetShift);
  }

  private boolean shifted() {
    return firstLine != 1 || columnShift != 0 || offsetShift != 0;
  }

  @Override
  public JsonLocation currentTokenLocation() {
    return shifted(delegate.currentTokenLocation());
  }

  @Override
  @Deprecated
  public JsonLocation getTokenLocation() {
    return shifted(delegate.currentTokenLocation());
  }

  @Override
  public JsonLocation currentLocation() {
    return shifted(delegate.currentLocation());
  }

  @Override
  @Deprecated
  public JsonLocation getCurrentLocation() {
    return shifted(delegate.currentLocation());
  }

  private JsonLocation shifted(JsonLocation at) {
    if (!shifted() || at == null) {
      return at;
    }
    int line = at.getLineNr();
    int column = at.getColumnNr();
    long bytes = at.getByteOffset();
    long chars = at.getCharOffset();
    return new JsonLocation(
        at.contentReference(),
        bytes < 0 ? bytes : bytes + offsetShift,
        chars < 0 ? chars : chars + offsetShift,
        line <= 0 ? line : line == 1 ? firstLine : line + firstLine - 1,
        line == 1 ? column + columnShift : column);
  }

  @Override
  public long tokenPosition() {
    long at = TokenPositions.ofJson(delegate);
    if (!shifted()) {
      return at;
    }
    int line = SourcePosition.line(at);
    if (line == 0) {
      return at;
    }
    int column = SourcePosition.column(at);
    return line == 1
        ? SourcePosition.of(firstLine, column + (long) columnShift)
        : SourcePosition.of(line + firstLine - 1L, column);
  }

  @Override
  public JsonToken nextToken() throws IOException {
    JsonToken t = delegate.nextToken();
    if (t == JsonToken.FIELD_NAME) {
      key(delegate.currentName());
    } else if (t == JsonToken.START_OBJECT) {
      open();
    } else if (t == JsonToken.END_OBJECT) {
      depth--;
    }
    return t;
  }

  @Override
  public JsonToken nextValue() throws IOException {
    JsonToken t = nextToken();
    return t == JsonToken.FIELD_NAME ? nextToken() : t;
  }

  @Override
  public JsonParser skipChildren() throws IOException {
    JsonToken t = currentToken();
    if (t != JsonToken.START_OBJECT && t != JsonToken.START_ARRAY) {
      return this;
    }
    int open = 1;
    while (open > 0) {
      t = nextToken();
      if (t == null) {
        return this;
      }
      if (t.isStructStart()) {
        open++;
      } else if (t.isStructEnd()) {
        open--;
      }
    }
    return this;
  }

  private void open() {
    depth++;
    if (depth == counts.length) {
      keys = Arrays.copyOf(keys, depth * 2);
      counts = Arrays.copyOf(counts, depth * 2);
      sets = Arrays.copyOf(sets, depth * 2);
      blooms = Arrays.copyOf(blooms, depth * 2);
    }
    blooms[depth] = 0;
    counts[depth] = 0;
    sets[depth] = null;
  }

  @SuppressWarnings("unchecked")
  private void key(String name) throws JsonParseException {
    if (depth < 0) {
      return;
    }
    String[] seen = keys[depth];
    int n = counts[depth];
    if (n < LINEAR) {
      long bit = 1L << (name.hashCode() & 63);
      long bloom = blooms[depth];
      blooms[depth] = bloom | bit;
      // A key whose bit no earlier key of the object set is new without a compare.
      if ((bloom & bit) != 0) {
        for (int i = 0; i < n; i++) {
          if (seen[i].equals(name)) {
            throw duplicate(name);
          }
        }
      }
      if (seen == null || n == seen.length) {
        seen =
            keys[depth] =
                seen == null ? new String[8] : Arrays.copyOf(seen, Math.min(LINEAR, n * 2));
      }
      seen[n] = name;
    } else {
      Set<String> set = (Set<String>) sets[depth];
      if (set == null) {
        set = new HashSet<>(Arrays.asList(seen));
        sets[depth] = set;
      }
      if (!set.add(name)) {
        throw duplicate(name);
      }
    }
    counts[depth] = n + 1;
  }

  private JsonParseException duplicate(String name) {
    return DuplicateKey.parseError(this, name);
  }
}
