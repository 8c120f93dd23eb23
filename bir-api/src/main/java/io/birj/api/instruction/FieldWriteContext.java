package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonGenerator;
import io.birj.api.expr.QuasiAffineExpr;
import java.io.IOException;

/** What a field writer needs: the target version for its expressions, and their writer. */
public interface FieldWriteContext {
  /** The wire version being written (an argument of the writer, never the module's). */
  int targetVersion();

  /** Writes one expression value in the target version ({@code key} names it in errors). */
  void writeExpr(JsonGenerator g, String key, QuasiAffineExpr e) throws IOException;
}
