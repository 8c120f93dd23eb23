package io.birj.writer.emit;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import java.io.IOException;

/**
 * Where the emitter sends each expression it meets: to the codecs (a real write), or to a survey
 * that only records it (a conversion's dry run). Either way the expression is the value at the
 * generator's current position, and the version is the one its site is written in: the target
 * version, or 2 at the always-v2 site (docs/wire/conversion.md).
 */
public interface ExprOut {
  void write(JsonGenerator g, QuasiAffineExpr e, int version) throws IOException;

  /**
   * An object of unknown content that is not an expression (kept as read) is about to be written at
   * the generator's current position; a conversion's survey checks that the target version would
   * not read it as one.
   */
  default void keptObject(JsonGenerator g, JsonValue.JsonObject o, int version) {}
}
