package io.birj.api.json;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonParserBase;
import io.birj.api.position.SourcePosition;

/**
 * The packed source position ({@link SourcePosition}) of a parser's current token, read without
 * making a {@code JsonLocation}: the reader takes a position for every name reference, operand and
 * expression of a document, and {@code currentTokenLocation()} allocates one object each time.
 */
public final class TokenPositions {
  private TokenPositions() {}

  /**
   * A parser that knows its token's packed position (a held value's parser, the loader's duplicate
   * key filter): wrappers implement it so the position is not lost behind the wrapper.
   */
  public interface Source {
    /** The packed position of the current token, as {@link TokenPositions#of} gives it. */
    long tokenPosition();
  }

  /** The packed position of {@code p}'s current token: line and column, or a byte offset. */
  public static long of(JsonParser p) {
    if (p instanceof Source s) {
      return s.tokenPosition();
    }
    return ofJson(p);
  }

  /**
   * {@link #of} for a parser that is not a {@link Source}: a JSON text parser's own counters where
   * they are the location's (for a member name jackson keeps a separate start, which only the
   * location gives), else the location itself.
   */
  public static long ofJson(JsonParser p) {
    if (p instanceof JsonParserBase b && p.currentToken() != JsonToken.FIELD_NAME) {
      int line = b.getTokenLineNr();
      if (line > 0) {
        // getTokenColumnNr() counts one more than the location's column (TokenPositionsTest).
        return SourcePosition.of(line, b.getTokenColumnNr() - 1L);
      }
    }
    return HeldValue.positionOf(p.currentTokenLocation());
  }
}
