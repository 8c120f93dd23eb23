package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.expr.QuasiAffineExpr;

/**
 * What a field reader needs: everything the QuasiAffineExpr read dispatch needs (keys of type
 * QuasiAffineExpr are read through {@link QuasiAffineExpr#read}, never by looking at the version),
 * and a place for warnings (e.g. an enum spelling the catalog does not know, kept as read).
 */
public interface FieldReadContext extends QuasiAffineExpr.ReadContext {
  /** Records a warning about the value at the parser's current token. */
  void warn(JsonParser p, String message);
}
