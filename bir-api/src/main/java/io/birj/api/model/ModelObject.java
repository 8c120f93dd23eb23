package io.birj.api.model;

import io.birj.api.json.JsonValue;
import io.birj.api.position.PackedPosition;
import io.birj.api.position.SourcePosition;
import java.util.List;

/**
 * What every object of the model shares: the keys no class knows, kept in the order they were read
 * and written back after the known keys (docs/architecture.md, "Contracts"), and the source
 * position of the object's first token (0 for an object built in memory).
 */
public abstract class ModelObject {
  // A ShortList's storage: null for none (most objects have no unknown key, and a large document
  // has millions), the one member, or an array of them; or a Wide, which holds that storage and a
  // position that does not pack.
  private Object unknownKeys;
  // Packed into an int (PackedPosition), as a reference's is: the long it was cost 8 bytes on most
  // objects of a dump, which has hundreds of thousands (bir-bench/RESULTS.md, "Issue 25").
  private int sourcePosition;

  /** A position too far into its document for an int, and the unknown keys' storage. */
  private static final class Wide {
    final long position;
    Object unknownKeys;

    Wide(long position, Object unknownKeys) {
      this.position = position;
      this.unknownKeys = unknownKeys;
    }
  }

  private Object unknownKeysStorage() {
    return unknownKeys instanceof Wide w ? w.unknownKeys : unknownKeys;
  }

  /**
   * The unknown keys in read order; a live view (a new one each call: equal, not identical),
   * mutable (add, remove or replace members freely).
   */
  public List<JsonValue.Member> unknownKeys() {
    return new ShortList<>() {
      @Override
      Object load() {
        return unknownKeysStorage();
      }

      @Override
      void store(Object items) {
        if (unknownKeys instanceof Wide w) {
          w.unknownKeys = items;
        } else {
          unknownKeys = items;
        }
      }
    };
  }

  /** True when there is at least one unknown key (without making a view). */
  public boolean hasUnknownKeys() {
    return ShortList.size(unknownKeysStorage()) > 0;
  }

  /** Line of the object's first token in the source, 1-based, 0 when unknown. */
  public int sourceLine() {
    return SourcePosition.line(sourcePosition());
  }

  /** Column of the object's first token in the source, 1-based, 0 when unknown. */
  public int sourceColumn() {
    return SourcePosition.column(sourcePosition());
  }

  /** Sets the packed source position (see {@link SourcePosition}). */
  public void setSourcePosition(long packed) {
    Object keys = unknownKeysStorage();
    int small = PackedPosition.pack(packed);
    this.sourcePosition = small;
    this.unknownKeys = small == PackedPosition.WIDE ? new Wide(packed, keys) : keys;
  }

  /** The packed source position (see {@link SourcePosition}). */
  public long sourcePosition() {
    return sourcePosition == PackedPosition.WIDE
        ? ((Wide) unknownKeys).position
        : PackedPosition.unpack(sourcePosition);
  }
}
