package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;

/** What a field writer needs: the target version for its expressions, and their writer. */
public interface FieldWriteContext {
  /** The wire version being written (an argument of the writer, never the module's). */
  int targetVersion();

  /** Writes one expression value in the target version ({@code key} names it in errors). */
  void writeExpr(JsonGenerator g, String key, QuasiAffineExpr e) throws IOException;

  /**
   * Writes the value of a key of type {@code Unknown} as it was read; the expressions {@link
   * FieldReadContext#readUnknown} decoded in it are written in the target version.
   */
  default void writeUnknown(JsonGenerator g, String key, JsonValue v) throws IOException {
    JsonValues.write(g, v);
  }
}
