package io.birj.api.instruction;

import com.fasterxml.jackson.core.JsonParser;
import io.birj.api.expr.QuasiAffineExpr;
import io.birj.api.json.JsonValue;
import io.birj.api.json.JsonValues;
import java.io.IOException;

/**
 * What a field reader needs: everything the QuasiAffineExpr read dispatch needs (keys of type
 * QuasiAffineExpr are read through {@link QuasiAffineExpr#read}, never by looking at the version),
 * and a place for warnings (e.g. an enum spelling the catalog does not know, kept as read).
 */
public interface FieldReadContext extends QuasiAffineExpr.ReadContext {
  /** Records a warning about the value at the parser's current token. */
  void warn(JsonParser p, String message);

  /**
   * Reads the value of a key whose type the spec does not give ({@code Unknown}): kept as read. The
   * loader's implementation also decodes the expressions it finds in it by their shape, so that a
   * conversion converts them (docs/wire/conversion.md).
   */
  default JsonValue readUnknown(JsonParser p) throws IOException {
    return JsonValues.read(p);
  }

  /**
   * Reads the expression at {@code p} through the version dispatch ({@link QuasiAffineExpr#read}).
   * A reader that learns the document's version only when an expression needs it (the loader looks
   * ahead for a {@code version} written after the functions) makes it known here, so that {@link
   * #module()} stays a plain getter.
   */
  default QuasiAffineExpr readExpr(JsonParser p) throws IOException {
    return QuasiAffineExpr.read(p, this);
  }
}
