package io.birj.api.codec;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.birj.api.error.BirException;
import io.birj.api.error.DiagnosticCode;
import io.birj.api.json.JsonReads;
import java.io.IOException;

/** The reading steps every expression codec takes alike, whatever its encoding. */
public final class WireReads {
  private WireReads() {}

  /**
   * Puts {@code p} on the {@code START_OBJECT} an expression starts with: its current token, or the
   * first one when the parser has not started. Anything else is an error at that token.
   */
  public static void expressionStart(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    if (t == null) {
      t = JsonReads.next(p);
    }
    if (t != JsonToken.START_OBJECT) {
      throw BirException.at(
          DiagnosticCode.BIRJ_E0201,
          p,
          "an expression must be an object, found " + JsonReads.describe(p));
    }
  }
}
