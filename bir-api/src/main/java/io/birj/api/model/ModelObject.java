package io.birj.api.model;

import io.birj.api.json.JsonValue;
import io.birj.api.position.SourcePosition;
import java.util.List;

/**
 * What every object of the model shares: the keys no class knows, kept in the order they were read
 * and written back after the known keys (docs/architecture.md, "Contracts"), and the source
 * position of the object's first token (0 for an object built in memory).
 */
public abstract class ModelObject {
  // A ShortList's storage: null for none (most objects have no unknown key, and a large document
  // has millions), the one member, or an array of them.
  private Object unknownKeys;
  private long sourcePosition;

  /**
   * The unknown keys in read order; a live view (a new one each call: equal, not identical),
   * mutable (add, remove or replace members freely).
   */
  public List<JsonValue.Member> unknownKeys() {
    return new ShortList<>() {
      @Override
      Object load() {
        return unknownKeys;
      }

      @Override
      void store(Object items) {
        unknownKeys = items;
      }
    };
  }

  /** True when there is at least one unknown key (without making a view). */
  public boolean hasUnknownKeys() {
    return ShortList.size(unknownKeys) > 0;
  }

  /** Line of the object's first token in the source, 1-based, 0 when unknown. */
  public int sourceLine() {
    return SourcePosition.line(sourcePosition);
  }

  /** Column of the object's first token in the source, 1-based, 0 when unknown. */
  public int sourceColumn() {
    return SourcePosition.column(sourcePosition);
  }

  /** Sets the packed source position (see {@link SourcePosition}). */
  public void setSourcePosition(long packed) {
    this.sourcePosition = packed;
  }

  public long sourcePosition() {
    return sourcePosition;
  }
}
